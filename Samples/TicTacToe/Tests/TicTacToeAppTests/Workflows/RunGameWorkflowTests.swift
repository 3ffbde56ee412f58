import AlertContainer
import BackStackContainer
import SplitScreenContainer
import Testing
import WorkflowTesting
import WorkflowUI
@testable import TicTacToeApp

@MainActor
@Suite struct RunGameWorkflowTests {
    private let players = Players(x: "Ada", o: "Grace")
    private var workflow: RunGameWorkflow { RunGameWorkflow(players: players) }

    /// What the game child renders in these tests: an empty board.
    private var gameRendering: SplitScreen<GamePlayScreen, MovesScreen> {
        SplitScreen(
            leadingScreen: GamePlayScreen(board: Board(), status: "", problem: nil, winningLine: [], onMark: { _ in }),
            trailingScreen: MovesScreen(moves: [], players: players)
        )
    }

    @Test func theGameIsAChildKeyedByItsNumberUnderABarNamingThePlayers() {
        workflow
            .renderTester(initialState: .init(gameNumber: 3))
            .expectWorkflow(type: TakeTurnsWorkflow.self, key: "3", producingRendering: gameRendering) {
                #expect($0.players == self.players)
            }
            .render { item in
                #expect(item.key == AnyHashable("game"))
                guard case .visible(let bar) = item.barVisibility else {
                    Issue.record("The game has no header bar")
                    return
                }
                #expect(bar.title == "Ada (X) vs Grace (O)")
                #expect(item.screen.shownAlert == nil)
            }
            .assertNoOutput()
    }

    @Test func escAsksWhetherToQuitTheGame() throws {
        workflow.renderTester()
            .expectWorkflow(type: TakeTurnsWorkflow.self, key: "1", producingRendering: gameRendering)
            .render { item in
                guard case .visible(let bar) = item.barVisibility else { return }
                bar.leftItem?.handler()
            }
            .assert(state: .init(step: .confirmingQuit))

        try workflow.renderTester(initialState: .init(step: .confirmingQuit))
            .expectWorkflow(type: TakeTurnsWorkflow.self, key: "1", producingRendering: gameRendering)
            .render { item in
                let alert = try #require(item.screen.shownAlert)
                #expect(alert.title == "Quit this game?")
                #expect(alert.actions.map(\.title) == ["Quit", "Keep playing"])
            }
    }

    @Test func quittingGoesBackToTheNames() {
        RunGameWorkflow.Action
            .tester(withState: .init(step: .confirmingQuit))
            .send(action: .quit)
            .assert(output: .backToNames)
    }

    @Test func keepingOnPlayingTakesTheQuestionDown() {
        RunGameWorkflow.Action
            .tester(withState: .init(step: .confirmingQuit))
            .send(action: .keepPlaying)
            .assert(state: .init(step: .playing))
            .assertNoOutput()
    }

    @Test func aFinishedGameSaysWhoWon() throws {
        let line = [1, 2, 3].compactMap(BoardPosition.init(number:))
        let result = workflow.renderTester()
            .expectWorkflow(
                type: TakeTurnsWorkflow.self, key: "1", producingRendering: gameRendering,
                producingOutput: .finished(.won(by: .o, line: line))
            )
            .render()
            .assert(state: .init(step: .over(.won(by: .o, line: line))))

        try workflow.renderTester(initialState: result.state)
            .expectWorkflow(type: TakeTurnsWorkflow.self, key: "1", producingRendering: gameRendering)
            .render { item in
                let alert = try #require(item.screen.shownAlert)
                #expect(alert.title == "Grace wins!")
                #expect(alert.actions.map(\.title) == ["Play again", "Change names"])
            }
    }

    @Test func aDrawSaysSo() {
        workflow.renderTester(initialState: .init(step: .over(.draw)))
            .expectWorkflow(type: TakeTurnsWorkflow.self, key: "1", producingRendering: gameRendering)
            .render { item in
                #expect(item.screen.shownAlert?.title == "It's a draw.")
            }
    }

    @Test func playingAgainStartsANewGame() throws {
        try workflow.renderTester(initialState: .init(gameNumber: 1, step: .over(.draw)))
            .expectWorkflow(type: TakeTurnsWorkflow.self, key: "1", producingRendering: gameRendering)
            .render { item in try #require(item.screen.shownAlert).actions[0].handler() }
            .assert(state: .init(gameNumber: 2, step: .playing))
    }

    @Test func changingNamesGoesBackToTheNames() throws {
        try workflow.renderTester(initialState: .init(step: .over(.draw)))
            .expectWorkflow(type: TakeTurnsWorkflow.self, key: "1", producingRendering: gameRendering)
            .render { item in try #require(item.screen.shownAlert).actions[1].handler() }
            .assert(output: .backToNames)
    }

    @Test func escWhileTheGameIsOverAsksNothing() {
        RunGameWorkflow.Action
            .tester(withState: .init(step: .over(.draw)))
            .send(action: .askToQuit)
            .assert(state: .init(step: .over(.draw)))
    }
}
