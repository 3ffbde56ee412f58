import Foundation
import Testing
import WorkflowUI
import TodoApp
@testable import todo_tui

/// The config file is read whole or not at all, and each mistake says where it is and
/// what is accepted there.
struct ConfigFileTests {
    private func read(_ text: String) throws(ConfigError) -> ConfigFile {
        try ConfigFileReader(path: "config.toml", text: text).read()
    }

    private func mistake(in text: String) -> ConfigError? {
        #expect(throws: ConfigError.self) { try read(text) }
    }

    /// The settings `file` gives, read from where it says, under `environment` and `options`.
    private func resolved(
        _ file: ConfigFile?, environment: [String: String] = [:], options: SettingOptions = SettingOptions()
    ) throws -> EffectiveSettings {
        let location = ConfigLocation(path: file?.path ?? "/c.toml", isNamed: file != nil)
        return try EffectiveSettings(options: options, environment: environment, location: location, file: file)
    }

    @Test func everySettingIsRead() throws {
        let file = try read("""
            user = "Ada"
            server = "dbname=todos"
            theme = "monochrome"
            footer = false

            [keys]
            new = ["a"]
            delete = ["x", "Delete"]
            """)
        #expect(file == ConfigFile(
            path: "config.toml", user: "Ada", server: "dbname=todos", footer: false, theme: .monochrome,
            keys: ["new": ["a"], "delete": ["x", "Delete"]]
        ))
    }

    @Test func textThatIsNotTOMLIsRefusedWithItsLineAndColumn() {
        let error = mistake(in: "user = \"Ada\"\ntheme = \n")
        #expect(error?.line == 2)
        #expect(error?.column != nil)
        #expect(error?.description.hasPrefix("config.toml:2:") == true)
    }

    @Test func anUnknownSettingNamesTheClosestKnownOne() {
        let error = mistake(in: "user = \"Ada\"\n\n  thme = \"standard\"\n")
        #expect(error == ConfigError(path: "config.toml", line: 3, column: 3, message: "\"thme\" is not a setting; did you mean \"theme\"?"))
    }

    @Test func aSettingOfTheWrongTypeSaysWhatItTakes() {
        let error = mistake(in: "footer = \"no\"\n")
        #expect(error == ConfigError(path: "config.toml", line: 1, column: 1, message: "footer is true or false: footer = false."))
    }

    @Test func aThemeThatIsNotOneIsRefusedWithTheThemesThereAre() {
        let error = mistake(in: "\ntheme = \"monochrom\"\n")
        #expect(error?.line == 2)
        #expect(error?.column == 9)
        #expect(error?.message.contains("\"standard\", \"light\", \"high-contrast\" or \"monochrome\"") == true)
        #expect(error?.message.contains("did you mean \"monochrome\"") == true)
    }

    /// One rule for `user`, `--user` and `TODO_TUI_USER` (see ``UserNameRule``).
    @Test(arguments: [
        ("user = \"\"\n", 8, "user needs a name that is not blank: user = \"Ada\"."),
        ("footer = true\nuser =   \"   \"\n", 10, "user needs a name that is not blank: user = \"Ada\"."),
        ("user = \"Ada\\tLovelace\"\n", 8, "user needs a name without control characters (a tab, a line break, an escape): user = \"Ada\"."),
        ("user = \"\\u001B[2JAda\"\n", 8, "user needs a name without control characters (a tab, a line break, an escape): user = \"Ada\"."),
    ])
    func aUserThatIsNoNameIsRefusedWhereItIsWrittenAsUserIs(text: String, column: Int, message: String) {
        let error = mistake(in: text)
        #expect(error?.line == text.split(separator: "\n").count)
        #expect(error?.column == column)
        #expect(error?.message == message)
    }

    @Test func theDueDateFormatIsOneOfItsNames() throws {
        #expect(try read("due_date_format = \"day-month\"\n").dueDateFormat == .dayMonth)
        #expect(try read("due_date_format = \"iso\"\n").dueDateFormat == .iso)
        let error = mistake(in: "user = \"Ada\"\ndue_date_format = \"day-mnth\"\n")
        #expect(error?.line == 2)
        #expect(error?.column == 19)
        #expect(error?.message == "\"day-mnth\" is not a date format; did you mean \"day-month\"? The formats are \"month-day\", \"day-month\" or \"iso\".")
        #expect(mistake(in: "due_date_format = 1\n")?.line == 1)
    }

    @Test func theWideLayoutWidthIsANumberOfColumnsWithinBounds() throws {
        #expect(try read("wide_layout_columns = 120\n").wideLayoutColumns == 120)
        let tooNarrow = mistake(in: "user = \"Ada\"\n  wide_layout_columns = 20\n")
        #expect(tooNarrow?.line == 2)
        #expect(tooNarrow?.column == 3)
        #expect(tooNarrow?.message == "20 is too narrow: wide_layout_columns is a number of columns from 40 to 1000: wide_layout_columns = 120.")
        #expect(mistake(in: "wide_layout_columns = 5000\n")?.message.hasPrefix("5000 is too wide") == true)
        #expect(mistake(in: "wide_layout_columns = \"wide\"\n")?.line == 1)
    }

    @Test func anUnknownCommandNamesTheClosestOne() {
        let error = mistake(in: "[keys]\nnew = [\"a\"]\ndelte = [\"x\"]\n")
        #expect(error?.line == 3)
        #expect(error?.column == 1)
        #expect(error?.message.hasPrefix("\"delte\" is not a command; did you mean \"delete\"?") == true)
    }

    @Test func aKeyThatIsNoKeyIsRefusedWhereItIsWritten() {
        let error = mistake(in: "[keys]\ndelete = [\"x\", \"Supr\"]\n")
        #expect(error?.line == 2)
        #expect(error?.column == 16)
        #expect(error?.message.contains("\"Supr\" (for delete) is not a key") == true)
    }

    @Test(arguments: ["save", "editor_help", "editor_priority", "editor_due", "external_editor", "back", "quit"])
    func aKeyThatTypesIsRefusedForACommandOfTheEditorWhereItIsWritten(command: String) {
        let error = mistake(in: "footer = true\n[keys]\n\(command) = [\"^S\", \"w\"]\n")
        #expect(error?.line == 3)
        #expect(error?.column == command.count + 11)
        #expect(error?.message.contains("\"w\" (for \(command)) types a character") == true, "\(String(describing: error))")
    }

    @Test func twoCommandsOfOneScreenOnOneKeyAreRefusedNamingBoth() {
        let error = mistake(in: "[keys]\nnew = [\"d\"]\n")
        #expect(error?.line == 2)
        #expect(error?.message.contains("d is the key of both") == true)
        #expect(error?.message.contains("new") == true)
        #expect(error?.message.contains("delete") == true)
    }

    @Test func aLetterTheListsMovesHaveByDefaultGoesToTheCommandGivenItAndTheMoveKeepsItsArrow() throws {
        let file = try read("[keys]\nnew = [\"j\"]\n")
        let bindings = try TodoKeys.bindings(keysByName: file.keys)

        #expect(bindings[TodoKeys.New.self] == [.character("j")])
        #expect(bindings.yieldingKeys(for: KeyBindings.MoveDown.self) == [.character("j")], "j gives way; ↓ still moves")
    }

    @Test func aLetterGivenAMoveInTheFileIsItsOwnAndRefusedForAnotherCommand() {
        let error = mistake(in: "[keys]\nmove_down = [\"↓\", \"j\"]\nnew = [\"j\"]\n")
        #expect(error?.line == 3)
        #expect(error?.message.contains("j is the key of both") == true)
        #expect(error?.message.contains("move_down") == true)
    }

    @Test func keysThatAreNotAListOfStringsAreRefused() {
        let error = mistake(in: "[keys]\nnew = [1]\n")
        #expect(error?.line == 2)
        #expect(error?.message.contains("a list of keys in quotes") == true)
    }

    // MARK: Themes and styles

    @Test func everyNamedThemeIsAcceptedAndGivesItsStyles() throws {
        for name in Theme.names {
            let file = try read("theme = \"\(name)\"\n")
            let settings = try resolved(file)
            #expect(settings.resolvedTheme == Theme.named(name), "\(name)")
            #expect(settings.resolvedTodoStyles == TodoStyles.named(name), "\(name)")
        }
    }

    @Test func stylesAreReadByNameWithColoursByNameNumberOrHex() throws {
        let file = try read("""
            [styles]
            key = { fg = "yellow", bold = true }
            selection = { bg = "#303030", reverse = false }
            due_today = { fg = 214, underline = true }
            """)
        #expect(file.styles == [
            "key": StyleChange(foreground: .yellow, bold: true),
            "selection": StyleChange(background: .rgb(red: 0x30, green: 0x30, blue: 0x30), reverse: false),
            "due_today": StyleChange(foreground: .indexed(214), underline: true),
        ])
        let settings = try resolved(file)
        #expect(settings.resolvedTheme.key == Style(foreground: .yellow, attributes: .bold))
        #expect(settings.resolvedTheme.selection == Style(background: .rgb(red: 0x30, green: 0x30, blue: 0x30)), "reverse turned off")
        #expect(settings.resolvedTodoStyles.dueToday == Style(foreground: .indexed(214), attributes: [.bold, .underline]))
        #expect(settings.resolvedTheme.bar == Theme.standard.bar, "a style not named stays the theme's")
    }

    @Test func anUnknownStyleNamesTheClosestOneAndAllOfThem() {
        let error = mistake(in: "[styles]\nselcetion = { bg = \"blue\" }\n")
        #expect(error?.line == 2)
        #expect(error?.column == 1)
        #expect(error?.message.hasPrefix("\"selcetion\" is not a style; did you mean \"selection\"?") == true, "\(String(describing: error))")
        #expect(error?.message.contains("note_marker") == true)
    }

    @Test func aColourThatIsNotOneIsRefusedWhereItIsWrittenWithWhatIsAccepted() {
        let error = mistake(in: "[styles]\nkey = { bold = true, fg = \"yelow\" }\n")
        #expect(error?.line == 2)
        #expect(error?.column == 27)
        #expect(error?.message.contains("did you mean \"yellow\"") == true, "\(String(describing: error))")
        #expect(error?.message.contains("a number from 0 to 255, or \"#rrggbb\"") == true)

        let outOfRange = mistake(in: "[styles]\nkey = { fg = 300 }\n")
        #expect(outOfRange?.column == 9)
        #expect(outOfRange?.message.hasPrefix("300 is not a colour") == true)
        #expect(mistake(in: "[styles]\nkey = { bg = \"#12345\" }\n")?.message.contains("is not a colour") == true)
    }

    @Test func aPartOfAStyleThatIsNotOneIsRefusedWithTheParts() {
        let error = mistake(in: "[styles]\nkey = { fg = \"red\", bolt = true }\n")
        #expect(error?.line == 2)
        #expect(error?.column == 21)
        #expect(error?.message.contains("did you mean \"bold\"") == true, "\(String(describing: error))")
        #expect(mistake(in: "[styles]\nkey = { bold = \"yes\" }\n")?.message == "bold is true or false: key = { bold = true }.")
        #expect(mistake(in: "[styles]\nkey = \"red\"\n")?.message.hasPrefix("a style is a table") == true)
    }

    @Test func configPrintsEveryStyleWithItsSourceAndReadsBackTheSame() throws {
        let file = try read("""
            theme = "light"
            [styles]
            key = { fg = "#ff8700", underline = true, bold = false }
            """)
        let settings = try resolved(ConfigFile(
            path: "/c.toml", theme: file.theme, styles: file.styles
        ))
        let text = EffectiveSettingsReport(settings: settings).text
        let lines = text.split(separator: "\n").map { $0.replacing(#/ +/#, with: " ") }
        #expect(lines.contains("key = { fg = \"#ff8700\", bold = false, underline = true } # /c.toml"), "\(text)")
        #expect(lines.contains("error = { fg = \"red\", bold = true } # /c.toml"), "from the theme the file names: \(text)")
        for name in StyleNames.all {
            #expect(lines.contains { $0.hasPrefix("\(name) = {") }, "\(name)")
        }
        let again = try resolved(read(text))
        #expect(again.resolvedTheme == settings.resolvedTheme)
        #expect(again.resolvedTodoStyles == settings.resolvedTodoStyles)
    }

    /// Every style a user can set is in the example, so that none is a secret.
    @Test func theExampleNamesEveryStyle() {
        for name in StyleNames.all {
            #expect(ConfigExample.text.contains("# \(name) = {"), "\(name)")
        }
    }

    // MARK: Precedence

    private let file = ConfigFile(
        path: "/c.toml", user: "Ada", server: "dbname=file", footer: false, theme: .monochrome, keys: ["new": ["a"]], dueDateFormat: .iso,
        wideLayoutColumns: 120
    )

    @Test func theFileGivesWhatNothingElseDoes() throws {
        let settings = try resolved(file)
        #expect(settings.user == Sourced(value: "Ada", source: .file("/c.toml")))
        #expect(settings.server == Sourced(value: "dbname=file", source: .file("/c.toml")))
        #expect(settings.footer == Sourced(value: false, source: .file("/c.toml")))
        #expect(settings.keyBindings[TodoKeys.New.self] == [.character("a")])
    }

    @Test func theEnvironmentWinsOverTheFileAndAnOptionOverBoth() throws {
        let environment = ["TODO_TUI_USER": "Bea", "TODO_TUI_SERVER": "dbname=env"]
        let fromEnvironment = try resolved(file, environment: environment)
        #expect(fromEnvironment.user == Sourced(value: "Bea", source: .environment("TODO_TUI_USER")))
        #expect(fromEnvironment.server == Sourced(value: "dbname=env", source: .environment("TODO_TUI_SERVER")))
        let fromOptions = try resolved(file, environment: environment, options: SettingOptions(user: "Cy", server: "dbname=opt"))
        #expect(fromOptions.user == Sourced(value: "Cy", source: .option("--user")))
        #expect(fromOptions.server == Sourced(value: "dbname=opt", source: .option("--server")))
    }

    @Test func aUserVariableWithAControlCharacterIsRefusedAndABlankOneNamesNoOne() throws {
        #expect {
            try resolved(file, environment: ["TODO_TUI_USER": "Bea\u{1B}[2J"])
        } throws: { error in
            "\(error)" == "TODO_TUI_USER needs a name without control characters (a tab, a line break, an escape)."
        }
        #expect(try resolved(file, environment: ["TODO_TUI_USER": ""]).user == Sourced(value: "Ada", source: .file("/c.toml")))
        #expect(try resolved(file, environment: ["TODO_TUI_USER": "  "]).user == Sourced(value: "Ada", source: .file("/c.toml")))
    }

    @Test func withoutAFileEverySettingIsItsDefault() throws {
        let settings = try resolved(nil)
        #expect(settings.user == nil)
        #expect(settings.server == nil)
        #expect(settings.theme == Sourced(value: .standard, source: .byDefault))
        #expect(settings.footer == Sourced(value: true, source: .byDefault))
        #expect(settings.dueDateFormat == Sourced(value: .monthDay, source: .byDefault))
        #expect(settings.wideLayoutColumns == Sourced(value: 100, source: .byDefault))
        #expect(settings.mouse == Sourced(value: false, source: .byDefault), "the mouse is off unless asked for")
        #expect(settings.keyBindings == KeyBindings.standard)
    }

    @Test func mouseTrueInTheFileTakesTheMouseAndTheOptionTakesItWhateverTheFileSays() throws {
        #expect(try read("mouse = true\n").mouse == true)
        let on = try resolved(try read("mouse = true\n"))
        #expect(on.mouse == Sourced(value: true, source: .file("config.toml")))
        let forced = try resolved(try read("mouse = false\n"), options: SettingOptions(mouse: true))
        #expect(forced.mouse == Sourced(value: true, source: .option("--mouse")))
        #expect(mistake(in: "mouse = 1\n")?.message == "mouse is true or false: mouse = true.")
    }

    // MARK: Where the file is

    @Test func theFileIsTheOptionsElseTheVariablesElseTheStandardOne() {
        let environment = ["HOME": "/home/ada", "TODO_TUI_CONFIG": "/etc/todo.toml"]
        #expect(ConfigLocation.resolve(option: "/o.toml", environment: environment) == ConfigLocation(path: "/o.toml", isNamed: true))
        #expect(ConfigLocation.resolve(option: nil, environment: environment) == ConfigLocation(path: "/etc/todo.toml", isNamed: true))
        #expect(ConfigLocation.resolve(option: nil, environment: ["HOME": "/home/ada"]).path == "/home/ada/.config/todo-tui/config.toml")
        #expect(ConfigLocation.resolve(option: nil, environment: ["HOME": "/home/ada", "XDG_CONFIG_HOME": "/x"]).path == "/x/todo-tui/config.toml")
    }

    @Test func aNamedFileThatIsNotThereIsAMistakeAndTheStandardOneIsNot() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(throws: ConfigError.self) { try ConfigLocation(path: folder.path + "/none.toml", isNamed: true).load() }
        #expect(try ConfigLocation(path: folder.path + "/none.toml", isNamed: false).load() == nil)
    }

    // MARK: todo-tui config

    @Test func configPrintsEachSettingWithWhereItCameFrom() throws {
        let settings = try resolved(file, environment: ["TODO_TUI_USER": "Bea"])
        let text = EffectiveSettingsReport(settings: settings).text
        let lines = text.split(separator: "\n").map { $0.replacing(#/ +/#, with: " ") }
        #expect(lines.contains("user = \"Bea\" # $TODO_TUI_USER"))
        #expect(lines.contains("server = \"dbname=file\" # /c.toml"))
        #expect(lines.contains("footer = false # /c.toml"))
        #expect(lines.contains("due_date_format = \"iso\" # /c.toml"))
        #expect(lines.contains("wide_layout_columns = 120 # /c.toml"))
        #expect(lines.contains("new = [\"a\"] # /c.toml"))
        #expect(lines.contains("delete = [\"d\", \"Del\"] # default"))
        #expect(lines.contains("toggle = [\"Space\"] # default"))
    }

    @Test func configSaysWhenAMovementsLetterGivesWayToACommandTheFileGaveIt() throws {
        let settings = try resolved(read("[keys]\nnew = [\"j\"]\n"))
        let lines = EffectiveSettingsReport(settings: settings).text.split(separator: "\n").map { $0.replacing(#/ +/#, with: " ") }
        #expect(lines.contains("move_down = [\"↓\", \"j\"] # default; j gives way to new"))
        #expect(lines.contains("move_up = [\"↑\", \"k\"] # default"))
    }

    /// What `config` prints is a config file that gives the same settings.
    @Test func whatConfigPrintsReadsBackAsTheSameSettings() throws {
        let settings = try resolved(file)
        let text = EffectiveSettingsReport(settings: settings).text
        let again = try resolved(read(text))
        for binding in TodoKeys.all {
            #expect(again.keyBindings[dynamic: binding] == settings.keyBindings[dynamic: binding], "\(binding.name)")
        }
        #expect(again.user?.value == "Ada")
        #expect(again.theme.value == .monochrome)
        #expect(again.dueDateFormat.value == .iso)
        #expect(again.wideLayoutColumns.value == 120)
    }

    @Test func theExampleIsAValidFileThatChangesNothing() throws {
        let example = try read(ConfigExample.text)
        #expect(example == ConfigFile(path: "config.toml"))
    }

    /// Every command a user can set is in the example, so that none is a secret.
    @Test func theExampleNamesEveryCommand() {
        for binding in TodoKeys.all {
            #expect(ConfigExample.text.contains("# \(binding.name) = "), "\(binding.name)")
        }
    }

    /// The README shows the file `config --init` writes, as it writes it.
    @Test func theReadmeShowsTheExampleThatInitWrites() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        #expect(text.contains("```toml\n" + ConfigExample.text + "```\n"))
    }

    @Test func initWritesTheExampleAndNeverReplacesAFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/todo-tui/config.toml"
        try ConfigFileWriter(path: path).writeExample()
        #expect(FileManager.default.contents(atPath: path) == Data(ConfigExample.text.utf8))
        try Data("user = \"Ada\"\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: CommandFailure.self) { try ConfigFileWriter(path: path).writeExample() }
        #expect(FileManager.default.contents(atPath: path) == Data("user = \"Ada\"\n".utf8))
    }
}

/// A folder of its own for a test, removed by `remove()`.
struct TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "todo-tui-config-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
