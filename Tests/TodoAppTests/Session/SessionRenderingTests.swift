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

    @Test func aMoveBesideTheDetailPaneWritesTheTwoRowsItChangesTheFooterAndTheDetailsNotTheSeparatorOrTheRest() async {
        let titles = ["Buy milk", "Call Grace", "Write the report"]
        let pilot = AppPilot(store: InMemoryTodoStore(["Ada": SampleTodos.make(titles)]), width: 200, height: 50)
        await pilot.logIn("Ada")
        await pilot.waitUntil { $0.contains("◂ Buy milk") }

        pilot.terminal.press(.down)

        #expect(pilot.terminal.contains("◂ Call Grace"), "the detail pane shows the todo moved to, in the key's frame")
        // Rows 1 and 2: the two todos whose selection changed, beside the detail pane's
        // title and its first fact; 3 to 6, the other facts and the blank row under them
        // (no note); 48, the position under the list. Not the bar, the footer, nor the
        // separator's column on the other rows.
        #expect(pilot.terminal.rowsDrawnInLastFrame == [1, 2, 3, 4, 5, 6, 48])
    }

    @Test func aStoreIsTheSameStoreOnlyAsTheSameObject() {
        let store = InMemoryTodoStore()
        #expect(isSameStore(store, store))
        #expect(!isSameStore(store, InMemoryTodoStore()))
    }
}
