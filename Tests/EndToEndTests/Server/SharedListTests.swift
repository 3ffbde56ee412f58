import Foundation
import TerminalTesting
import Testing

extension ServerEndToEndTests {
    /// Two people at two terminals on one list on a PostgreSQL server: sharing, a change seen
    /// live by the other, and a list shared for reading only.
    @Suite(.leavesNothingBehind) struct SharedListTests {
        /// How long a change by one role may take to show on another's screen. The issue asks
        /// for a second, which the benchmarks measure; this only has to tell a change told by
        /// the server from one never told, on a busy machine.
        static let liveChangeDeadline: Duration = .seconds(10)

        /// Adds `title` in the interface's open list with n, the title and Ctrl-S.
        private func add(_ title: String, in app: TmuxSession) async throws {
            try await app.press("n")
            await app.waitFor("New todo")
            try await app.type(title)
            try await app.press("C-s")
            await app.waitFor("[ ] \(title)")
        }

        @Test func graceIsOfferedAdasSharedListAsSheTypesAndEachSeesTheOthersChangesLiveWithWhoMadeThem() async throws {
            let server = try await ServerSandbox.start()
            let ada = try await server.interface(as: "ada", "--user", "Groceries")
            await ada.waitFor("No todos yet")
            try await add("Milk", in: ada)
            try await add("Eggs", in: ada)
            try await server.succeeding(as: "ada", "share", "Groceries", "--with", "grace")

            let grace = try await server.interface(as: "grace")
            await grace.waitFor("Which list?")
            try await grace.type("Gro")
            await grace.waitUntil("Groceries · ada offered below what she typed") { lines in
                lines.contains { $0.trimmingCharacters(in: .whitespaces) == "Gro" }
                    && lines.contains { $0.trimmingCharacters(in: .whitespaces) == "Groceries · ada" }
            }
            try await grace.press("Tab", "Enter")
            await grace.waitUntil("the list's name in the header") { $0.first?.contains("Groceries · ada") == true }
            await grace.waitFor("› [ ] Milk")

            try await ada.press("k", "Space")
            await ada.waitFor("› [x] Milk")
            await grace.waitFor("[x] Milk", timeout: Self.liveChangeDeadline)
            await grace.waitFor("ada marked 'Milk' done")

            try await add("Bread", in: grace)
            await ada.waitFor("[ ] Bread", timeout: Self.liveChangeDeadline)
            await ada.waitFor("grace added 'Bread'")
            #expect(try await server.listed("Groceries", as: "ada") == ["[x] Milk", "[ ] Eggs", "[ ] Bread"])

            for app in [ada, grace] {
                try await app.press("C-c")
                #expect(await app.waitForExit() == 0)
            }
            await server.stop()
        }

        @Test func aChangeKeyOnAListSharedForReadingOnlyIsRefusedClearlyAndTheTodoStaysAsItWas() async throws {
            let server = try await ServerSandbox.start()
            try await server.succeeding(as: "ada", "add", "--user", "Groceries", "Milk")
            try await server.succeeding(as: "ada", "share", "Groceries", "--with", "eve", "--read-only")

            let eve = try await server.interface(as: "eve", "--user", "Groceries · ada")
            await eve.waitFor("› [ ] Milk")
            try await eve.press("Space")
            await eve.waitFor("Read only: shared by ada to read")
            expectScreen(try await eve.capture(), contains: "› [ ] Milk", "refused before it shows")
            #expect(try await server.listed("Groceries", as: "ada") == ["[ ] Milk"])
            try await eve.press("C-c")
            #expect(await eve.waitForExit() == 0)
            await server.stop()
        }
    }
}
