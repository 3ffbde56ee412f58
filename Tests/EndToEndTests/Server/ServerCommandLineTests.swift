import Foundation
import TerminalTesting
import Testing

extension ServerEndToEndTests {
    /// The subcommands on a PostgreSQL server: the same scripting as on SQLite, with `--user`
    /// naming a list, and `setup`, `lists`, `share` and `unshare`, which only a server has.
    @Suite(.leavesNothingBehind) struct ServerCommandLineTests {
        @Test func everySubcommandRoundTripsATodoOnAServer() async throws {
            let server = try await ServerSandbox.start()
            let id = try await server.succeeding(as: "ada", "add", "--user", "Groceries", "Milk", "--note", "oat", "--priority", "high")
                .output.trimmingCharacters(in: .newlines)
            try await server.succeeding(as: "ada", "add", "--user", "Groceries", "Eggs", "--due", "2030-01-02")
            #expect(try await server.listed("Groceries", as: "ada") == ["[ ] !!! Milk", "[ ] Eggs (due 2030-01-02)"])

            try await server.succeeding(as: "ada", "done", "--user", "groceries", String(id.prefix(6)))
            #expect(try await server.listed("Groceries", as: "ada") == ["[x] !!! Milk", "[ ] Eggs (due 2030-01-02)"])
            try await server.succeeding(as: "ada", "undone", "--user", "Groceries", id)
            try await server.succeeding(as: "ada", "edit", "--user", "Groceries", id, "--title", "Oat milk", "--priority", "none")
            #expect(try await server.listed("Groceries", as: "ada") == ["[ ] Oat milk", "[ ] Eggs (due 2030-01-02)"])

            let exported = try await server.succeeding(as: "ada", "export", "--user", "Groceries").standardOutput
            try await server.succeeding(as: "ada", "rm", "--user", "Groceries", id)
            #expect(try await server.listed("Groceries", as: "ada") == ["[ ] Eggs (due 2030-01-02)"])

            // Imported back, the removed todo returns with its note; the one still there is skipped.
            let imported = try await server.succeeding(as: "ada", "import", "--user", "Groceries", "--format", "json", "-", input: exported)
            #expect(imported.output == "Imported 1 todo; 1 was already there.\n")
            let json = try await server.succeeding(as: "ada", "list", "--user", "Groceries", "--json").output
            #expect(json.contains(#""note" : "oat""#), "\(json)")
            #expect(json.contains(id), "the todo kept its id: \(json)")
            #expect(try await server.listed("Groceries", as: "ada") == ["[ ] Eggs (due 2030-01-02)", "[ ] Oat milk"])

            let todoTxt = try await server.succeeding(as: "ada", "export", "--user", "Groceries", "--format", "todotxt").output
            #expect(todoTxt.contains("Eggs due:2030-01-02"), "\(todoTxt)")
            await server.stop()
        }

