import Foundation
import Glibc
import TerminalTesting
import Testing

extension ServerEndToEndTests {
    /// The server stopped and started again while people have lists open: a list opened on
    /// this machine keeps working from its copy, the header counts what waits, and what
    /// waited reaches the server and the others by itself once it is back.
    @Suite(.leavesNothingBehind) struct ServerAwayTests {
        /// How long an open list may take to find the server back and send what waited: it
        /// tries again every 4 s at most, so 5 s is the figure; this leaves room for a busy
        /// machine.
        static let reconnectDeadline: Duration = .seconds(20)

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

        /// The server's own list, read with psql: what reached it, whatever the copies say.
        private func onTheServer(_ server: ServerSandbox) async throws -> [String] {
            let result = try await server.psql(as: "ada", [
                "SELECT CASE WHEN is_done THEN '[x] ' ELSE '[ ] ' END || title FROM todo_tui.todos ORDER BY position, id",
            ])
            #expect(result.status == 0, "\(result.errorOutput)")
            return result.outputLines
        }

        @Test func whileTheServerIsDownChangesAreKeptAndCountedAndReachTheOtherByThemselvesOnceItIsBack() async throws {
            let server = try await ServerSandbox.start(ownCluster: true)
            let (ada, grace) = try await adaAndGraceOnGroceries(server)

            try await server.cluster.stopServer()
            await ada.waitFor("Groceries · offline")
            try await ada.press("Space")
            await ada.waitFor("› [x] Milk")
            await ada.waitFor("Groceries · offline · 1 change to send")
            try await ada.press("j")
            try await ada.press("Space")
            await ada.waitFor("› [x] Eggs")
            await ada.waitFor("Groceries · offline · 2 changes to send")
            // A command works on the copy too, and says its change waits.
            let added = try await server.run(as: "ada", "add", "--user", "Groceries", "Bread")
            #expect(added.status == 0, "\(added.errorOutput)")
            #expect(added.errorOutput.contains("cannot be reached now: 3 changes kept on this machine"), "\(added.errorOutput)")

            try await server.cluster.startServer()
            await ada.waitUntil(timeout: Self.reconnectDeadline, "everything sent, nothing pressed") { lines in
                lines.first?.contains("Groceries") == true && lines.first?.contains("offline") == false
                    && lines.first?.contains("to send") == false
            }
            await grace.waitFor("[x] Eggs", timeout: Self.reconnectDeadline)
            expectScreen(try await grace.capture(), contains: "[x] Milk")
            expectScreen(try await grace.capture(), contains: "[ ] Bread")
            #expect(try await onTheServer(server) == ["[x] Milk", "[x] Eggs", "[ ] Bread"], "each change once, in order")

            // And live both ways again.
            try await grace.press("Space")
            await grace.waitFor("› [ ] Milk")
            await ada.waitFor("[ ] Milk", timeout: SharedListTests.liveChangeDeadline)

            for app in [ada, grace] {
                try await app.press("C-c")
                #expect(await app.waitForExit() == 0)
            }
            await server.stop()
        }

        @Test func changesKeptWhenTheProgramIsKilledAreSentByTheNextStartOfAnyCommand() async throws {
            let server = try await ServerSandbox.start(ownCluster: true)
            try await server.succeeding(as: "ada", "add", "--user", "Groceries", "Milk")
            let ada = try await server.interface(as: "ada", "--user", "Groceries")
            await ada.waitFor("› [ ] Milk")

            try await server.cluster.stopServer()
            await ada.waitFor("Groceries · offline")
            try await ada.press("Space")
            await ada.waitFor("Groceries · offline · 1 change to send")
            let pid = try #require(try await ada.programPID())
            kill(pid, SIGKILL)
            _ = await ada.waitForExit()

            try await server.cluster.startServer()
            #expect(try await onTheServer(server) == ["[ ] Milk"], "not sent yet")
            let lists = try await server.succeeding(as: "ada", "lists")
            #expect(lists.errorOutput.isEmpty, "\(lists.errorOutput)")
            #expect(try await onTheServer(server) == ["[x] Milk"], "sent by the next command, whichever it is")
            await server.stop()
        }

        @Test func aListOpenedBeforeOpensFromItsCopyWhileTheServerIsDownAndOneNeverOpenedSaysWhy() async throws {
            let server = try await ServerSandbox.start(ownCluster: true)
            try await server.succeeding(as: "ada", "add", "--user", "Groceries", "Milk")
            try await server.succeeding(as: "ada", "share", "Groceries", "--with", "grace")
            let ada = try await server.interface(as: "ada", "--user", "Groceries")
            await ada.waitFor("› [ ] Milk")

            try await server.cluster.stopServer()
            try await ada.press("Escape")
            await ada.waitFor("Which list?")
            try await ada.type("Groceries")
            try await ada.press("Enter")
            await ada.waitFor("› [ ] Milk")
            await ada.waitFor("Groceries · offline")

            let grace = try await server.interface(as: "grace", "--user", "Groceries · ada")
            await grace.waitFor("Couldn't load your todos: Groceries · ada has never been opened on this")
            try await server.cluster.startServer()
            await grace.waitFor("› [ ] Milk", timeout: Self.reconnectDeadline)

            for app in [ada, grace] {
                try await app.press("C-c")
                #expect(await app.waitForExit() == 0)
            }
            await server.stop()
        }
    }
}
