import Foundation
import TerminalTesting
import Testing

extension ServerEndToEndTests {
    /// The server stopped and started again while people have lists open: the interface
    /// says so and refuses changes rather than drop them, stays usable, and picks up again by
    /// itself once the server is back.
    @Suite(.leavesNothingBehind) struct ServerAwayTests {
        /// How long an open list may take to find the server back: it tries again after 1, 2,
        /// 4… seconds.
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

        @Test func whileTheServerIsDownAChangeIsRefusedOnOneLineAndOnceItIsBackChangesFlowBothWaysAgain() async throws {
            let server = try await ServerSandbox.start(ownCluster: true)
            let (ada, grace) = try await adaAndGraceOnGroceries(server)

            try await server.cluster.stopServer()
            await ada.waitFor("Groceries · server away, reconnecting…")
            try await ada.press("Space")
            await ada.waitUntil("one line saying nothing changed, above the footer") { lines in
                guard let row = lines.firstIndex(where: { $0.hasPrefix(" Server away: nothing changed") }) else { return false }
                return lines.indices.contains(row + 1) && lines[row + 1].hasPrefix("↑↓ move")
            }
            expectScreen(try await ada.capture(), contains: "› [ ] Milk", "the refused change does not show")
            // Still answering keys, not hung on the server.
            try await ada.press("j")
            await ada.waitFor("› [ ] Eggs")
            let down = try await server.run(as: "ada", "list", "--user", "Groceries")
            #expect(down.status == 1)
            #expect(down.errorOutput.contains("Could not connect to the todo server \(server.serverName)"), "\(down.errorOutput)")

            try await server.cluster.startServer()
            await ada.waitUntil(timeout: Self.reconnectDeadline, "the header no longer says the server is away") { lines in
                lines.first?.contains("Groceries") == true && lines.first?.contains("server away") == false
            }
            await grace.waitUntil(timeout: Self.reconnectDeadline, "the header no longer says the server is away") { lines in
                lines.first?.contains("Groceries · ada") == true && lines.first?.contains("server away") == false
            }
            // Another role's change shows again, and this one's is saved and shown to the other.
            try await grace.press("Space")
            await grace.waitFor("› [x] Milk")
            await ada.waitFor("[x] Milk", timeout: SharedListTests.liveChangeDeadline)
            try await ada.press("Space")
            await ada.waitFor("› [x] Eggs")
            await grace.waitFor("[x] Eggs", timeout: SharedListTests.liveChangeDeadline)
            #expect(try await server.listed("Groceries", as: "ada") == ["[x] Milk", "[x] Eggs"])

            for app in [ada, grace] {
                try await app.press("C-c")
                #expect(await app.waitForExit() == 0)
            }
            await server.stop()
        }

        @Test func aListOpenedWhileTheServerIsDownShowsByItselfOnceItIsBack() async throws {
            let server = try await ServerSandbox.start(ownCluster: true)
            try await server.succeeding(as: "ada", "add", "--user", "Groceries", "Milk")
            let ada = try await server.interface(as: "ada", "--user", "Groceries")
            await ada.waitFor("› [ ] Milk")

            try await server.cluster.stopServer()
            try await ada.press("Escape")
            await ada.waitFor("Which list?")
            try await ada.type("Groceries")
            try await ada.press("Enter")
            await ada.waitFor("Couldn't load your todos: Could not connect to the todo server")
            await ada.waitUntil("it says it tries again by itself") { lines in
                lines.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
                    .contains("Trying again by itself.")
            }

            try await server.cluster.startServer()
            await ada.waitFor("› [ ] Milk", timeout: Self.reconnectDeadline)
            try await ada.press("C-c")
            #expect(await ada.waitForExit() == 0)
            await server.stop()
        }
    }
}
