import BackStackContainer
import Testing
import WorkflowTesting
import WorkflowUI
@testable import TicTacToeApp

@MainActor
@Suite struct TicTacToeWorkflowTests {
    private let players = Players(x: "Ada", o: "Grace")

    private var namesRendering: NamesScreen {
        NamesScreen(x: "", o: "", problem: nil, onNameChanged: { _, _ in }, onStart: {}, onQuit: {})
    }

    private var gameRendering: BackStackScreen<AnyScreen>.Item {
        BackStackScreen.Item(key: "game", screen: namesRendering.asAnyScreen())
    }

    @Test func itStartsOnTheNames() {
        TicTacToeWorkflow()
            .renderTester()
            .expectWorkflow(type: NamesWorkflow.self, producingRendering: namesRendering)
            .render { stack in
                #expect(stack.items.map(\.key) == ["names"])
            }
    }

    @Test func startingPutsTheGameOnTopOfTheNames() {
        let result = TicTacToeWorkflow()
            .renderTester()
            .expectWorkflow(type: NamesWorkflow.self, producingRendering: namesRendering, producingOutput: .start(players))
            .render()
            .assertNoOutput()
        #expect(result.state.players == players)

        TicTacToeWorkflow()
            .renderTester(initialState: result.state)
            .expectWorkflow(type: NamesWorkflow.self, producingRendering: namesRendering)
            .expectWorkflow(type: RunGameWorkflow.self, producingRendering: gameRendering) {
                #expect($0.players == self.players)
            }
            .render { stack in
                #expect(stack.items.map(\.key) == ["names", "game"])
            }
    }

    @Test func leavingTheGameShowsTheNamesAgain() {
        TicTacToeWorkflow()
            .renderTester(initialState: .init(players: players))
            .expectWorkflow(type: NamesWorkflow.self, producingRendering: namesRendering)
            .expectWorkflow(type: RunGameWorkflow.self, producingRendering: gameRendering, producingOutput: .backToNames)
            .render()
            .assert(state: .init(players: nil))
    }

    @Test func quittingOnTheNamesEndsTheApp() {
        TicTacToeWorkflow()
            .renderTester()
            .expectWorkflow(type: NamesWorkflow.self, producingRendering: namesRendering, producingOutput: .quit)
            .render()
            .assert(output: .quit)
    }
}
