import AlertContainer
import TerminalTesting
import Testing
import Workflow
import WorkflowUI

@MainActor
struct AlertContainerViewTests {
    private let size = Size(width: 40, height: 12)

    @Test func withoutAnAlertTheBaseIsShownAloneAndGetsTheKeys() {
        let question = Question(isAsking: false)
        let terminal = InMemoryTerminal(size: Size(width: 20, height: 3), root: question.root)

        terminal.press(.character("j"))

        expectScreen(terminal, lines: [" base0 base0 base0 b", ">base1 base1 base1 b", " base2 base2 base2 b"])
    }

    @Test func anAlertIsAFramedBoxCentredOverTheBaseWithItsActionsAndTheirKeys() {
        let question = Question()
        let terminal = InMemoryTerminal(size: size, root: question.root)

        expectScreen(terminal, lines: [
            ">base0 base0 base0 base0 base0 base0 bas",
            " base1 base1 base1 base1 base1 base1 bas",
            " base┌────────────────────────────┐2 bas",
            " base│ Delete “Buy milk”?         │3 bas",
            " base│                            │4 bas",
            " base│ It cannot be brought back. │5 bas",
            " base│                            │6 bas",
            " base│     y Delete   n Keep      │7 bas",
            " base└────────────────────────────┘8 bas",
            " base9 base9 base9 base9 base9 base9 bas",
            " base10 base10 base10 base10 base10 base",
            " base11 base11 base11 base11 base11 base",
        ])
    }

    @Test func theBaseKeepsItsViewAndItsStateWhileAnAlertComesAndGoes() {
        let question = Question(isAsking: false)
        let terminal = InMemoryTerminal(size: size, root: question.root)
        terminal.press(.character("j"))
        let baseView = question.registry.liveViews(named: "base").first

        question.ask()
        terminal.press(.character("n"))

        #expect(question.registry.buildCount(of: "base") == 1)
        #expect(question.registry.liveViews(named: "base").first === baseView)
        expectScreen(terminal, terminal.lines[1].hasPrefix(">base1"))
    }

    @Test func theBasesCursorIsHiddenWhileTheAlertIsUp() {
        let question = Question(isAsking: false)
        let terminal = InMemoryTerminal(size: size, root: question.root)
        #expect(terminal.cursor == Point(column: 0, row: 0))

        question.ask()
        terminal.press(.character("x"))

        #expect(terminal.cursor == nil)
    }

    @Test func theBaseGetsNoKeysWhileTheAlertIsUp() {
        let question = Question()
        let terminal = InMemoryTerminal(size: size, root: question.root)

        terminal.press(.character("j"), .character("j"))
        terminal.press(.character("n"))

        expectScreen(terminal, terminal.lines[0].hasPrefix(">base0"))
    }

    @Test(arguments: [("y", "Delete"), ("n", "Keep")])
    func anActionsKeyRunsItsHandler(key: Character, title: String) {
        let question = Question()
        let terminal = InMemoryTerminal(size: size, root: question.root)

        terminal.press(.character(key))

        #expect(question.answers == [title])
        expectScreen(terminal, doesNotContain: "┌", "the answer took the alert down")
    }

    @Test func escRunsTheCancelAction() {
        let question = Question()
        let terminal = InMemoryTerminal(size: size, root: question.root)

        terminal.press(.escape)

        #expect(question.answers == ["Keep"])
    }

    @Test func escIsSwallowedWhenTheAlertHasNoCancelAction() {
        let question = Question()
        question.actions = [("OK", .enter, .default)]

        #expect(question.root.dispatch(.escape), "the key should not reach the containers around the alert")
        #expect(question.answers.isEmpty)
        #expect(question.isAsking)
    }

    @Test(arguments: [KeyEvent.character("x"), .character("j"), .enter, .up, .tab, .control("d"), .paste("y")])
    func everyOtherKeyIsSwallowed(key: KeyEvent) {
        let question = Question()

        #expect(question.root.dispatch(key))
        #expect(question.answers.isEmpty)
    }

    @Test func theQuitKeysGoOnToTheAppThroughAnAlert() {
        var quits = 0
        let root = WorkflowHostingView(workflow: QuestionWorkflow())
        root.onQuit = { quits += 1 }
        let terminal = InMemoryTerminal(size: size, root: root)

        terminal.press(.control("c"))

        #expect(quits == 1)
    }

    @Test func theFooterOffersOnlyTheAlertsActions() {
        let root = WorkflowHostingView(workflow: QuestionWorkflow())
        root.onQuit = {}
        let terminal = InMemoryTerminal(size: size, root: root)

        expectScreen(terminal, line: 11, is: "y Quit  n Stay", "neither the base's keys nor quit are offered")
    }

    @Test func theHintsNameEachActionByItsKeyAndTheCancelActionsHelpNamesEscToo() {
        let question = Question()

        #expect(question.root.activeKeyHints == [KeyHint(keys: "y", label: "Delete"), KeyHint(keys: "n", label: "Keep")])
        let entries = (question.root.focusedChild?.keyCommands ?? []).compactMap(\.helpEntry)
        #expect(entries == [KeyHint(keys: "y", label: "Delete"), KeyHint(keys: "n Esc", label: "Keep")])
    }

