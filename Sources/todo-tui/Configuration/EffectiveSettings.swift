import ArgumentParser
import TodoApp
import WorkflowUI

/// The settings the interface and every subcommand run with, each from the option, the
/// environment, the config file or the default, in that order of precedence.
///
/// ``load(_:environment:)`` is the one way to them: it finds the config file, reads it and
/// resolves every setting with its source, for the interface (``DirectInvocation`` or
/// ArgumentParser), every subcommand and `todo-tui config` alike, so that `config` prints
/// what the others run with.
struct EffectiveSettings: Equatable {
    /// The config file looked for; `todo-tui config` names it first.
    var configLocation: ConfigLocation
    /// Whether it was there and read: the standard file need not be.
    var configFileWasRead: Bool
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
        lhs.configLocation == rhs.configLocation && lhs.configFileWasRead == rhs.configFileWasRead
            && lhs.user == rhs.user && lhs.server == rhs.server && lhs.theme == rhs.theme && lhs.footer == rhs.footer
            && lhs.dueDateFormat == rhs.dueDateFormat && lhs.wideLayoutColumns == rhs.wideLayoutColumns
            && lhs.mouse == rhs.mouse
            && lhs.keyBindings == rhs.keyBindings
            && lhs.resolvedTheme == rhs.resolvedTheme && lhs.resolvedTodoStyles == rhs.resolvedTodoStyles
    }

    /// Resolves the settings from what the command line, the environment and the file
    /// read at `location` give; ``load(_:environment:)`` finds and reads the file.
    ///
    /// - Parameters:
    ///   - options: what the command line says.
    ///   - file: the config file's settings; nil when it was not there.
    /// - Throws: `CommandFailure` for a `TODO_TUI_USER` that ``UserNameRule`` refuses.
    init(options: SettingOptions, environment: [String: String], location: ConfigLocation, file: ConfigFile?) throws {
        configLocation = location
        configFileWasRead = file != nil
        let fileSource = SettingSource.file(file?.path ?? location.path)
        user = Sourced.first(
            [
                (options.user, .option("--user")),
                (try Self.userVariable(in: environment), .environment(UserOption.environmentVariable)),
                (file?.user, fileSource),
            ]
        )
        if let serverOption = options.server {
            server = Sourced(value: serverOption, source: .option("--server"))
        } else if options.dataDirGiven {
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
        mouse = Sourced.first([(options.mouse ? true : nil, .option("--mouse")), (file?.mouse, fileSource)], orDefault: false)
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
    /// Finds the config file (see ``ConfigLocation``), reads it, and resolves every setting
    /// with its source under the environment's and `options`'.
    ///
    /// - Throws: `CommandFailure`: a mistake in the file, with its line and column, or a
    ///   `TODO_TUI_USER` that is not a name.
    static func load(_ options: SettingOptions, environment: [String: String]) throws -> EffectiveSettings {
        let location = configLocation(for: options, environment: environment)
        do {
            return try EffectiveSettings(options: options, environment: environment, location: location, file: location.load())
        } catch let error as ConfigError {
            throw CommandFailure(error.description)
        }
    }

    /// The config file `options` and `environment` name, else the standard one: where
    /// ``load(_:environment:)`` reads and `todo-tui config --init` writes.
    static func configLocation(for options: SettingOptions, environment: [String: String]) -> ConfigLocation {
        ConfigLocation.resolve(option: options.config, environment: environment)
    }

    /// `TODO_TUI_USER`'s name; nil when it is not set, or empty or blank (see
    /// ``UserNameRule``).
    private static func userVariable(in environment: [String: String]) throws -> String? {
        let variable = UserOption.environmentVariable
        guard let value = environment[variable], !value.allSatisfy(\.isWhitespace) else { return nil }
        if let problem = UserNameRule.problem(with: value) {
            throw CommandFailure("\(variable) needs \(problem.accepted).")
        }
        return value
    }

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
