import Logging
import TodoApp
import WorkflowUI

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
    /// The keys of every command, the config file's `[keys]` included.
    var keyBindings = KeyBindings.standard
    /// Whether the bottom row lists the keys (`footer`).
    var showsFooter = true
    /// `theme` with `[styles]`: the framework's styles; without colour (`NO_COLOR`) one
    /// that uses colour gives way to `Theme.monochrome`.
    var theme = Theme.standard
    /// The app's own styles, from the same settings.
    var todoStyles = TodoStyles.standard
    /// `due_date_format`: how due dates are written, wherever they are shown.
    var dueDateFormat = DueDateFormat.monthDay
    /// `wide_layout_columns`: from this width up, the list and the selected todo side by side.
    var wideLayoutColumns = RootWorkflow.standardWideLayoutColumns
}
