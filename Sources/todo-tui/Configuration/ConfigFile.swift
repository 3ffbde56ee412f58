import TodoApp
import WorkflowUI

/// What a config file sets; nil (or no entry) for what it leaves to the defaults.
struct ConfigFile: Equatable {
    /// Where it was read from, for messages and `todo-tui config`.
    var path: String
    var user: String?
    var server: String?
    var footer: Bool?
    var mouse: Bool?
    var theme: ThemeName?
    /// `[keys]`: the keys of each command named, as the help spells them.
    var keys: [String: [String]] = [:]
    /// `due_date_format`: how the interface writes due dates.
    var dueDateFormat: DueDateFormat?
    /// `wide_layout_columns`: the width from which the list and the selected todo are side by side.
    var wideLayoutColumns: Int?
    /// `[styles]`: changes to the theme's styles, by name (`StyleNames`).
    var styles: [String: StyleChange] = [:]

    /// The settings a file may have, in the order `config` lists them.
    static let settingNames = ["user", "server", "theme", "footer", "mouse", "due_date_format", "wide_layout_columns", "keys", "styles"]
}

/// The themes a config file may name: the framework's (`Theme.names`).
enum ThemeName: String, CaseIterable, Equatable {
    /// Colours on the terminal's own background, for dark ones.
    case standard
    /// Dark colours for a light background.
    case light
    /// Bright colours and bold, nothing dim.
    case highContrast = "high-contrast"
    /// No colour: bold, underline and reverse only, as with `NO_COLOR`.
    case monochrome

    var theme: Theme { Theme.named(rawValue)! }
    var todoStyles: TodoStyles { TodoStyles.named(rawValue)! }
}
