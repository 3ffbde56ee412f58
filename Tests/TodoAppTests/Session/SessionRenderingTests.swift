import Testing
import WorkflowTesting
@testable import TodoApp

/// A key that only moves the selection is shown before any workflow renders, and then
/// renders the list again, not the session's work with the store nor the name prompt
/// under the list: their values are unchanged, and partial rendering passes them by.
@MainActor
@Suite struct SessionRenderingTests {
    @Test func movingTheSelectionIsShownFirstThenRendersTheListButNotTheStoresReadsOrWrites() async {
        let pilot = AppPilot()
        await pilot.logIn("Ada")
        await pilot.add("Buy milk")
        await pilot.add("Call Grace")
        await pilot.finishWrites()
        let host = pilot.app.host
        let (reads, writes, list, welcome) = (
            host.renderCount(of: StoreReadsWorkflow.self), host.renderCount(of: StoreWritesWorkflow.self),
            host.renderCount(of: TodoListWorkflow.self), host.renderCount(of: WelcomeWorkflow.self)
        )

        // What the terminal showed whenever the session rendered after the key.
        var screensWhenRendered: [[String]] = []
        let observation = host.observeRenderings { _ in screensWhenRendered.append(pilot.terminal.lines) }
        defer { observation.cancel() }

        pilot.terminal.press(.up)

        #expect(pilot.terminal.lines.contains { $0.hasPrefix(" › [ ] Buy milk") }, "the move, in the frame of its key")
        #expect(host.renderCount(of: TodoListWorkflow.self)! > list!)
        #expect(screensWhenRendered.first?.contains { $0.hasPrefix(" › [ ] Buy milk") } == true, "rendered only once the frame was written")
        #expect(host.renderCount(of: StoreReadsWorkflow.self) == reads)
        #expect(host.renderCount(of: StoreWritesWorkflow.self) == writes)
        #expect(host.renderCount(of: WelcomeWorkflow.self) == welcome, "the name prompt under the list")
    }

    @Test func aStoreIsTheSameStoreOnlyAsTheSameObject() {
        let store = InMemoryTodoStore()
        #expect(isSameStore(store, store))
        #expect(!isSameStore(store, InMemoryTodoStore()))
    }
}
