import TerminalTesting
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
        expectScreen(pilot.terminal, doesNotContain: "Welcome, \(typed)")
        #expect(pilot.terminal.contains("[ ] Buy milk"))
    }

    /// The prompt reads the names each time it is shown: a list started since is offered.
    @Test func aListStartedBeforeLoggingOutIsOfferedAtThePrompt() async throws {
        let directory = try TemporaryDirectory()
        let store = try SQLiteTodoStore(location: directory.location)
        try await store.save(SampleTodos.make(["Buy milk"]), for: "Ada")
        let pilot = AppPilot(store: store)
        await pilot.waitFor("Ada")
        await pilot.logIn("Grace")
        await pilot.add("Call Bob")
        pilot.terminal.press(.escape)
        await pilot.waitFor("What's your name?")
        await pilot.waitUntil { $0.lines[9].hasSuffix("Ada  Grace") }
    }

    @Test func aNewNameIsShownAsTyped() async throws {
        let directory = try TemporaryDirectory()
        let store = try SQLiteTodoStore(location: directory.location)
        let pilot = AppPilot(store: store)
        await pilot.logIn("Grace")
        #expect(pilot.terminal.contains("Welcome, Grace"))
    }
}
