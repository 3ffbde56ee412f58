import ArgumentParser
import Foundation

/// `todo-tui config [--init]`: prints the settings in effect and where each came from;
/// with `--init`, writes the commented example where the config file is looked for,
/// unless a file is there.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Print the settings in effect and where each came from, or write the example config file.",
        discussion: """
            The config file is $XDG_CONFIG_HOME/todo-tui/config.toml (by default \
            ~/.config/todo-tui/config.toml), or the file --config FILE or $TODO_TUI_CONFIG \
            names. An option wins over the environment, the environment over the file, the \
            file over the default.
            """
    )

    @ParentCommand var root: TodoTUICommand
    @OptionGroup var user: UserOption

    @Flag(name: .customLong("init"), help: "Write the complete commented example config file; an existing file is left alone.")
    var initialize = false

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        if initialize {
            let path = EffectiveSettings.configLocation(for: root.settingOptions(userOption: user), environment: environment).path
            try ConfigFileWriter(path: path).writeExample()
            print("todo-tui: wrote \(path)")
            return
        }
        print(try report(environment: environment), terminator: "")
    }

    /// What `config` prints: the settings read as the interface and every other
    /// subcommand read them (``TodoTUICommand/effectiveSettings(userOption:environment:)``),
    /// so that it names no setting they would not run with.
    func report(environment: [String: String]) throws -> String {
        EffectiveSettingsReport(settings: try root.effectiveSettings(userOption: user, environment: environment)).text
    }
}

/// Writes the example config file, making its folder; refuses to replace a file.
struct ConfigFileWriter {
    var path: String

    func writeExample() throws {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw CommandFailure("Could not make \(folder): \(error.localizedDescription)")
            }
        }
        // O_EXCL: a file there, even one made a moment ago, is never replaced.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST {
                throw CommandFailure("\(path) is already there: it is left as it is (todo-tui config prints what it sets).")
            }
            throw CommandFailure("Could not write \(path): \(String(cString: strerror(errno))).")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: Data(ConfigExample.text.utf8))
        } catch {
            throw CommandFailure("Could not write \(path): \(error.localizedDescription)")
        }
    }
}
