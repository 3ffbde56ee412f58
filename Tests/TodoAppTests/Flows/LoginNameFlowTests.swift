import Testing
import WorkflowUI
@testable import TodoApp

/// A name typed in another case opens the list it names, and the list calls its user
/// by the spelling first used.
@MainActor
@Suite struct LoginNameFlowTests {
    @Test(arguments: ["ada", "ADA"])
    func aNameTypedInAnotherCaseShowsTheSpellingFirstUsed(typed: String) async throws {
        let directory = try TemporaryDirectory()
        let store = try SQLiteTodoStore(location: directory.location)
        try await store.save(SampleTodos.make(["Buy milk"]), for: "Ada")
        let pilot = AppPilot(store: store)
        pilot.terminal.type(typed)
        pilot.terminal.press(.enter)
        await pilot.waitFor("Welcome, Ada")
        #expect(!pilot.terminal.contains("Welcome, \(typed)"), "\(pilot.terminal)")
        #expect(pilot.terminal.contains("[ ] Buy milk"))
    }

    @Test func aNewNameIsShownAsTyped() async throws {
        let directory = try TemporaryDirectory()
        let store = try SQLiteTodoStore(location: directory.location)
        let pilot = AppPilot(store: store)
        await pilot.logIn("Grace")
        #expect(pilot.terminal.contains("Welcome, Grace"))
    }
}
