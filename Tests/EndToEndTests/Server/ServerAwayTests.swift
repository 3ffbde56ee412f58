import Foundation
import TerminalTesting
import Testing

/// The server stopped and started again while people have lists open: the interface
/// says what it could not save rather than drop it, stays usable, and picks up again by
/// itself once the server is back.
@Suite(.leavesNothingBehind) struct ServerAwayTests {
    /// How long an open list may take to hear of a change once the server is back: its
    /// listening connection tries again after 1, 2, 4… seconds.
    static let reconnectDeadline: Duration = .seconds(40)

    /// Ada's Groceries, with Milk and Eggs, shared with grace; each with the list open.
    private func adaAndGraceOnGroceries(_ server: ServerSandbox) async throws -> (ada: TmuxSession, grace: TmuxSession) {
        try await server.succeeding(as: "ada", "add", "--user", "Groceries", "Milk")
        try await server.succeeding(as: "ada", "add", "--user", "Groceries", "Eggs")
        try await server.succeeding(as: "ada", "share", "Groceries", "--with", "grace")
        let ada = try await server.interface(as: "ada", "--user", "Groceries")
        let grace = try await server.interface(as: "grace", "--user", "Groceries · ada")
        await ada.waitFor("› [ ] Milk")
        await grace.waitFor("› [ ] Milk")
        return (ada, grace)
    }

    @Test func aChangeWhileTheServerIsDownIsSaidOnOneLineKeptAndSavedOnceItIsBackWhenOthersChangesShowAgain() async throws {
        let server = try await ServerSandbox.start()
        let (ada, grace) = try await adaAndGraceOnGroceries(server)

        try await server.cluster.stopServer()
        try await ada.press("Space")
        await ada.waitUntil("one line saying the change could not be saved, above the footer") { lines in
            guard let row = lines.firstIndex(where: { $0.hasPrefix(" Not saved: Could not connect to the todo server") })
            else { return false }
            return lines.indices.contains(row + 1) && lines[row + 1].hasPrefix("r retry saving")
        }
        // Still answering keys, not hung on the server.
        try await ada.press("j")
        await ada.waitFor("› [ ] Eggs")
        let down = try await server.run(as: "ada", "list", "--user", "Groceries")
        #expect(down.status == 1)
        #expect(down.errorOutput.contains("Could not connect to the todo server \(server.serverName)"), "\(down.errorOutput)")

        try await server.cluster.startServer()
        // Another role's change shows again: the list's listening connection is back.
        try await grace.press("j", "Space")
        await grace.waitFor("› [x] Eggs")
        await ada.waitFor("[x] Eggs", timeout: Self.reconnectDeadline)
        // Ada's change was kept, not dropped: r saves it now, and grace sees it.
        try await ada.press("r")
        await ada.waitUntil("the change saved") { lines in !lines.contains { $0.contains("Not saved") } }
        await grace.waitFor("[x] Milk", timeout: SharedListTests.liveChangeDeadline)
        #expect(try await server.listed("Groceries", as: "ada") == ["[x] Milk", "[x] Eggs"])

        for app in [ada, grace] {
            try await app.press("C-c")
            #expect(await app.waitForExit() == 0)
        }
    }

    @Test func aListOpenedWhileTheServerIsDownShowsByItselfOnceItIsBack() async throws {
        let server = try await ServerSandbox.start()
        try await server.succeeding(as: "ada", "add", "--user", "Groceries", "Milk")
        let ada = try await server.interface(as: "ada", "--user", "Groceries")
        await ada.waitFor("› [ ] Milk")

        try await server.cluster.stopServer()
        try await ada.press("Escape")
        await ada.waitFor("What's your name?")
        try await ada.type("Groceries")
        try await ada.press("Enter")
        await ada.waitFor("Couldn't load your todos: Could not connect to the todo server")

        try await server.cluster.startServer()
        // Known bug, reported to the lead: a list whose first read failed is never read
        // again; logging out and in again is the only way to it.
        await withKnownIssue("a list that could not be read is not read again once the server is back") {
            await ada.waitFor("[ ] Milk", timeout: .seconds(20))
        }
        try await ada.press("C-c")
        #expect(await ada.waitForExit() == 0)
    }
}