        @Test func listsShowsOwnListsAndThoseSharedWithTheRoleWithItsAccessAsJSON() async throws {
            let server = try await ServerSandbox.start()
            try await server.succeeding(as: "ada", "add", "--user", "Groceries", "Milk")
            try await server.succeeding(as: "ada", "add", "--user", "Groceries", "Eggs")
            try await server.succeeding(as: "ada", "done", "--user", "Groceries",
                                        try await server.succeeding(as: "ada", "add", "--user", "Groceries", "Bread").output
                                            .trimmingCharacters(in: .newlines))
            try await server.succeeding(as: "grace", "add", "--user", "Books", "Dune")
            let shared = try await server.succeeding(as: "ada", "share", "Groceries", "--with", "grace", "--read-only")
            #expect(shared.output == "Shared Groceries with grace to read only.\n")

            let lists = try await server.succeeding(as: "grace", "lists", "--json").standardOutput
            let decoded = try #require(try JSONSerialization.jsonObject(with: lists) as? [[String: Any]])
            #expect(decoded.count == 2, "\(decoded)")
            #expect(decoded.first?["name"] as? String == "Books")
            #expect(decoded.first?["access"] as? String == "owner")
            #expect(decoded.last?["name"] as? String == "Groceries · ada")
            #expect(decoded.last?["owner"] as? String == "ada")
            #expect(decoded.last?["access"] as? String == "read")
            #expect(decoded.last?["openTodos"] as? Int == 2)

            #expect(try await server.succeeding(as: "grace", "lists").outputLines == [
                "Books\tgrace\towner\t1 open", "Groceries · ada\tada\tread\t2 open",
            ])
            #expect(try await server.succeeding(as: "eve", "lists").output.isEmpty, "eve has no list, and none is shared with her")
            await server.stop()
        }

        @Test func setupMakesTheSchemaOnceAndRunAgainSaysItIsUpToDateAndChangesNothing() async throws {
            let server = try await ServerSandbox.start(settingUp: false)
            let before = try await server.run(as: "ada", "lists")
            #expect(before.status == 1)
            #expect(before.errorOutput.contains("has no todo-tui lists yet. Run todo-tui --server … setup there once"), "\(before.errorOutput)")

            let first = try await server.succeeding(as: ServerSandbox.owner, "setup")
            let created = "Created the todo-tui schema (version 3) in \(server.database.name), owned by \(ServerSandbox.owner)."
            #expect(first.output.hasPrefix(created), "\(first.output)")
            try await server.succeeding(as: "ada", "add", "--user", "Groceries", "Milk")
            let again = try await server.succeeding(as: ServerSandbox.owner, "setup")
            #expect(again.output == "The todo-tui schema in \(server.database.name) is up to date (version 3): nothing to do.\n")
            #expect(try await server.listed("Groceries", as: "ada") == ["[ ] Milk"])
            await server.stop()
        }

        @Test func sharingWithARoleThatDoesNotExistExits1SayingSoAndSharesNothing() async throws {
            let server = try await ServerSandbox.start()
            try await server.succeeding(as: "ada", "add", "--user", "Groceries", "Milk")
            let result = try await server.run(as: "ada", "share", "Groceries", "--with", "gracie")
            #expect(result.status == 1)
            #expect(result.errorOutput == "Error: Could not share Groceries: there is no role gracie on the server.\n")
            #expect(try await server.succeeding(as: "grace", "lists").output.isEmpty)
            await server.stop()
        }

        @Test func aListSharedReadOnlyRefusesAnAddWithExitStatus1AndChangesNothing() async throws {
            let server = try await ServerSandbox.start()
            try await server.succeeding(as: "ada", "add", "--user", "Groceries", "Milk")
            try await server.succeeding(as: "ada", "share", "Groceries", "--with", "eve", "--read-only")
            #expect(try await server.listed("Groceries · ada", as: "eve") == ["[ ] Milk"], "eve may read it")

            let added = try await server.run(as: "eve", "add", "--user", "Groceries · ada", "Cake")
            #expect(added.status == 1)
            #expect(added.errorOutput == "Error: ada shared Groceries with you for reading only: nothing was changed.\n")
            #expect(added.output.isEmpty)
            #expect(try await server.listed("Groceries", as: "ada") == ["[ ] Milk"])
            await server.stop()
        }

        @Test func anUnsharedListIsNoLongerOpenToTheRoleItWasSharedWith() async throws {
            let server = try await ServerSandbox.start()
            try await server.succeeding(as: "ada", "add", "--user", "Groceries", "Milk")
            try await server.succeeding(as: "ada", "share", "Groceries", "--with", "grace")
            #expect(try await server.listed("Groceries · ada", as: "grace") == ["[ ] Milk"])

            let unshared = try await server.succeeding(as: "ada", "unshare", "Groceries", "--with", "grace")
            #expect(unshared.output == "Groceries is no longer shared with grace.\n")
            #expect(try await server.succeeding(as: "grace", "lists").output.isEmpty)
            let added = try await server.run(as: "grace", "add", "--user", "Groceries · ada", "Cake")
            #expect(added.status == 1)
            #expect(added.errorOutput.contains("There is no list Groceries · ada that you may open"), "\(added.errorOutput)")
            await server.stop()
        }

        @Test func aSubcommandWhileTheServerIsDownWorksOnTheCopyHereAndSaysWhatWaits() async throws {
            let server = try await ServerSandbox.start(ownCluster: true)
            try await server.succeeding(as: "ada", "add", "--user", "Groceries", "Milk")
            try await server.cluster.stopServer()

            let listed = try await server.run(as: "ada", "list", "--user", "Groceries")
            #expect(listed.status == 0, "\(listed.errorOutput)")
            #expect(listed.outputLines == ["[ ] Milk"], "the copy made when Milk was added")
            let added = try await server.run(as: "ada", "add", "--user", "Groceries", "Eggs")
            #expect(added.status == 0, "\(added.errorOutput)")
            #expect(added.errorOutput == "todo-tui: the server \(server.serverName) cannot be reached now: 1 change kept on this machine, "
                + "sent when todo-tui next runs with the server there.\n")
            let lists = try await server.run(as: "ada", "lists")
            #expect(lists.status == 0, "\(lists.errorOutput)")
            #expect(lists.outputLines.first?.hasPrefix("Groceries") == true, "the lists copied here: \(lists.output)")

            let never = try await server.run(as: "ada", "list", "--user", "Tools")
            #expect(never.status == 1)
            #expect(never.errorOutput.hasPrefix("Error: Tools has never been opened on this machine, and the server \(server.serverName) "
                + "cannot be reached"), "\(never.errorOutput)")
            #expect(never.errorOutput.filter { $0 == "\n" }.count == 1, "one line: \(never.errorOutput)")

            try await server.cluster.startServer()
            #expect(try await server.listed("Groceries", as: "ada") == ["[ ] Milk", "[ ] Eggs"], "sent once it is back")
            await server.stop()
        }

        @Test func theServerComesFromTodoTUIServerAsAURIOrFromLibpqsVariablesWhenEmpty() async throws {
            let server = try await ServerSandbox.start()
            let socket = server.cluster.directory.path.replacingOccurrences(of: "/", with: "%2F")
            let uri = "postgresql://ada@\(socket):\(server.cluster.port)/\(server.database.name)"
            let added = try await server.run(["add", "--user", "Groceries", "Milk"], environment: ["TODO_TUI_SERVER": uri])
            #expect(added.status == 0, "\(added.errorOutput)")

            let variables = [
                "TODO_TUI_SERVER": "", "PGHOST": server.cluster.directory.path, "PGPORT": "\(server.cluster.port)",
                "PGDATABASE": server.database.name, "PGUSER": "ada",
            ]
            let listed = try await server.run(["list", "--user", "Groceries"], environment: variables)
            #expect(listed.status == 0, "\(listed.errorOutput)")
            #expect(listed.outputLines == ["[ ] Milk"])
            await server.stop()
        }

        @Test func withServerDataDirSaysWhereTheCopiesAreKeptAndDataDirAloneIgnoresTodoTUIServer() async throws {
            let sandbox = try CommandLineSandbox()
            let both = try await sandbox.binary.run(
                ["--server", "host=/nowhere", "--data-dir", sandbox.dataDirectory, "list", "--user", "Ada"], home: sandbox.directory.url
            )
            #expect(both.status == 1)
            #expect(both.errorOutput.hasPrefix("Error: Ada has never been opened on this machine, and the server /nowhere cannot be reached"),
                    "\(both.errorOutput)")
            let copies = try FileManager.default.contentsOfDirectory(atPath: sandbox.dataDirectory + "/servers")
            #expect(copies.count == 1 && copies[0].contains("@_nowhere_5432_"),
                    "the server's copies are kept under the data directory: \(copies)")
            #expect(!FileManager.default.fileExists(atPath: sandbox.directory.url.appendingPathComponent(".local/share/todo-tui").path),
                    "and nothing under the standard place")

            let added = try await sandbox.run("add", "--user", "Ada", "Milk", environment: ["TODO_TUI_SERVER": "host=/nowhere"])
            #expect(added.status == 0, "--data-dir chooses SQLite: \(added.errorOutput)")
        }
    }
}
