import TerminalTesting
import Testing
import WorkflowUI
@testable import TicTacToeApp

@MainActor
@Suite struct NamesViewTests {
    private let margin = String(repeating: " ", count: 18)

    @Test func at80x24TheFormIsCentredWithTheKeysInTheFooter() {
        let pilot = GamePilot()
        let lines = pilot.lines
        expectScreen(pilot.terminal, lines[5] == String(repeating: " ", count: 34) + "Tic-tac-toe")
        #expect(lines[7] == margin + "Who's playing? X goes first.")
        #expect(lines[9] == margin + "X name")
        #expect(lines[10] == margin + "O name")
        #expect(lines[23] == "Tab other name  Enter start  Esc quit  ^C quit")
        #expect(pilot.terminal.cursor == Point(column: 20, row: 9), "the cursor waits in X's name")
    }

    @Test func typingGoesToXAndTabMovesToO() {
        let pilot = GamePilot()
        pilot.terminal.type("Ada")
        pilot.terminal.press(.tab)
        pilot.terminal.type("Grace")
        expectScreen(pilot.terminal, line: 9, is: margin + "X Ada")
        #expect(pilot.lines[10] == margin + "O Grace")
        #expect(pilot.terminal.cursor == Point(column: 25, row: 10))
        pilot.terminal.press(.backTab)
        #expect(pilot.terminal.cursor == Point(column: 23, row: 9), "Shift-Tab goes back to X")
    }

    @Test func anEmptyNameIsRefusedAndTheScreenSaysWhy() {
        let pilot = GamePilot()
        pilot.terminal.type("Ada")
        pilot.terminal.press(.enter)
        expectScreen(pilot.terminal, line: 12, is: margin + "Type a name for O: the game says whose turn")
        #expect(pilot.lines[13] == margin + "it is by name.")
        #expect(pilot.terminal.cursor == Point(column: 20, row: 10), "the cursor goes to O's empty name")
        #expect(pilot.terminal.contains("Who's playing?"), "the names stay on screen")
    }

    @Test func theSameNameTwiceIsRefused() {
        let pilot = GamePilot()
        pilot.start(x: "Ada", o: "ada")
        expectScreen(pilot.terminal, contains: "Give the players different names")
    }

    @Test func at30x6TheFieldsStillFitAndEnterStillStarts() {
        let pilot = GamePilot(width: 30, height: 6)
        expectScreen(pilot.terminal, line: 0, is: " X name")
        #expect(pilot.lines[1] == " O name")
        pilot.start()
        expectScreen(pilot.terminal, contains: "Ada's turn (X)")
    }

    @Test func escQuitsTheApp() {
        let pilot = GamePilot()
        pilot.terminal.press(.escape)
        #expect(pilot.didQuit)
    }
}
