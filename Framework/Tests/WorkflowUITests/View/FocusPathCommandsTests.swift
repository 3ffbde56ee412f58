import Testing
@testable import WorkflowUI

/// The footer's hints are made again only when a view on the focus path gives another
/// command list, and then always.
@MainActor
struct FocusPathCommandsTests {
    private func command(_ title: String, _ key: Character) -> KeyCommand {
        KeyCommand(title, keys: [.character(key)]) {}
    }

    @Test func theSameViewsGivingTheSameArraysAreTheSameCommandsButAnEqualNewArrayIsNot() {
        let inner = CommandView(commands: [command("done", " ")])
        let outer = CommandView(commands: [command("quit", "q")], child: inner)
        let first = FocusPathCommands(from: outer)

        #expect(first.isSame(as: FocusPathCommands(from: outer)))

        inner.commands = [command("done", " ")]
        #expect(!first.isSame(as: FocusPathCommands(from: outer)), "an array made again may hold other commands")
    }

    @Test func aViewThatStartsCapturingKeysChangesTheCommands() {
        let inner = CommandView(commands: [command("done", " ")])
        let outer = CommandView(commands: [command("quit", "q")], child: inner)
        let first = FocusPathCommands(from: outer)

        inner.capturing = true

        #expect(!first.isSame(as: FocusPathCommands(from: outer)))
    }

    @Test func theMemoGivesTheHintsOfTheCommandsThereAreNow() {
        let inner = CommandView(commands: [command("done", " ")])
        let outer = CommandView(commands: [command("quit", "q")], child: inner)
        var memo = KeyHintsMemo()
        #expect(memo.hints(below: outer).map(\.label) == ["done", "quit"])
        #expect(memo.hints(below: outer).map(\.label) == ["done", "quit"])

        inner.commands = [command("not done", " ")]
        #expect(memo.hints(below: outer).map(\.label) == ["not done", "quit"])

        inner.capturing = true
        #expect(memo.hints(below: outer).map(\.label) == ["not done"])

        outer.child = CommandView(commands: [command("open", "o")])
        #expect(memo.hints(below: outer).map(\.label) == ["open", "quit"], "another focused view")
    }

    @Test func aKeyTakenNearerInHidesTheOuterCommandFromTheMemosHints() {
        let inner = CommandView(commands: [command("search", "q")])
        let outer = CommandView(commands: [command("quit", "q"), command("help", "?")], child: inner)
        var memo = KeyHintsMemo()

        #expect(memo.hints(below: outer).map(\.label) == ["search", "help"])
        #expect(outer.activeKeyHints.map(\.label) == ["search", "help"])
    }
}
