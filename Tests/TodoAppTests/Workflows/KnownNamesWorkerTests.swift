import TerminalTesting
import Testing
@testable import TodoApp

/// The name prompt's names are read once the list just left has reached the store.
@MainActor
@Suite struct KnownNamesWorkerTests {
    @Test func theNamesAreReadAfterTheChangesOnTheirWayToTheStore() async {
        let store = InMemoryTodoStore(["Ada": SampleTodos.make(["Buy milk"])])
        let writer = TodoWriter(store: store)
        await store.holdSaves()
        writer.submit(.create(Todo(title: "Call Bob", position: 1)), for: "Grace") { _ in }
        let names = Task { await KnownNamesWorker(store: store, writer: writer).run() }
        _ = await eventually(pollingEvery: .zero) { await store.heldSaveCount > 0 }
        await store.releaseSaves()
        #expect(await names.value == ["Ada", "Grace"])
    }
}
