import Testing
import WorkflowTesting
@testable import TodoApp

@MainActor
@Suite struct WelcomeWorkflowTests {
    let store = InMemoryTodoStore()
    @Test func typingANameKeepsItInTheState() {
        WelcomeWorkflow(store: store, writer: TodoWriter(store: store))
            .renderTester()
            .expectWorker(type: KnownNamesWorker.self, key: "names")
            .render { $0.onNameChanged("Ada") }
            .assert(state: .init(name: "Ada"))
            .assertNoOutput()
    }

    @Test func anEmptyNameDoesNotLogInAndTheScreenSaysWhy() {
        let result = WelcomeWorkflow(store: store, writer: TodoWriter(store: store))
            .renderTester(initialState: .init(name: ""))
            .expectWorker(type: KnownNamesWorker.self, key: "names")
            .render { $0.onLogIn() }
            .assertNoOutput()
        #expect(result.state.problem?.contains("Type a name") == true)

        WelcomeWorkflow(store: store, writer: TodoWriter(store: store))
            .renderTester(initialState: result.state)
            .expectWorker(type: KnownNamesWorker.self, key: "names")
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

    @Test func theNamesThatHaveListsAreReadWhileThePromptIsShown() {
        WelcomeWorkflow(store: store, writer: TodoWriter(store: store))
            .renderTester()
            .expectWorker(type: KnownNamesWorker.self, key: "names", producingOutput: ["Ada", "Grace"])
            .render()
            .assert(state: .init(knownNames: ["Ada", "Grace"]))
    }

    /// Under a list the prompt reads nothing; shown again, it reads the names afresh, as
    /// a list may have been started meanwhile.
    @Test func underAListThePromptReadsNoNames() {
        WelcomeWorkflow(store: store, writer: TodoWriter(store: store), isShown: false)
            .renderTester()
            .render { #expect($0.suggestions.isEmpty) }
            .assertNoOutput()
    }

    @Test func theNamesOfferedStartAsTheOneTypedIgnoringCaseAndAccents() {
        let known = ["Ada", "Adèle", "Grace", "José", "Joan"]
        WelcomeWorkflow(store: store, writer: TodoWriter(store: store))
            .renderTester(initialState: .init(name: "ADE", knownNames: known))
            .expectWorker(type: KnownNamesWorker.self, key: "names")
            .render { screen in
                #expect(screen.suggestions == ["Adèle"])
                #expect(screen.completion == "Adèle")
            }
        WelcomeWorkflow(store: store, writer: TodoWriter(store: store))
            .renderTester(initialState: .init(name: " jo", knownNames: known))
            .expectWorker(type: KnownNamesWorker.self, key: "names")
            .render { #expect($0.suggestions == ["José", "Joan"]) }
        WelcomeWorkflow(store: store, writer: TodoWriter(store: store))
            .renderTester(initialState: .init(name: "", knownNames: known))
            .expectWorker(type: KnownNamesWorker.self, key: "names")
            .render { #expect($0.suggestions == known, "an empty prompt offers every name") }
        WelcomeWorkflow(store: store, writer: TodoWriter(store: store))
            .renderTester(initialState: .init(name: "Ada", knownNames: known))
            .expectWorker(type: KnownNamesWorker.self, key: "names")
            .render { screen in
                #expect(screen.suggestions == ["Ada"])
                #expect(screen.completion == nil, "nothing to complete")
            }
    }

    @Test func completingMakesTheNameTheFirstOffered() {
        WelcomeWorkflow.Action
            .tester(withState: .init(name: "gr", problem: "No", knownNames: ["Ada", "Grace", "Gregory"]))
            .send(action: .complete)
            .assertNoOutput()
            .assert(state: .init(name: "Grace", problem: nil, knownNames: ["Ada", "Grace", "Gregory"]))
    }

    @Test func completingWithNothingOfferedChangesNothing() {
        WelcomeWorkflow.Action
            .tester(withState: .init(name: "Zed", knownNames: ["Ada"]))
            .send(action: .complete)
            .assert(state: .init(name: "Zed", knownNames: ["Ada"]))
    }

    @Test func quittingIsPassedUp() {
        WelcomeWorkflow(store: store, writer: TodoWriter(store: store))
            .renderTester()
            .expectWorker(type: KnownNamesWorker.self, key: "names")
            .render { $0.onEscape() }
            .assert(output: .quit)
    }
}
