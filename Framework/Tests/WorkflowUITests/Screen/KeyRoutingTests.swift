import Testing
import WorkflowUI

@MainActor
struct KeyRoutingTests {
    /// An inner view answering `x`, inside an outer one answering `x` and `y`.
    private func nestedViews(log: EventLog) -> (outer: CommandView, inner: CommandView) {
        let inner = CommandView(commands: [
            KeyCommand("inner x", keys: [.character("x")]) { log.record("inner x") },
        ])
        let outer = CommandView(
            commands: [
                KeyCommand("outer x", keys: [.character("x")]) { log.record("outer x") },
                KeyCommand("outer y", keys: [.character("y")]) { log.record("outer y") },
            ],
            child: inner
        )
        return (outer, inner)
    }

    @Test func aContainerOffersAKeyToItsFocusedChildFirst() {
        let log = EventLog()
        let (outer, _) = nestedViews(log: log)

        #expect(outer.dispatch(.character("x")))
        #expect(log.entries == ["inner x"])
    }

    @Test func aKeyTheChildDoesNotHandleBubblesUpToTheContainer() {
        let log = EventLog()
        let (outer, _) = nestedViews(log: log)

        #expect(outer.dispatch(.character("y")))
        #expect(log.entries == ["outer y"])
    }

    @Test func aKeyNobodyHandlesIsReportedUnhandled() {
        let log = EventLog()
        let (outer, _) = nestedViews(log: log)

        #expect(!outer.dispatch(.character("z")))
        #expect(log.entries.isEmpty)
    }

    @Test func keysBubbleThroughEveryLevelOfATree() {
        let log = EventLog()
        let leaf = CommandView(commands: [KeyCommand("leaf", keys: [.character("a")]) { log.record("leaf a") }])
        let middle = CommandView(commands: [KeyCommand("middle", keys: [.character("b")]) { log.record("middle b") }], child: leaf)
        let root = CommandView(commands: [KeyCommand("root", keys: [.character("c")]) { log.record("root c") }], child: middle)

        for key in ["c", "b", "a"] { _ = root.dispatch(.character(Character(key))) }

        #expect(log.entries == ["root c", "middle b", "leaf a"])
    }

    @Test func aViewOverridingHandleCanDeclineAKeyItsCommandsWouldTake() {
        final class DecliningView: TerminalView {
            let log: EventLog
            init(log: EventLog) {
                self.log = log
                super.init()
            }
            override var keyCommands: [KeyCommand] {
                [KeyCommand("enter", keys: [.enter]) { [log] in log.record("inner enter") }]
            }
            override func handle(_ key: KeyEvent) -> Bool {
                key == .enter && log.entries.isEmpty ? super.handle(key) : false
            }
        }
        let log = EventLog()
        let outer = CommandView(
            commands: [KeyCommand("outer enter", keys: [.enter]) { log.record("outer enter") }],
            child: DecliningView(log: log))

        _ = outer.dispatch(.enter)
        _ = outer.dispatch(.enter)

        #expect(log.entries == ["inner enter", "outer enter"])
    }

    @Test func activeKeyHintsListTheFocusedChildsCommandsBeforeTheContainers() {
        let (outer, _) = nestedViews(log: EventLog())

        // The outer x is never reached (the inner view takes x first), so it is not hinted.
        #expect(outer.activeKeyHints == [
            KeyHint(keys: "x", label: "inner x"),
            KeyHint(keys: "y", label: "outer y"),
        ])
    }

    @Test func aCommandWithoutATitleIsHandledButNotHinted() {
        let log = EventLog()
        let view = CommandView(commands: [
            KeyCommand(nil, keys: [.control("l")]) { log.record("redraw") },
            KeyCommand("save", keys: [.control("s")]) { log.record("save") },
        ])

        #expect(view.dispatch(.control("l")))
        #expect(log.entries == ["redraw"])
        #expect(view.activeKeyHints == [KeyHint(keys: "^S", label: "save")])
    }

    @Test func aHintNamesEveryKeyOfItsCommandUnlessGivenALabel() {
        let view = CommandView(commands: [
            KeyCommand("move", keys: [.up, .character("k"), .down, .character("j")], keyLabel: "↑↓/jk") {},
            KeyCommand("back", keys: [.escape, .character("q")]) {},
        ])

        #expect(view.activeKeyHints == [KeyHint(keys: "↑↓/jk", label: "move"), KeyHint(keys: "Esc/q", label: "back")])
    }

    @Test func everyKeyOfACommandRunsIt() {
        let log = EventLog()
        let view = CommandView(commands: [KeyCommand("back", keys: [.escape, .character("q")]) { log.record("back") }])

        _ = view.dispatch(.escape)
        _ = view.dispatch(.character("q"))

        #expect(log.entries == ["back", "back"])
    }

    @Test func hintsFollowTheFocusedChildWhenItChanges() {
        let first = CommandView(commands: [KeyCommand("first", keys: [.character("1")]) {}])
        let second = CommandView(commands: [KeyCommand("second", keys: [.character("2")]) {}])
        let container = CommandView(commands: [], child: first)
        #expect(container.activeKeyHints.map(\.label) == ["first"])

        container.child = second

        #expect(container.activeKeyHints.map(\.label) == ["second"])
        #expect(!container.dispatch(.character("1")))
    }

    @Test func keysPressedOnATerminalReachTheRootsFocusedChild() {
        let log = EventLog()
        let (outer, _) = nestedViews(log: log)
        let terminal = InMemoryTerminal(size: Size(width: 10, height: 2), root: outer)

        terminal.press(.character("x"), .character("y"))
        terminal.type("xy")

        #expect(log.entries == ["inner x", "outer y", "inner x", "outer y"])
    }
}
