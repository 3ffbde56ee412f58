import Foundation
import TerminalTesting
import Testing

/// The editor never drops what was typed without asking: not on Ctrl-C, and not when
/// another todo-tui deleted the todo meanwhile.
@Suite(.leavesNothingBehind) struct EditorQuestionsTests {
    let binary: TodoTUIBinary
    let home: TemporaryDirectory

    init() throws {
        binary = try TodoTUIBinary.locate()
        home = try TemporaryDirectory()
    }

    private var dataDirectory: String { home.appending("data").path }

    private func add(_ titles: String...) async throws {
        for title in titles {
            let added = try await binary.run(["--data-dir", dataDirectory, "add", "--user", "Ada", title], home: home.url)
            #expect(added.status == 0, "\(added.errorOutput)")
        }
    }

    private func startLoggedIn() async throws -> TmuxSession {
        let app = try await TmuxSession(command: "HOME=\(home.url.path) \(binary.url.path) --data-dir \(dataDirectory)")
        await app.waitFor("What's your name?")
        try await app.type("Ada")
        try await app.press("Enter")
        await app.waitFor("Welcome, Ada")
        return app
    }

    private func listed() async throws -> String {
        try await binary.run(["--data-dir", dataDirectory, "list", "--user", "Ada"], home: home.url).output
    }

    @Test func ctrlCWithUnsavedChangesAsksAndASecondCtrlCQuitsWithoutSaving() async throws {
        try await add("Buy milk")
        let app = try await startLoggedIn()
        try await app.press("Enter")
        await app.waitFor("^S Save")
        try await app.type(" and eggs")
        try await app.press("C-c")
        await app.waitFor("Quit without saving?")
        try await app.press("n")
        await app.waitUntil("the question is gone") { !$0.joined().contains("Quit without saving?") }
        try await app.press("C-c")
        await app.waitFor("Quit without saving?")
        try await app.press("C-c")
        #expect(await app.waitForExit() == 0)
        #expect(try await listed() == "[ ] Buy milk\n")
    }

    @Test func anEditOfATodoDeletedInAnotherInstanceCanBeKeptAsANewTodo() async throws {
        try await add("Buy milk", "Call Grace")
        let editing = try await startLoggedIn()
        let deleting = try await startLoggedIn()

        try await editing.press("Enter")
        await editing.waitFor("^S Save")
        try await editing.type(" and eggs")

        try await deleting.press("d")
        await deleting.waitFor("Delete 'Buy milk'?")
        try await deleting.press("y")
        await deleting.waitUntil("Buy milk is gone") { !$0.joined().contains("[ ] Buy milk") }

        // Whether the editing instance has noticed yet or learns it as it saves, it asks.
        try await editing.press("C-s")
        await editing.waitFor("Keep it as a new todo")
        try await editing.press("k")
        await editing.waitFor("[ ] Buy milk and eggs")

        // Both instances, and the store, agree: the edit is a new todo at the end.
        await deleting.waitFor("[ ] Buy milk and eggs")
        #expect(try await listed() == "[ ] Call Grace\n[ ] Buy milk and eggs\n")
        try await editing.press("C-c")
        try await deleting.press("C-c")
        #expect(await editing.waitForExit() == 0)
        #expect(await deleting.waitForExit() == 0)
    }
}
