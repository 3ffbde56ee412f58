import Foundation

/// Which config file to read: `--config FILE`, else `TODO_TUI_CONFIG`, else
/// `$XDG_CONFIG_HOME/todo-tui/config.toml` (by default `~/.config/todo-tui/config.toml`).
/// A file named by the option or the variable must exist; the standard one may not.
struct ConfigLocation: Equatable {
    var path: String
    /// Whether the user named it, so that a missing file is a mistake.
    var isNamed: Bool

    static let variable = "TODO_TUI_CONFIG"

    static func resolve(option: String?, environment: [String: String]) -> ConfigLocation {
        if let option { return ConfigLocation(path: option, isNamed: true) }
        if let named = environment[variable], !named.isEmpty { return ConfigLocation(path: named, isNamed: true) }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        let base = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
        return ConfigLocation(path: base + "/todo-tui/config.toml", isNamed: false)
    }

    /// The file's settings; none when the standard file is not there.
    func load() throws(ConfigError) -> ConfigFile? {
        guard FileManager.default.fileExists(atPath: path) else {
            if isNamed { throw ConfigError(path: path, message: "there is no such file (todo-tui config --init writes one).") }
            return nil
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw ConfigError(path: path, message: "this file cannot be read as UTF-8 text.")
        }
        return try ConfigFileReader(path: path, text: text).read()
    }
}
