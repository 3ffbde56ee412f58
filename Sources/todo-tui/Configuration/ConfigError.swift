/// A mistake in the config file, where it is and what is accepted there: the app does
/// not start on a file it could not read whole.
///
/// ```swift
/// String(describing: error)   // "/home/ada/.config/todo-tui/config.toml:3:1: \"thme\" is not a setting; did you mean \"theme\"?"
/// ```
struct ConfigError: Error, Equatable, CustomStringConvertible {
    var path: String
    /// From 1; nil for a mistake that is the file's as a whole (it cannot be read).
    var line: Int?
    var column: Int?
    var message: String

    var description: String {
        guard let line else { return "\(path): \(message)" }
        return "\(path):\(line):\(column ?? 1): \(message)"
    }
}
