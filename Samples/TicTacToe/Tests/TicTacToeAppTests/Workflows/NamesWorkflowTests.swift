import Testing
import WorkflowTesting
@testable import TicTacToeApp

@MainActor
@Suite struct NamesWorkflowTests {
    @Test func typingANameKeepsItForThatPlayer() {
        NamesWorkflow()
            .renderTester()
            .render { $0.onNameChanged(.o, "Grace") }
            .assert(state: .init(x: "", o: "Grace"))
            .assertNoOutput()
    }

    @Test func twoNamesStartAGameWithTheNamesTrimmed() {
        NamesWorkflow()
            .renderTester(initialState: .init(x: " Ada ", o: "Grace\t"))
            .render { $0.onStart() }
            .assert(output: .start(Players(x: "Ada", o: "Grace")))
            .verifyState { #expect($0.problem == nil) }
    }

    @Test func theNamesStaySoThatGoingBackShowsThem() {
        NamesWorkflow.Action
            .tester(withState: .init(x: "Ada", o: "Grace"))
            .send(action: .start)
            .assert(state: .init(x: "Ada", o: "Grace"))
    }

    @Test func anEmptyNameIsRefusedAndTheScreenSaysWhose() {
        let result = NamesWorkflow()
            .renderTester(initialState: .init(x: "Ada", o: "  "))
            .render { $0.onStart() }
            .assertNoOutput()
        #expect(result.state.problem == .missingName(.o))

        NamesWorkflow()
            .renderTester(initialState: result.state)
            .render { screen in
                #expect(screen.problem == .missingName(.o))
                #expect(screen.problem?.message == "Type a name for O: the game says whose turn it is by name.")
            }
    }

    @Test func xsNameIsAskedForFirst() {
        NamesWorkflow.Action
            .tester(withState: .init())
            .send(action: .start)
            .assertNoOutput()
            .verifyState { #expect($0.problem == .missingName(.x)) }
    }

    @Test func theSameNameTwiceIsRefused() {
        NamesWorkflow.Action
            .tester(withState: .init(x: "Ada", o: "ada "))
            .send(action: .start)
            .assertNoOutput()
            .verifyState { #expect($0.problem == .sameName) }
    }

    @Test func typingAgainClearsTheProblem() {
        NamesWorkflow.Action
            .tester(withState: .init(x: "", o: "Grace", problem: .missingName(.x)))
            .send(action: .nameChanged(.x, "A"))
            .assert(state: .init(x: "A", o: "Grace", problem: nil))
    }

    @Test func quittingIsPassedUp() {
        NamesWorkflow()
            .renderTester()
            .render { $0.onQuit() }
            .assert(output: .quit)
    }
}
