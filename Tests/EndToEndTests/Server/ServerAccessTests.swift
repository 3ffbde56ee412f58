import Foundation
import TerminalTesting
import Testing

extension ServerEndToEndTests {
    /// What the server itself enforces, whatever the client: `psql` as a role gets no more
    /// than todo-tui does.
    @Suite(.leavesNothingBehind) struct ServerAccessTests {
        /// Ada's Groceries, with Milk and Eggs, shared with grace to change, and with eve to
        /// read only if `sharedReadOnlyWithEve`.
        private func groceries(sharedReadOnlyWithEve: Bool) async throws -> ServerSandbox {
            let server = try await ServerSandbox.start()
            try await server.succeeding(as: "ada", "add", "--user", "Groceries", "Milk")
            try await server.succeeding(as: "ada", "add", "--user", "Groceries", "Eggs")
            try await server.succeeding(as: "ada", "share", "Groceries", "--with", "grace")
            if sharedReadOnlyWithEve {
                try await server.succeeding(as: "ada", "share", "Groceries", "--with", "eve", "--read-only")
            }
            return server
        }

        @Test func psqlAsARoleTheListIsNotSharedWithSeesNoneOfItsRowsAndChangesNone() async throws {
            let server = try await groceries(sharedReadOnlyWithEve: false)
            let shared = try await server.psql(as: "grace", ["SELECT count(*) FROM todo_tui.todos"])
            #expect(shared.output == "2\n", "grace, whom it is shared with, sees its rows: \(shared.errorOutput)")

            let notShared = try await server.psql(as: "eve", [
                "SELECT count(*) FROM todo_tui.todos",
                "SELECT count(*) FROM todo_tui.lists",
                "UPDATE todo_tui.todos SET title = 'Mine now', is_done = true",
                "DELETE FROM todo_tui.todos",
            ])
            #expect(notShared.status == 0, "\(notShared.errorOutput)")
            #expect(notShared.outputLines == ["0", "0", "UPDATE 0", "DELETE 0"])
            #expect(try await server.listed("Groceries", as: "ada") == ["[ ] Milk", "[ ] Eggs"])
            await server.stop()
        }

        @Test func psqlAsARoleTheListIsSharedWithForReadingOnlyMayReadButNotChangeIt() async throws {
            let server = try await groceries(sharedReadOnlyWithEve: true)
            let read = try await server.psql(as: "eve", ["SELECT title FROM todo_tui.todos ORDER BY position"])
            #expect(read.outputLines == ["Milk", "Eggs"], "\(read.errorOutput)")

            let changed = try await server.psql(as: "eve", ["UPDATE todo_tui.todos SET title = 'Mine now'"])
            #expect(changed.status != 0)
            #expect(changed.errorOutput.contains("row-level security"), "\(changed.errorOutput)")
            let deleted = try await server.psql(as: "eve", ["DELETE FROM todo_tui.todos"])
            #expect(deleted.outputLines == ["DELETE 0"], "\(deleted.errorOutput)")
            #expect(try await server.listed("Groceries", as: "ada") == ["[ ] Milk", "[ ] Eggs"])
            await server.stop()
        }
    }
}
