import Testing
@testable import TicTacToeApp

@Suite struct GameTests {
    private func square(_ number: Int) -> BoardPosition { BoardPosition(number: number)! }

    /// A game after the players marked these squares, in turn from X.
    private func game(_ numbers: Int...) throws -> Game {
        var game = Game()
        for number in numbers { try game.mark(square(number)) }
        return game
    }

    @Test func xMovesFirstAndThenThePlayersTakeTurns() throws {
        var game = Game()
        #expect(game.turn == .x)
        try game.mark(square(5))
        #expect(game.turn == .o)
        try game.mark(square(1))
        #expect(game.turn == .x)
        #expect(game.board[square(5)] == .x)
        #expect(game.board[square(1)] == .o)
    }

    @Test func theMovesAreKeptInOrder() throws {
        let game = try game(5, 1, 9)
        #expect(game.moves == [
            Move(player: .x, position: square(5)),
            Move(player: .o, position: square(1)),
            Move(player: .x, position: square(9)),
        ])
    }

    @Test func aTakenSquareIsRefusedAndChangesNothing() throws {
        var game = try game(5)
        let before = game
        #expect(throws: MoveRefusal.taken(square(5), by: .x)) { try game.mark(square(5)) }
        #expect(game == before)
        #expect(game.turn == .o, "it is still O's turn")
    }

    @Test func threeInARowEndsTheGameAndNoMoreMovesAreMade() throws {
        var game = try game(1, 4, 2, 5, 3)
        #expect(game.outcome == .won(by: .x, line: [square(1), square(2), square(3)]))
        #expect(throws: MoveRefusal.gameOver) { try game.mark(square(9)) }
        #expect(game.moves.count == 5)
    }

    @Test func nineMovesWithoutThreeInARowDraw() throws {
        let game = try game(1, 2, 3, 5, 4, 6, 8, 7, 9)
        #expect(game.outcome == .draw)
        #expect(game.moves.count == 9)
    }
}
