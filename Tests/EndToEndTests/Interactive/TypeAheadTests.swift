import Foundation
import TerminalTesting
import Testing

/// Keys sent in one burst with the Enter that logs in or opens a todo, as a fast
/// typist, a paste or a slow SSH link delivers them, reach the screen they were meant
/// for.
@Suite(.leavesNothingBehind) struct TypeAheadTests {
    let binary: TodoTUIBinary
    let home: TemporaryDirectory

    init() throws {
        binary = try TodoTUIBinary.locate()
        home = try TemporaryDirectory()
    }

    private var dataDirectory: String { home.appending("data").path }

    private func start(withTodos titles: [String]) async throws -> TmuxSession {
        for title in titles {
            let added = try await binary.run(["--data-dir", dataDirectory, "add", "--user", "Ada", title], home: home.url)
            #expect(added.status == 0, "\(added.errorOutput)")
        }
        let app = try await TmuxSession(command: "HOME=\(home.url.path) \(binary.url.path) --data-dir \(dataDirectory)")
        await app.waitFor("What's your name?")
        return app
    }

    @Test func aMoveSentWithTheLoginMovesTheSelection() async throws {
        let app = try await start(withTodos: ["Buy milk", "Call Grace", "Pay rent"])
        try await app.type("Ada")
        try await app.press("Enter", "j")
        await app.waitFor("› [ ] Call Grace")
        await app.waitFor("2/3")
    }

    @Test func tabSentWithTheEnterThatOpensATodoMovesToTheNote() async throws {
        let app = try await start(withTodos: ["Buy milk"])
        try await app.type("Ada")
        try await app.press("Enter")
        await app.waitFor("› [ ] Buy milk")
        // Open, type into the note, save, log out and quit: the app finishes writing
        // before it exits.
        try await app.press("Enter", "Tab", "o", "a", "t", "C-s", "Escape", "Escape")
        #expect(await app.waitForExit() == 0)
        let listed = try await binary.run(["--data-dir", dataDirectory, "list", "--user", "Ada", "--json"], home: home.url)
        #expect(listed.output.contains(#""note" : "oat""#), "\(listed.output)")
        #expect(listed.output.contains(#""title" : "Buy milk""#))
    }
}
