import Logging

/// What the interactive interface is given besides the store, from the command line.
struct InteractiveOptions {
    /// `--debug-tree`: show the running workflow tree (types, keys, states).
    var debugTree: Bool
    /// `--mouse`: click, double-click and the wheel work; off by default.
    var mouse: Bool = false
    /// Where the interface logs; discards everything unless a log file was asked for.
    var logger: Logger
    /// `--user` or `TODO_TUI_USER`: whose list to open at once, rather than ask for a name.
    var startingUser: String?
}
