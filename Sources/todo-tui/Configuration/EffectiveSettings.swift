import ArgumentParser
import TodoApp
import WorkflowUI

/// The settings the interface runs with, each from the option, the environment, the
/// config file or the default, in that order of precedence.
struct EffectiveSettings: Equatable {
    /// Nil when nothing names one: the name prompt comes first.
    var user: Sourced<String>?
    /// Nil for SQLite; `--data-dir` alone chooses it over the variable and the file.
    var server: Sourced<String>?
    var theme: Sourced<ThemeName>
    var footer: Sourced<Bool>
    var dueDateFormat: Sourced<DueDateFormat>
    var wideLayoutColumns: Sourced<Int>
    var mouse: Sourced<Bool>
    /// Each command's keys, by name, in the order of `TodoKeys.all`.
    var keys: [(name: String, keys: Sourced<[KeyEvent]>)]
    var keyBindings: KeyBindings
    /// Every style by name (`StyleNames`): the theme's, changed by `[styles]`.
    var styles: [(name: String, style: Sourced<Style>)]
    /// The framework's styles and the app's, as `styles` has them.
    var resolvedTheme: Theme
    var resolvedTodoStyles: TodoStyles

    static func == (lhs: EffectiveSettings, rhs: EffectiveSettings) -> Bool {
        lhs.user == rhs.user && lhs.server == rhs.server && lhs.theme == rhs.theme && lhs.footer == rhs.footer
            && lhs.dueDateFormat == rhs.dueDateFormat && lhs.wideLayoutColumns == rhs.wideLayoutColumns
            && lhs.mouse == rhs.mouse
            && lhs.keyBindings == rhs.keyBindings
            && lhs.resolvedTheme == rhs.resolvedTheme && lhs.resolvedTodoStyles == rhs.resolvedTodoStyles
    }

    /// - Parameters:
    ///   - userOption: `--user`; `serverOption`: `--server`; `dataDirGiven`: whether
    ///     `--data-dir` was, which chooses SQLite over `TODO_TUI_SERVER` and the file.
    ///   - mouseOption: whether `--mouse` was given, which turns the mouse on whatever
    ///     the file says.
    ///   - file: the config file's settings, if there is one.
    init(
        userOption: String?, serverOption: String?, dataDirGiven: Bool, mouseOption: Bool = false,
        environment: [String: String], file: ConfigFile?
    ) throws {
        let fileSource = SettingSource.file(file?.path ?? "")
        let userVariable = environment[UserOption.environmentVariable].flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        user = Sourced.first(
            [(userOption, .option("--user")), (userVariable, .environment(UserOption.environmentVariable)), (file?.user, fileSource)]
        )
        if let serverOption {
            server = Sourced(value: serverOption, source: .option("--server"))
        } else if dataDirGiven {
            server = nil
        } else {
            server = Sourced.first(
                [(environment[TodoTUICommand.serverVariable], .environment(TodoTUICommand.serverVariable)), (file?.server, fileSource)]
            )
        }
        theme = Sourced.first([(file?.theme, fileSource)], orDefault: .standard)
        footer = Sourced.first([(file?.footer, fileSource)], orDefault: true)
        dueDateFormat = Sourced.first([(file?.dueDateFormat, fileSource)], orDefault: .monthDay)
        wideLayoutColumns = Sourced.first([(file?.wideLayoutColumns, fileSource)], orDefault: RootWorkflow.standardWideLayoutColumns)
        mouse = Sourced.first([(mouseOption ? true : nil, .option("--mouse")), (file?.mouse, fileSource)], orDefault: false)
        let themeSetting = self.theme
        let fileStyles = file?.styles ?? [:]
        let theme = try themeSetting.value.theme.applying(fileStyles, otherStyleNames: TodoStyles.styleNames)
        let todoStyles = try themeSetting.value.todoStyles.applying(fileStyles, otherStyleNames: Theme.styleNames)
        resolvedTheme = theme
        resolvedTodoStyles = todoStyles
        styles = StyleNames.all.map { name in
            let style = theme[styleNamed: name] ?? todoStyles[styleNamed: name] ?? .plain
            return (name, Sourced(value: style, source: fileStyles[name] == nil ? themeSetting.source : fileSource))
        }
        let bindings = try TodoKeys.bindings(keysByName: file?.keys ?? [:])
        keyBindings = bindings
        let fileKeys = file?.keys ?? [:]
        keys = TodoKeys.all.map { binding in
            let source: SettingSource = fileKeys[binding.name] == nil ? .byDefault : fileSource
            return (binding.name, Sourced(value: bindings[dynamic: binding], source: source))
        }
    }
}

extension EffectiveSettings {
    /// The name a subcommand works on: `--user`, else `TODO_TUI_USER`, else the config
    /// file's `user`. ``TodoTUIMain`` asks for it before a subcommand runs, so that one
    /// without any is refused before it has done anything.
    var listUser: String {
        get throws {
            guard let user else {
                throw ValidationError(
                    "Whose list? Give --user NAME, set \(UserOption.environmentVariable), or set user in the config file."
                )
            }
            return user.value
        }
    }
}
