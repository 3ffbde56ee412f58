import TerminalTesting
import Testing
import WorkflowUI

/// While a view has a focused text field (`isEditingText`), keys that type text are the
/// field's before any command: a filter typed over a list types "kworker" rather than
/// moving the selection by k.
@MainActor
struct TextEditingKeysTests {
    /// A list with a filter line: while filtering, keys go to the field after the
    /// commands, the pattern the framework's text fields are documented with.
    final class FilteredList: TerminalView {
        var filter = TextField()
        var isFiltering = true
        let log: EventLog

        init(log: EventLog) {
            self.log = log
            super.init()
        }

        override var isEditingText: Bool { isFiltering }

        override var keyCommands: [KeyCommand] {
            KeyCommand.movements(title: "move", bindings: .standard) { [log] in log.record("\($0)") } + [
                KeyCommand("done", keys: [.enter]) { [unowned self] in isFiltering = false },
                KeyCommand("filter", keys: [.character("/")]) { [unowned self] in isFiltering = true },
            ]
        }

        override func handle(_ key: KeyEvent) -> Bool {
            if super.handle(key) { return true }
            return isFiltering && filter.handle(key).isHandled
        }

        override func draw(in canvas: Canvas) {
            filter.draw(in: canvas, isFocused: isFiltering)
        }
    }

    @Test func lettersTypedIntoAFocusedFieldAreTypedNotRunAsCommands() {
        let log = EventLog()
        let list = FilteredList(log: log)
        let terminal = InMemoryTerminal(size: Size(width: 20, height: 2), root: list)

        terminal.type("kworker/g")
        terminal.paste("G j")

        expectScreen(terminal, line: 0, is: "kworker/gG j")
        #expect(log.entries.isEmpty, "no letter moved the list")
    }

    @Test func theArrowsStillMoveWhileTheFieldHasFocusAndTheLettersMoveOnceItHasNot() {
        let log = EventLog()
        let list = FilteredList(log: log)
        let terminal = InMemoryTerminal(size: Size(width: 20, height: 2), root: list)

        terminal.press(.down, .character("j"), .enter, .character("j"), .character("k"))

        #expect(log.entries == ["down", "down", "up"])
        #expect(list.filter.text == "j")
    }

    /// A prompt for a number: it types digits and lets every other key go.
    final class NumberPrompt: TerminalView {
        var digits = ""
        var isAsking = true

        override var isEditingText: Bool { isAsking }

        override func handle(_ key: KeyEvent) -> Bool {
            guard isAsking, case .character(let character) = key, character.isNumber else { return false }
            digits.append(character)
            return true
        }
    }

    @Test func aLetterAFieldLetsGoStillRunsNoContainersCommandWhileTheFieldHasFocus() {
        let log = EventLog()
        let prompt = NumberPrompt()
        let outer = CommandView(commands: [KeyCommand("quit", keys: [.character("q"), .escape]) { log.record("quit") }], child: prompt)

        #expect(outer.dispatch(.character("q")), "the field's key, though it took nothing")
        #expect(outer.dispatch(.character("4")))
        #expect(prompt.digits == "4")
        #expect(log.entries.isEmpty)
        _ = outer.dispatch(.escape)
        prompt.isAsking = false
        _ = outer.dispatch(.character("q"))
        #expect(log.entries == ["quit", "quit"])
    }

    @Test func theFooterAndTheHelpOfferNoCommandOnATypedKeyWhileTheFieldHasFocus() {
        let list = FilteredList(log: EventLog())
        let outer = CommandView(commands: [KeyCommand("quit", keys: [.character("q"), .control("c")], keyLabel: "q") {}], child: list)

        let help = KeyHelpList(commands: list.keyCommands(bubblingUpFrom: list.keyCommands)).entries
        #expect(help.map(\.keys) == ["↑", "↓", "PgUp", "PgDn", "Home", "End", "Enter", "^C"], "no j, k, g, G, / or q")
        #expect(outer.activeKeyHints.map(\.label) == ["move", "done", "quit"])
        #expect(outer.activeKeyHints.last == KeyHint(keys: "^C", label: "quit"), "named by the key that still quits")

        list.isFiltering = false
        #expect(outer.activeKeyHints.map(\.label) == ["move", "done", "filter", "quit"])
    }
}