    @Test func theActionsLookDifferentWithoutColour() {
        var environment = ViewEnvironment.empty
        environment.theme = .monochrome
        let question = Question(environment: environment)
        question.actions = [("Save", .character("s"), .default), ("Delete", .character("d"), .destructive), ("Cancel", .escape, .cancel)]
        let terminal = InMemoryTerminal(size: size, root: question.root)
        let row = terminal.lines.firstIndex { $0.contains("s Save") }!
        let line = terminal.lines[row]
        func style(of text: String) -> Style {
            let column = line.distance(from: line.startIndex, to: line.firstRange(of: text)!.lowerBound)
            return terminal.style(atColumn: column, row: row)
        }

        #expect(style(of: "Save") == .bold)
        #expect(style(of: "Delete") == Style(attributes: [.bold, .underline]))
        #expect(style(of: "Cancel") == .plain)
        #expect(style(of: "s Save") == Theme.monochrome.key)
    }

    @Test func theTitleIsInThePromptStyle() {
        let question = Question()
        let terminal = InMemoryTerminal(size: size, root: question.root)

        expectScreen(terminal, terminal.style(atColumn: 7, row: 3) == Theme.standard.prompt)
    }

    @Test func aLongMessageIsWrappedInsideTheBox() {
        let question = Question()
        question.message = "Everything in it, its note and its history, is removed from this computer and from every other one it was copied to. There is no undo."
        let terminal = InMemoryTerminal(size: size, root: question.root)

        expectScreen(terminal, lines: [
            ">base0 base0 base0 base0 base0 base0 bas",
            "┌──────────────────────────────────────┐",
            "│ Delete “Buy milk”?                   │",
            "│                                      │",
            "│ Everything in it, its note and its   │",
            "│ history, is removed from this        │",
            "│ computer and from every other one it │",
            "│ was copied to. There is no undo.     │",
            "│                                      │",
            "│          y Delete   n Keep           │",
            "└──────────────────────────────────────┘",
            " base11 base11 base11 base11 base11 base",
        ])
    }

    @Test func aMessageTooLongForTheScreenGivesUpTheBlankRowsThenEndsInAnEllipsis() {
        let question = Question()
        question.message = "Everything in it, its note and its history, is removed from this computer and from every other one it was copied to. There is no undo."
        let terminal = InMemoryTerminal(size: Size(width: 40, height: 7), root: question.root)

        expectScreen(terminal, lines: [
            "┌──────────────────────────────────────┐",
            "│ Delete “Buy milk”?                   │",
            "│ Everything in it, its note and its   │",
            "│ history, is removed from this        │",
            "│ computer and from every other one i… │",
            "│          y Delete   n Keep           │",
            "└──────────────────────────────────────┘",
        ])
    }

    @Test func aTerminalTooNarrowForTheActionsInABoxShowsTheAlertOnOneLine() {
        let question = Question()
        let terminal = InMemoryTerminal(size: Size(width: 20, height: 6), root: question.root)

        expectScreen(terminal, lines: [
            ">base0 base0 base0 b",
            " base1 base1 base1 b",
            "y Delete   n Keep",
            " base3 base3 base3 b",
            " base4 base4 base4 b",
            " base5 base5 base5 b",
        ], "the keys are what matter, so the title gives way")
    }

    @Test func aLineWideEnoughForTheTitleAndTheActionsShowsBoth() {
        let question = Question()
        question.title = "Delete?"
        let terminal = InMemoryTerminal(size: Size(width: 30, height: 3), root: question.root)

        expectScreen(terminal, line: 1, is: "Delete?  y Delete   n Keep")
    }

    @Test(arguments: [
        Size(width: 1, height: 1), Size(width: 10, height: 3), Size(width: 20, height: 6), Size(width: 0, height: 0),
        Size(width: 3, height: 1), Size(width: 1, height: 9), Size(width: 21, height: 4),
    ])
    func tinyTerminalsShowTheAlertOnOneLineWithoutCrashing(size: Size) {
        let question = Question()
        let terminal = InMemoryTerminal(size: self.size, root: question.root)
        terminal.resize(to: size)
        terminal.press(.character("j"), .character("x"))

        #expect(terminal.lines.count == size.height)
        if size.height > 0 {
            let middleRow = terminal.lines[(size.height - 1) / 2]
            var expected = String("y Delete   n Keep".prefix(size.width))
            while expected.last == " " { expected.removeLast() }
            expectScreen(terminal, middleRow == expected)
        }
    }
}

/// A question that pops up unasked takes no key typed before it was on screen.
@MainActor
struct AlertKeysTypedAheadTests {
    private let size = Size(width: 40, height: 12)

    @Test func keysThatReachAnAlertBeforeItIsDrawnDoNotAnswerIt() {
        let question = Question(isAsking: false)
        question.ignoresKeysTypedAhead = true
        let terminal = InMemoryTerminal(size: size, root: question.root)
        // The question comes up between keys of one burst, before a frame shows it.
        question.ask()
        terminal.press(.character("y"), .character("n"))
        #expect(question.answers.isEmpty)
        expectScreen(terminal, contains: "Delete “Buy milk”?")

        terminal.press(.character("y"))
        #expect(question.answers == ["Delete"])
    }

    @Test func afterOneAnswerTheNextQuestionMustBeDrawnBeforeItTakesAKey() {
        let question = Question()
        question.ignoresKeysTypedAhead = true
        question.asksAgain = true
        let terminal = InMemoryTerminal(size: size, root: question.root)
        // n answers the question on screen; the same question, asked again, is not yet.
        terminal.press(.character("n"), .character("y"))
        #expect(question.answers == ["Keep"])
        terminal.press(.character("y"))
        #expect(question.answers == ["Keep", "Delete"])
    }

    @Test func byDefaultAnAlertTakesKeysTypedAhead() {
        let question = Question(isAsking: false)
        let terminal = InMemoryTerminal(size: size, root: question.root)
        question.ask()
        terminal.press(.character("y"))
        #expect(question.answers == ["Delete"])
    }
}
