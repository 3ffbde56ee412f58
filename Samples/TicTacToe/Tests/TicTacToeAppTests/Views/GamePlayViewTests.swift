import TerminalTesting
import Testing
import WorkflowUI
@testable import TicTacToeApp

@MainActor
@Suite struct GamePlayViewTests {
    private let emptyBoard = [
        "1 │ 2 │ 3",
        "───┼───┼───",
        "4 │ 5 │ 6",
        "───┼───┼───",
        "7 │ 8 │ 9",
    ]

    @Test func at80x24TheBoardIsInTheMiddleWithWhoseTurnItIs() {
        let pilot = GamePilot()
        pilot.start()
        let lines = pilot.lines
        expectScreen(pilot.terminal, lines[0] == " Esc Quit game                Ada (X) vs Grace (O)")
        #expect(lines[5] == String(repeating: " ", count: 33) + "Ada's turn (X)")
        #expect(lines[7] == String(repeating: " ", count: 35) + "1 │ 2 │ 3")
        #expect(lines[8] == String(repeating: " ", count: 34) + "───┼───┼───")
        #expect(pilot.boardRows == emptyBoard)
        #expect(lines[23] == "1-9 mark  ←↑↓→ move  Enter mark  Esc quit game  ^C quit")
    }

    @Test func numberKeysMarkTheSquaresInReadingOrder() {
        let pilot = GamePilot()
        pilot.start()
        pilot.mark(1, 3, 9)
        expectScreen(pilot.terminal, pilot.boardRows == [
            "X │ 2 │ O",
            "───┼───┼───",
            "4 │ 5 │ 6",
            "───┼───┼───",
            "7 │ 8 │ X",
        ])
        #expect(pilot.terminal.contains("Grace's turn (O)"))
    }

    @Test func aClickMarksTheSquareClickedAndOneOnTheGridsLinesMarksNothing() {
        let pilot = GamePilot()
        pilot.start()
        // At 80x24 the grid's top left is column 34, row 7 (see the test above).
        pilot.terminal.click(at: Point(column: 35, row: 7))   // 1
        pilot.terminal.click(at: Point(column: 37, row: 8))   // a line
        pilot.terminal.click(at: Point(column: 37, row: 7))   // a line
        pilot.terminal.click(at: Point(column: 44, row: 11))  // 9
        expectScreen(pilot.terminal, pilot.boardRows == [
            "X │ 2 │ 3",
            "───┼───┼───",
            "4 │ 5 │ 6",
            "───┼───┼───",
            "7 │ 8 │ O",
        ])
    }

    @Test func theArrowsMoveACursorAndEnterOrSpaceMarksTheSquareUnderIt() {
        let pilot = GamePilot()
        pilot.start()
        // The cursor starts in the centre.
        pilot.terminal.press(.up, .left, .enter)
        pilot.terminal.press(.right, .right, .right, .character(" "))
        expectScreen(pilot.terminal, pilot.boardRows[0] == "X │ 2 │ O")
    }

    @Test func theSquareUnderTheCursorIsDrawnInTheSelectionStyle() {
        let pilot = GamePilot()
        pilot.start()
        #expect(pilot.terminal.style(atColumn: 39, row: 9).attributes.contains(.reverse), "the centre, 5")
        #expect(!pilot.terminal.style(atColumn: 35, row: 7).attributes.contains(.reverse), "1")
        pilot.terminal.press(.up, .left)
        expectScreen(pilot.terminal, pilot.terminal.style(atColumn: 35, row: 7).attributes.contains(.reverse))
    }

    @Test func aTakenSquareIsRefusedWithAMessageUnderTheBoard() {
        let pilot = GamePilot()
        pilot.start()
        pilot.mark(5, 5)
        expectScreen(pilot.terminal, line: 13, is: String(repeating: " ", count: 18) + "Square 5 is taken by Ada (X): pick another.")
        #expect(pilot.terminal.contains("Grace's turn (O)"), "it is still Grace's turn")
        pilot.mark(1)
        #expect(!pilot.terminal.contains("is taken"), "the next mark clears the message")
    }

    @Test func threeInARowEndsTheGameWithAnAlertThatSaysWhoWon() {
        let pilot = GamePilot()
        pilot.start()
        pilot.mark(1, 4, 2, 5, 3)
        expectScreen(pilot.terminal, contains: "│ Ada wins!")
        #expect(pilot.terminal.contains("│ Three Xs in a row."))
        #expect(pilot.terminal.contains("Enter Play again   n Change names"))
        #expect(pilot.lines[23] == "Enter Play again  n Change names")
    }

    @Test func aFullBoardWithoutThreeInARowIsADraw() {
        let pilot = GamePilot()
        pilot.start()
        pilot.mark(1, 2, 3, 5, 4, 6, 8, 7, 9)
        expectScreen(pilot.terminal, contains: "│ It's a draw.")
    }

    @Test func playingAgainStartsWithAnEmptyBoardAndTheCursorInTheCentre() {
        let pilot = GamePilot()
        pilot.start()
        pilot.mark(1, 4, 2, 5, 3)
        pilot.terminal.press(.enter)
        expectScreen(pilot.terminal, pilot.boardRows == emptyBoard)
        #expect(pilot.terminal.contains("Ada's turn (X)"))
        #expect(pilot.terminal.style(atColumn: 39, row: 9).attributes.contains(.reverse))
    }

    @Test func changingNamesGoesBackToTheNamesAsTheyWere() {
        let pilot = GamePilot()
        pilot.start()
        pilot.mark(1, 4, 2, 5, 3)
        pilot.terminal.press(.character("n"))
        expectScreen(pilot.terminal, contains: "X Ada")
        #expect(pilot.terminal.contains("O Grace"))
    }

    @Test func escAsksWhetherToQuitAndNKeepsPlaying() {
        let pilot = GamePilot()
        pilot.start()
        pilot.mark(5)
        pilot.terminal.press(.escape)
        expectScreen(pilot.terminal, contains: "│ Quit this game?")
        // The alert takes every key but Ctrl-C, and the footer offers its answers alone.
        #expect(pilot.lines[23] == "y Quit  n Keep playing")
        pilot.mark(1)
        #expect(pilot.lines[7].hasSuffix(" 1 │ 2 │ 3"), "no square is marked while the question is up")
        pilot.terminal.press(.character("n"))
        #expect(!pilot.terminal.contains("Quit this game?"))
        #expect(pilot.boardRows[2] == "4 │ X │ 6", "the game goes on as it was")
    }

    @Test func escTwiceKeepsPlayingToo() {
        let pilot = GamePilot()
        pilot.start()
        pilot.terminal.press(.escape, .escape)
        expectScreen(pilot.terminal, doesNotContain: "Quit this game?")
        #expect(pilot.terminal.contains("Ada's turn (X)"))
    }

    @Test func yQuitsTheGameForTheNames() {
        let pilot = GamePilot()
        pilot.start()
        pilot.terminal.press(.escape, .character("y"))
        expectScreen(pilot.terminal, contains: "Who's playing?")
        #expect(!pilot.didQuit, "only the game ends")
    }

    @Test func at40x12TheBoardStillFits() {
        let pilot = GamePilot(width: 40, height: 12)
        pilot.start()
        expectScreen(pilot.terminal, pilot.boardRows == emptyBoard)
        #expect(pilot.terminal.contains("Ada's turn (X)"))
    }
}
