import Testing
import WorkflowTerminal
import WorkflowUI

// "Letting users set keys, colours and the mouse": a contacts app that reads its user's
// keys, theme and styles by name, and answers clicks.

/// The contacts app's own styles, beside the framework's theme, by the names a settings
/// file gives them.
struct ContactStyles: Equatable, Sendable, NamedStyles {
    var favourite = Style(foreground: .yellow, attributes: .bold)
    var birthday = Style(foreground: .indexed(214))

    static let namedStyles: [(name: String, path: WritableKeyPath<ContactStyles, Style> & Sendable)] = [
        ("favourite", \.favourite),
        ("birthday", \.birthday),
    ]
}

/// A list of names; a click selects the one under it.
struct ContactListScreen: Screen {
    var names: [String]
    var onSelect: (Int) -> Void

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        ContactListView.description(for: self, environment: environment)
    }
}

final class ContactListView: ScreenView<ContactListScreen> {
    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.isLeftClick, event.position.row < screen.names.count else { return false }
        screen.onSelect(event.position.row)
        return true
    }

    override var additionalKeyHelp: [KeyHint] {
        environment.usesMouse ? [KeyHint(keys: "click", label: "select the contact")] : []
    }

    override func draw(in canvas: Canvas) {
        for (row, name) in screen.names.enumerated() {
            canvas.draw(name, at: Point(column: 0, row: row))
        }
    }
}

@MainActor
@Suite struct ContactSettingsTests {
    @Test func keysAreGivenByTheNamesOfTheirCommands() throws {
        let keyBindings = try KeyBindings(
            keysByName: ["delete_contact": ["x", "Delete"], "move_up": ["i", "↑"], "move_down": ["k", "↓"]],
            bindings: KeyBindings.frameworkBindings + [DeleteContact.self],
            usedTogether: [[DeleteContact.self, KeyBindings.MoveUp.self, KeyBindings.MoveDown.self, KeyBindings.Back.self]]
        )

        #expect(keyBindings[DeleteContact.self] == [.character("x"), .delete])
        #expect(keyBindings.back == [.escape], "a command not named keeps its keys")
    }

    @Test func aKeyThatIsNoneIsRefused() {
        #expect(throws: KeyBindingsError.notAKey("Ctrl-", command: "delete_contact")) {
            try KeyBindings(keysByName: ["delete_contact": ["Ctrl-"]], bindings: [DeleteContact.self])
        }
        #expect(throws: KeyBindingsError.sharedKey("k", commands: ["delete_contact", "move_up"])) {
            try KeyBindings(
                keysByName: ["delete_contact": ["k"]], bindings: KeyBindings.frameworkBindings + [DeleteContact.self],
                usedTogether: [[DeleteContact.self, KeyBindings.MoveUp.self]]
            )
        }
    }

    @Test func coloursAreReadAsUsersWriteThem() {
        let orange = Color("#ff8700")     // .rgb(red: 255, green: 135, blue: 0)
        let grey = Color("236")           // .indexed(236)
        let blue = Color("bright-blue")   // .brightBlue

        #expect(orange == .rgb(red: 255, green: 135, blue: 0))
        #expect(grey == .indexed(236))
        #expect(blue == .brightBlue)
        #expect(Color("orange") == nil)
    }

    @Test func aThemeIsChosenByName() {
        var options = TerminalApp.Options()
        options.theme = Theme.named("light")   // nil for a name not in Theme.names

        #expect(options.theme == .light)
        #expect(Theme.names == ["standard", "light", "high-contrast", "monochrome"])
    }

    @Test func stylesAreChangedByName() throws {
        let changes = [
            "selection": try StyleChange(spelling: "fg:yellow,bold"),
            "favourite": StyleChange(foreground: .rgb(red: 0xFF, green: 0x87, blue: 0), underline: true),
        ]
        let theme = try Theme.light.applying(changes, otherStyleNames: ContactStyles.styleNames)
        let contactStyles = try ContactStyles().applying(changes, otherStyleNames: Theme.styleNames)

        #expect(theme.selection == Style(foreground: .yellow, background: .indexed(253), attributes: .bold))
        #expect(contactStyles.favourite == Style(foreground: .rgb(red: 0xFF, green: 0x87, blue: 0), attributes: [.bold, .underline]))
        #expect(theme.bar == Theme.light.bar, "a style not named stays the theme's")
    }

    @Test func aStyleOrAColourThatIsNoneIsRefused() {
        #expect(throws: StyleChangeError.notAColor("yelow", part: "fg")) { try StyleChange(spelling: "fg:yelow") }
        #expect(throws: StyleChangeError.unknownStyle("favorite", known: Theme.styleNames + ["favourite", "birthday"])) {
            try Theme.standard.applying(["favorite": StyleChange(bold: true)], otherStyleNames: ContactStyles.styleNames)
        }
    }

    @Test func theMouseIsTheAppsWhenItAsks() {
        var options = TerminalApp.Options()
        options.usesMouse = CommandLine.arguments.contains("--mouse")

        #expect(!options.usesMouse)
    }

    @Test func aClickSelectsTheContactUnderIt() {
        var selected: Int?
        let screen = ContactListScreen(names: ["Ada", "Grace", "Edsger"]) { selected = $0 }
        let terminal = InMemoryTerminal(size: Size(width: 20, height: 4), root: DescribedView(screen: screen, environment: .empty))

        terminal.click(at: Point(column: 2, row: 1))

        #expect(selected == 1)
    }
}
