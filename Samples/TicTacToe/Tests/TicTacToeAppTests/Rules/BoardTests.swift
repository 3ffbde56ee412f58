import Testing
@testable import TicTacToeApp

@Suite struct BoardTests {
    /// A board from a picture: "X", "O" or "." for each square, in reading order.
    private func board(_ picture: String) -> Board {
        var board = Board()
        for (position, mark) in zip(BoardPosition.all, picture.filter { !$0.isWhitespace }) {
            board[position] = mark == "X" ? .x : mark == "O" ? .o : nil
        }
        return board
    }

    @Test func anEmptyBoardHasNoOutcome() {
        #expect(Board().outcome == nil)
        #expect(Board().isEmpty)
        #expect(!Board().isFull)
    }

    @Test(arguments: [
        ("XXX ... OO.", [1, 2, 3]),
        ("OO. XXX ...", [4, 5, 6]),
        ("OO. ... XXX", [7, 8, 9]),
        ("XO. XO. X..", [1, 4, 7]),
        (".XO .XO .X.", [2, 5, 8]),
        ("O.X O.X ..X", [3, 6, 9]),
        ("XO. OX. ..X", [1, 5, 9]),
        ("O.X OX. X..", [3, 5, 7]),
    ])
    func threeInARowWins(picture: String, line: [Int]) {
        #expect(board(picture).outcome == .won(by: .x, line: line.compactMap(BoardPosition.init(number:))))
    }

    @Test func oWinsWithThreeOsInARow() {
        #expect(board("XX. OOO X..").outcome == .won(by: .o, line: [4, 5, 6].compactMap(BoardPosition.init(number:))))
    }

    @Test func aFullBoardWithoutThreeInARowIsADraw() {
        let full = board("XOX XOO OXX")
        #expect(full.isFull)
        #expect(full.outcome == .draw)
    }

    @Test func threeInARowOnTheLastSquareWinsRatherThanDraws() {
        let full = board("XOX OXO OXX")
        #expect(full.isFull)
        #expect(full.outcome == .won(by: .x, line: [1, 5, 9].compactMap(BoardPosition.init(number:))))
    }

    @Test func twoInARowIsNotAWin() {
        #expect(board("XX. OO. ...").outcome == nil)
    }
}
