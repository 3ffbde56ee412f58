import Testing
import WorkflowUI

@MainActor
@Suite struct KeyHelpListTests {
    private let commands = [
        KeyCommand("move", keys: [.up, .character("k")], keyLabel: "↑↓", help: "move up") {},
        KeyCommand(nil, keys: [.down, .character("j")], help: "move down") {},
        KeyCommand("delete", keys: [.character("d"), .delete], keyLabel: "d", help: "delete the selected line") {},
        KeyCommand("quit", keys: [.control("c")]) {},
        KeyCommand(nil, keys: [.control("l")]) {},
    ]

    private func draw(_ list: KeyHelpList, width: Int = 40, height: Int = 6) -> Frame {
        frame(width: width, height: height) { list.draw(in: $0, keyStyle: .reverse) }
    }

    @Test func everyKeyOfACommandIsListedBesideItsHelpTextInAColumnAsWideAsTheWidest() {
        expectFrame(draw(KeyHelpList(commands: commands)), shows: [
            " Keys",
            "  ↑ k    move up",
            "  ↓ j    move down",
            "  d Del  delete the selected line",
            "  ^C     quit",
            "",
        ])
    }

    @Test func theHelpTextIsTheFootersTitleUnlessGivenAndACommandWithNeitherIsLeftOut() {
        let entries = commands.compactMap(\.helpEntry)

        #expect(entries.map(\.label) == ["move up", "move down", "delete the selected line", "quit"])
        #expect(commands.compactMap(\.hint).map(\.label) == ["move", "delete", "quit"], "the footer keeps its short words")
    }

    @Test func keysAreInTheKeyStyleAndTheTitleBold() {
        let frame = draw(KeyHelpList(commands: commands))

        #expect(frame[1, 0].style == .bold)
        #expect((2..<7).allSatisfy { frame[$0, 3].style == .reverse }, "the keys \"d Del\"")
        #expect(frame[9, 3].style == .plain)
    }

    @Test func scrollingSkipsRowsButKeepsTheTitleAndTheKeyColumnAndStopsAtTheLast() {
        let list = KeyHelpList(commands: commands)
        #expect(list.hiddenRowCount(in: Size(width: 40, height: 3)) == 2)
        #expect(list.hiddenRowCount(in: Size(width: 40, height: 6)) == 0)
        #expect(list.hiddenRowCount(in: Size(width: 20, height: 6)) == 1, "the delete entry wraps to two rows")

        let scrolled = frame(width: 40, height: 3) { list.draw(in: $0, scrolledBy: 1) }
        expectFrame(scrolled, shows: [" Keys", "  ↓ j    move down", "  d Del  delete the selected line"])
        let tooFar = frame(width: 40, height: 3) { list.draw(in: $0, scrolledBy: 9) }
        expectFrame(tooFar, shows: [" Keys", "  d Del  delete the selected line", "  ^C     quit"])
    }

    @Test func rowsThatDoNotFitAreLeftOut() {
        expectFrame(draw(KeyHelpList(commands: commands), width: 20, height: 3), shows: [
            " Keys",
            "  ↑ k    move up",
            "  ↓ j    move down",
        ])
    }

    @Test func aLongDescriptionWrapsUnderItsColumnAndScrollingCountsItsRows() {
        let list = KeyHelpList(entries: [
            KeyHint(keys: "Esc", label: "back to the list (asks first if there are changes)"),
            KeyHint(keys: "^S", label: "save"),
        ])
        expectFrame(draw(list, width: 30, height: 6), shows: [
            " Keys",
            "  Esc  back to the list (asks",
            "       first if there are",
            "       changes)",
            "  ^S   save",
            "",
        ])
        let scrolled = frame(width: 30, height: 3) { list.draw(in: $0, scrolledBy: 2) }
        expectFrame(scrolled, shows: [" Keys", "       changes)", "  ^S   save"])
        // A word wider than the column is broken, never cut with an ellipsis.
        expectFrame(draw(KeyHelpList(title: "Help", entries: [KeyHint(keys: "d", label: "delete the selected line")]), width: 14, height: 4), shows: [
            " Help",
            "  d  delete",
            "     the",
            "     selected",
        ])
    }

    @Test func tinyCanvasesDrawWithoutCrashing() {
        expectFrame(draw(KeyHelpList(commands: commands), width: 3, height: 1), shows: [" Ke"])
        _ = draw(KeyHelpList(commands: commands), width: 0, height: 0)
        _ = draw(KeyHelpList(commands: []), width: 10, height: 3)
    }
}
