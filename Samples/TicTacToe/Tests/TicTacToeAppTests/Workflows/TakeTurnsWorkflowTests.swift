import Testing
import WorkflowTesting
@testable import TicTacToeApp

@MainActor
@Suite struct TakeTurnsWorkflowTests {
    private let workflow = TakeTurnsWorkflow(players: Players(x: "Ada", o: "Grace"))

    private func square(_ number: Int) -> BoardPosition { BoardPosition(number: number)! }

    /// The state after these squares were marked, in turn from X.
    private func state(after numbers: Int...) throws -> TakeTurnsWorkflow.State {
        var state = TakeTurnsWorkflow.State()
        for number in numbers { try state.game.mark(square(number)) }
        return state
    }

    @Test func theBoardSaysWhoseTurnItIsByName() throws {
        workflow.renderTester().render { split in
            #expect(split.leadingScreen.status == "Ada's turn (X)")
            #expect(split.leadingScreen.board.isEmpty)
            #expect(split.trailingScreen.moves.isEmpty)
        }
        try workflow.renderTester(initialState: state(after: 5)).render { split in
            #expect(split.leadingScreen.status == "Grace's turn (O)")
        }
    }

    @Test func markingASquareTakesItForThePlayerWhoseTurnItIs() {
        workflow.renderTester()
            .render { $0.leadingScreen.onMark(self.square(5)) }
            .assertNoOutput()
            .verifyState { state in
                #expect(state.game.board[self.square(5)] == .x)
                #expect(state.game.turn == .o)
            }
    }

    @Test func aTakenSquareIsRefusedWithAMessage() throws {
        let result = try workflow.renderTester(initialState: state(after: 5))
            .render { $0.leadingScreen.onMark(self.square(5)) }
            .assertNoOutput()
        #expect(result.state.refusal == .taken(square(5), by: .x))
        #expect(result.state.game == result.initialState.game, "the board is as it was")

        workflow.renderTester(initialState: result.state).render { split in
            #expect(split.leadingScreen.problem == "Square 5 is taken by Ada (X): pick another.")
        }
    }

    @Test func theNextMarkClearsTheMessage() throws {
        var state = try state(after: 5)
        state.refusal = .taken(square(5), by: .x)
        TakeTurnsWorkflow.Action
            .tester(withState: state)
            .send(action: .mark(square(1)))
            .verifyState { #expect($0.refusal == nil) }
    }

    @Test func threeInARowFinishesTheGameWithTheWinner() throws {
        try workflow.renderTester(initialState: state(after: 1, 4, 2, 5))
            .render { $0.leadingScreen.onMark(self.square(3)) }
            .assert(output: .finished(.won(by: .x, line: [square(1), square(2), square(3)])))
    }

    @Test func theLastFreeSquareWithoutThreeInARowFinishesInADraw() throws {
        try TakeTurnsWorkflow.Action
            .tester(withState: state(after: 1, 2, 3, 5, 4, 6, 8, 7))
            .send(action: .mark(square(9)))
            .assert(output: .finished(.draw))
    }

    @Test func aFinishedGameShowsTheWinnerAndTheRow() throws {
        try workflow.renderTester(initialState: state(after: 1, 4, 2, 5, 3)).render { split in
            #expect(split.leadingScreen.status == "Ada wins!")
            #expect(split.leadingScreen.winningLine == [self.square(1), self.square(2), self.square(3)])
        }
    }

    @Test func theMovesGoBesideTheBoardFromAHundredColumns() throws {
        try workflow.renderTester(initialState: state(after: 5, 1)).render { split in
            #expect(split.minimumWidth == 100)
            #expect(split.focusedPane == .leading, "the board gets the keys")
            #expect(split.trailingScreen.moves.map(\.position.number) == [5, 1])
        }
    }
}
