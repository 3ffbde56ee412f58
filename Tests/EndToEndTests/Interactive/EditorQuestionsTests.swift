import Foundation
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
        let app = try TmuxSession(command: "HOME=\(home.url.path) \(binary.url.path) --data-dir \(dataDirectory)")
        await app.waitFor("What's your name?")
        try app.type("Ada")
        try app.press("Enter")
        await app.waitFor("Welcome, Ada")
        return app
    }

    private func listed() async throws -> String {
        try await binary.run(["--data-dir", dataDirectory, "list", "--user", "Ada"], home: home.url).output
    }

    @Test func ctrlCWithUnsavedChangesAsksAndASecondCtrlCQuitsWithoutSaving() async throws {
        try await add("Buy milk")
        let app = try await startLoggedIn()
        try app.press("Enter")
        await app.waitFor("^S Save")
        try app.type(" and eggs")
        try app.press("C-c")
        await app.waitFor("Quit without saving?")
        try app.press("n")
        await app.waitUntil("the question is gone") { !$0.joined().contains("Quit without saving?") }
        try app.press("C-c")
        await app.waitFor("Quit without saving?")
        try app.press("C-c")
        #expect(await app.waitForExit() == 0)
        #expect(try await listed() == "[ ] Buy milk\n")
    }

    @Test func anEditOfATodoDeletedInAnotherInstanceCanBeKeptAsANewTodo() async throws {
        try await add("Buy milk", "Call Grace")
        let editing = try await startLoggedIn()
        let deleting = try await startLoggedIn()

        try editing.press("Enter")
        await editing.waitFor("^S Save")
        try editing.type(" and eggs")

        try deleting.press("d")
        await deleting.waitFor("Delete 'Buy milk'?")
        try deleting.press("y")
        await deleting.waitUntil("Buy milk is gone") { !$0.joined().contains("[ ] Buy milk") }

        // Whether the editing instance has noticed yet or learns it as it saves, it asks.
        try editing.press("C-s")
        await editing.waitFor("Keep it as a new todo")
        try editing.press("k")
        await editing.waitFor("[ ] Buy milk and eggs")

        // Both instances, and the store, agree: the edit is a new todo at the end.
        await deleting.waitFor("[ ] Buy milk and eggs")
        #expect(try await listed() == "[ ] Call Grace\n[ ] Buy milk and eggs\n")
        try editing.press("C-c")
        try deleting.press("C-c")
        #expect(await editing.waitForExit() == 0)
        #expect(await deleting.waitForExit() == 0)
    }
}
