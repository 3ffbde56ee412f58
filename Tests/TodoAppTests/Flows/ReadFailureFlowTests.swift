import Foundation
import TerminalTesting
import Testing
import WorkflowUI
@testable import TodoApp

/// A view of the list the store could not read (a search, a filter) is said to have
/// failed, with the store's reason, in place of rows read for another view; and is read
/// again by itself only if that may help.
@MainActor
@Suite struct ReadFailureFlowTests {
    /// What SQLite said of a search of thousands of words, before such a search was one
    /// query it accepts (fuzz seed 42).
    static let refusal = TodoStoreError.operationRefused(
        action: "read the list", path: "/tmp/todos.sqlite", reason: "Expression tree is too large (maximum depth 1000)"
    )

    private func loggedIn(_ store: InMemoryTodoStore) async -> AppPilot {
        let pilot = AppPilot(store: store)
        await pilot.logIn("Ada")
        await pilot.waitFor("Call Grace")
        return pilot
    }

    private func shownRows(_ pilot: AppPilot) -> [String] {
        pilot.lines.filter { $0.contains("[ ]") || $0.contains("[x]") }
    }

    @Test func aSearchTheStoreRefusesSaysWhyInPlaceOfTheRowsOfAnotherView() async {
        let store = InMemoryTodoStore(["Ada": SampleTodos.make(["Buy milk", "Call Grace"])])
        let pilot = await loggedIn(store)
        await store.failReads(with: Self.refusal)
        pilot.terminal.press(.character("/"))
        pilot.terminal.type("milk")
        await pilot.waitUntil { $0.text.contains("Couldn't load your todos") }
        let text = pilot.terminal.text.replacingOccurrences(of: "\n ", with: " ")
        #expect(text.contains("Expression tree is too large"), "the store's reason")
        #expect(text.contains("would fail the same way: change the search, or Esc clears it."), "\(text)")
        #expect(shownRows(pilot).isEmpty, "the rows held were read for no search: \(shownRows(pilot))")
        #expect(pilot.lines[0].contains("Ada · couldn't load"), "\(pilot.lines[0])")
        #expect(!pilot.lines[0].contains("match"), "no count of rows it did not read")

        // Another search is read at once.
        await store.failReads(with: nil)
        pilot.terminal.press(.backspace)
        await pilot.waitUntil { _ in shownRows(pilot).count == 1 }
        #expect(shownRows(pilot).first?.contains("Buy milk") == true)
        #expect(pilot.lines[0].contains("Ada · 1 of 2 match"), "\(pilot.lines[0])")
    }

    @Test func aFilterThatFailsForAMomentIsReadAgainByItself() async throws {
        let store = InMemoryTodoStore(["Ada": SampleTodos.make(["Buy milk", "Call Grace"])])
        let pilot = await loggedIn(store)
        await store.failReads(with: .operationFailed(action: "read the list", path: "/tmp/todos.sqlite", reason: "the disk reported an input/output error"))
        pilot.terminal.press(.character("f"))
        await pilot.waitUntil { $0.text.contains("Couldn't load your todos") }
        #expect(pilot.terminal.text.replacingOccurrences(of: "\n ", with: " ").contains("Trying again by itself."))
        #expect(shownRows(pilot).isEmpty)
        #expect(pilot.lines[0].contains("Ada · couldn't load · open"), "\(pilot.lines[0])")
        await store.failReads(with: nil)
        // The first wait is a second.
        try await pilot.advance(by: .milliseconds(999))
        #expect(shownRows(pilot).isEmpty, "not read again yet")
        try await pilot.advance(by: .milliseconds(1))
        #expect(shownRows(pilot).count == 2)
        #expect(pilot.lines[0].contains("Ada · open"), "\(pilot.lines[0])")
    }
}
