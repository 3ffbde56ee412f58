/// What the command line says about the settings: `--config`, which names the file, and
/// the options that win over the environment and the file (see ``EffectiveSettings``).
struct SettingOptions: Equatable {
    /// `--config FILE`.
    var config: String?
    /// `--user`: a subcommand's, else `todo-tui`'s.
    var user: String?
    /// `--server`.
    var server: String?
    /// Whether `--data-dir` was given, which chooses SQLite over `TODO_TUI_SERVER` and the file.
    var dataDirGiven = false
    /// Whether `--mouse` was given, which turns the mouse on whatever the file says.
    var mouse = false
}
