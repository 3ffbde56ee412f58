import Testing
import WorkflowTesting
@testable import TodoApp

@MainActor
@Suite struct WelcomeWorkflowTests {
    @Test func typingANameKeepsItInTheState() {
        WelcomeWorkflow()
            .renderTester()
            .render { $0.onNameChanged("Ada") }
            .assert(state: .init(name: "Ada"))
            .assertNoOutput()
    }

    @Test func anEmptyNameDoesNotLogInAndTheScreenSaysWhy() {
        let result = WelcomeWorkflow()
            .renderTester(initialState: .init(name: ""))
            .render { $0.onLogIn() }
            .assertNoOutput()
        #expect(result.state.problem?.contains("Type a name") == true)

        WelcomeWorkflow()
            .renderTester(initialState: result.state)
            .render { screen in #expect(screen.problem == result.state.problem) }
    }

    @Test func anAllBlankNameDoesNotLogIn() {
        WelcomeWorkflow.Action
            .tester(withState: .init(name: "  \t "))
            .send(action: .logIn)
            .assertNoOutput()
            .verifyState { #expect($0.problem != nil) }
    }

    @Test func theNameIsTrimmedWhenLoggingIn() {
        WelcomeWorkflow.Action
            .tester(withState: .init(name: "  Ada Lovelace "))
            .send(action: .logIn)
            .assert(output: .didLogIn(name: "Ada Lovelace"))
    }

    @Test func theFormIsEmptyAgainAfterLoggingIn() {
        WelcomeWorkflow.Action
            .tester(withState: .init(name: "Ada"))
            .send(action: .logIn)
            .assert(state: .init())
    }

    @Test func typingAgainClearsTheProblem() {
        WelcomeWorkflow.Action
            .tester(withState: .init(name: "", problem: "Type a name"))
            .send(action: .nameChanged("A"))
            .assert(state: .init(name: "A", problem: nil))
    }

    @Test func escWithANameTypedClearsItAndTheProblem() {
        WelcomeWorkflow.Action
            .tester(withState: .init(name: "Ad", problem: "No"))
            .send(action: .escape)
            .assertNoOutput()
            .assert(state: .init(name: "", problem: nil))
    }

    @Test func escOnAnEmptyNamePromptQuits() {
        WelcomeWorkflow.Action
            .tester(withState: .init(name: ""))
            .send(action: .escape)
            .assert(output: .quit)
    }

    @Test func quittingIsPassedUp() {
        WelcomeWorkflow()
            .renderTester()
            .render { $0.onEscape() }
            .assert(output: .quit)
    }
}
