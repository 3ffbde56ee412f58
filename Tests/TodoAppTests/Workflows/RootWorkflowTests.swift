import BackStackContainer
import Testing
import WorkflowTesting
import WorkflowUI
@testable import TodoApp

@MainActor
@Suite struct RootWorkflowTests {
    let store = InMemoryTodoStore()

    private var welcomeScreen: WelcomeScreen {
        WelcomeScreen(name: "", problem: nil, onNameChanged: { _ in }, onLogIn: {}, onEscape: {})
    }

    @Test func loggedOutShowsOnlyTheWelcomeScreenWithoutABar() {
        RootWorkflow(store: store, writer: TodoWriter(store: store))
            .renderTester(initialState: .welcome)
            .expectWorkflow(type: WelcomeWorkflow.self, producingRendering: welcomeScreen) { #expect($0.isShown) }
            .render { stack in
                #expect(stack.items.count == 1)
                #expect(stack.items[0].key == AnyHashable("welcome"))
                if case .visible = stack.items[0].barVisibility { Issue.record("The welcome screen has no bar") }
            }
            .assertNoOutput()
    }

    @Test func loggingInShowsThatPersonsTodosOnTopOfWelcome() {
        RootWorkflow(store: store, writer: TodoWriter(store: store))
            .renderTester(initialState: .welcome)
            .expectWorkflow(
                type: WelcomeWorkflow.self, producingRendering: welcomeScreen, producingOutput: .didLogIn(name: "Ada")
            )
            .render()
            .assert(state: .loggedIn(name: "Ada"))

        RootWorkflow(store: store, writer: TodoWriter(store: store))
            .renderTester(initialState: .loggedIn(name: "Ada"))
            .expectWorkflow(type: WelcomeWorkflow.self, producingRendering: welcomeScreen) { welcome in
                #expect(!welcome.isShown, "under the list, the prompt reads no names")
            }
            .expectWorkflow(type: TodoWorkflow.self, key: "Ada", producingRendering: listItem) { todo in
                #expect(todo.name == "Ada")
            }
            .render { stack in #expect(stack.items.map(\.key) == [AnyHashable("welcome"), AnyHashable("list")]) }
    }

    @Test func loggingOutReturnsToWelcome() {
        RootWorkflow(store: store, writer: TodoWriter(store: store))
            .renderTester(initialState: .loggedIn(name: "Ada"))
            .expectWorkflow(type: WelcomeWorkflow.self, producingRendering: welcomeScreen)
            .expectWorkflow(type: TodoWorkflow.self, key: "Ada", producingRendering: listItem, producingOutput: .logOut)
            .render()
            .assert(state: .welcome)
    }

    @Test func aStartingUserOpensThatListAtOnceAndLoggingOutLeavesItForThePrompt() {
        let root = RootWorkflow(store: store, writer: TodoWriter(store: store), user: " Ada ")
        #expect(root.makeInitialState() == .loggedIn(name: "Ada"))
        root.renderTester(initialState: root.makeInitialState())
            .expectWorkflow(type: WelcomeWorkflow.self, producingRendering: welcomeScreen)
            .expectWorkflow(type: TodoWorkflow.self, key: "Ada", producingRendering: listItem, producingOutput: .logOut)
            .render()
            .assert(state: .welcome)
    }

    @Test(arguments: [nil, "", "  "])
    func withoutAStartingUserTheAppAsksForAName(user: String?) {
        #expect(RootWorkflow(store: store, writer: TodoWriter(store: store), user: user).makeInitialState() == .welcome)
    }

    @Test func quittingFromWelcomeIsTheAppsOutput() {
        RootWorkflow(store: store, writer: TodoWriter(store: store))
            .renderTester(initialState: .welcome)
            .expectWorkflow(type: WelcomeWorkflow.self, producingRendering: welcomeScreen, producingOutput: .quit)
            .render()
            .assert(output: .quit)
    }

    private var listItem: BackStackScreen<AnyScreen>.Item {
        BackStackScreen.Item(key: "list", screen: welcomeScreen.asAnyScreen())
    }
}
