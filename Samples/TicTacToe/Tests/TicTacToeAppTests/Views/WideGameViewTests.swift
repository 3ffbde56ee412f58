import Foundation
import TerminalTesting
import Testing
import WorkflowUI
@testable import TicTacToeApp

@MainActor
@Suite struct WideGameViewTests {
    @Test func from100ColumnsTheMovesAreListedBesideTheBoard() {
        let pilot = GamePilot(width: 100, height: 24)
        pilot.start()
        pilot.mark(5, 1, 9)
        let lines = pilot.lines
        expectScreen(pilot.terminal, lines[1].hasSuffix("◂ Moves"))
        #expect(lines[2].hasSuffix("│ 1. Ada (X)    centre"))
        #expect(lines[3].hasSuffix("│ 2. Grace (O)  top left"))
        #expect(lines[4].hasSuffix("│ 3. Ada (X)    bottom right"))
        #expect(pilot.boardRows.map { $0.prefix(11).trimmingCharacters(in: .whitespaces) } == ["O │ 2 │ 3", "───┼───┼───", "4 │ X │ 6", "───┼───┼───", "7 │ 8 │ X"])
    }

    @Test func beforeTheFirstMoveTheListSaysWhoGoesFirst() {
        let pilot = GamePilot(width: 100, height: 24)
        pilot.start()
        expectScreen(pilot.terminal, pilot.lines[2].hasSuffix("│ No moves yet: X goes first."))
    }

    @Test func below100ColumnsTheBoardIsShownAlone() {
        let pilot = GamePilot(width: 99, height: 24)
        pilot.start()
        pilot.mark(5)
        expectScreen(pilot.terminal, doesNotContain: "Moves")
        #expect(pilot.boardRows[2] == "4 │ X │ 6")
    }

    @Test func resizingAcross100ColumnsKeepsTheGame() {
        let pilot = GamePilot(width: 80, height: 24)
        pilot.start()
        pilot.mark(5)
        pilot.terminal.resize(to: Size(width: 120, height: 24))
        expectScreen(pilot.terminal, contains: "1. Ada (X)    centre")
        pilot.terminal.resize(to: Size(width: 80, height: 24))
        #expect(!pilot.terminal.contains("Moves"))
        #expect(pilot.boardRows[2] == "4 │ X │ 6")
    }
}
