import Foundation
import TerminalTesting
import Testing

/// `done`, `undone`, `rm` and `edit`: a todo named by its id or the start of it, in the
/// list of the user given, and a clear refusal for any other id.
///
/// Serialized: its tests run the binary many times each, and a couple of dozen runs at
/// once on a two-core machine starve the tests elsewhere that wait with a deadline.
@Suite(.leavesNothingBehind, .serialized) struct ChangingCommandTests {
    let sandbox: CommandLineSandbox

    init() throws {
        sandbox = try CommandLineSandbox()
    }

    /// Adds a todo to Ada's list and gives its id as `add` printed it.
    @discardableResult
    private func add(_ arguments: String...) async throws -> String {
        let result = try await sandbox.binary.run(
            ["--data-dir", sandbox.dataDirectory, "add", "--user", "Ada"] + arguments, home: sandbox.directory.url
        )
        #expect(result.status == 0, "\(result.errorOutput)")
        return result.output.trimmingCharacters(in: .newlines)
    }

    private func adasList() async throws -> [String] {
        try await sandbox.succeeding("list", "--user", "Ada").outputLines
    }

    /// Two todos whose ids both start with `aaaa`, and one that starts with `bbbb`.
    private func importTodosWithLookAlikeIds() async throws {
        let json = """
            [{"id": "AAAA0000-0000-4000-8000-000000000001", "title": "first"},
             {"id": "AAAA1111-0000-4000-8000-000000000002", "title": "second"},
             {"id": "BBBB0000-0000-4000-8000-000000000003", "title": "third"}]
            """
        try await sandbox.succeeding("import", "--user", "Ada", "-", input: Data(json.utf8))
    }

    @Test func doneAndUndoneMarkATodoByItsWholeId() async throws {
        let id = try await add("Buy milk")
        try await add("Call Bob")

        let done = try await sandbox.succeeding("done", "--user", "Ada", id)
        #expect(done.standardOutput.isEmpty)
        #expect(done.standardError.isEmpty)
        #expect(try await adasList() == ["[x] Buy milk", "[ ] Call Bob"])

        try await sandbox.succeeding("done", "--user", "Ada", id)
        #expect(try await adasList() == ["[x] Buy milk", "[ ] Call Bob"], "done twice is still done")

        try await sandbox.succeeding("undone", "--user", "ada", id.lowercased())
        #expect(try await adasList() == ["[ ] Buy milk", "[ ] Call Bob"])
    }

    @Test func aTodoIsFoundByTheStartOfItsIdInAnyCaseWithOrWithoutDashes() async throws {
        try await importTodosWithLookAlikeIds()
        for id in ["aaaa0", "AAAA-0000", "aaaa0000000040008000000000000001"] {
            try await sandbox.succeeding("done", "--user", "Ada", id)
            #expect(try await sandbox.succeeding("list", "--user", "Ada", "--done").outputLines == ["[x] first"], "\(id)")
            try await sandbox.succeeding("undone", "--user", "Ada", id)
        }
    }

    @Test func rmDeletesThatTodoAndNoOther() async throws {
        try await importTodosWithLookAlikeIds()
        let removed = try await sandbox.succeeding("rm", "--user", "Ada", "bbbb")
        #expect(removed.standardOutput.isEmpty)
        #expect(try await adasList() == ["[ ] first", "[ ] second"])
    }

    @Test func editChangesOnlyTheFieldsGiven() async throws {
        let id = try await add("Pay rent", "--note", "to the landlord", "--priority", "low", "--due", "2026-11-27")
        try await sandbox.succeeding("edit", "--user", "Ada", id, "--priority", "HIGH")
        #expect(try await todo(id)["priority"] as? String == "high")
        #expect(try await todo(id)["note"] as? String == "to the landlord")
        #expect(try await todo(id)["due"] as? String == "2026-11-27")

        try await sandbox.succeeding("edit", "--user", "Ada", id, "--title", " Pay\nthe rent ", "--note", "two\nlines", "--due", "2027-01-31")
        let edited = try await todo(id)
        #expect(edited["title"] as? String == "Pay the rent")
        #expect(edited["note"] as? String == "two\nlines")
        #expect(edited["due"] as? String == "2027-01-31")
        #expect(edited["priority"] as? String == "high")
        #expect(try await adasList() == ["[ ] !!! Pay the rent (due 2027-01-31)"])

        try await sandbox.succeeding("edit", "--user", "Ada", id, "--due", "", "--note", "", "--priority", "none")
        let cleared = try await todo(id)
        #expect(cleared["due"] is NSNull)
        #expect(cleared["note"] as? String == "")
        #expect(cleared["priority"] as? String == "none")
        #expect(try await adasList() == ["[ ] Pay the rent"])
    }

    /// Ada's todo with this id, as `list --json` prints it.
    private func todo(_ id: String) async throws -> [String: Any] {
        let json = try await sandbox.succeeding("list", "--user", "Ada", "--json").standardOutput
        let objects = try #require(try JSONSerialization.jsonObject(with: json) as? [[String: Any]])
        return try #require(objects.first { $0["id"] as? String == id })
    }

    @Test func anUnknownIdFailsWithAMessageAndChangesNothing() async throws {
        try await importTodosWithLookAlikeIds()
        let before = try await adasList()
        for command in [["done"], ["undone"], ["rm"], ["edit", "--title", "new"]] {
            let prefix = try await sandbox.run(command[0], "--user", "Ada", "cccc", extraArguments: Array(command.dropFirst()))
            #expect(prefix.status == 1)
            #expect(prefix.standardOutput.isEmpty)
            #expect(prefix.errorOutput == "Error: Ada has no todo whose id starts with cccc.\n")

            let whole = UUID().uuidString
            let unknown = try await sandbox.run(command[0], "--user", "Ada", whole, extraArguments: Array(command.dropFirst()))
            #expect(unknown.status == 1)
            #expect(unknown.errorOutput == "Error: Ada has no todo with the id \(whole).\n")
        }
        #expect(try await adasList() == before)
    }

    @Test func anAmbiguousStartOfAnIdIsRefusedSayingHowManyMatch() async throws {
        try await importTodosWithLookAlikeIds()
        let before = try await adasList()
        for command in [["done"], ["undone"], ["rm"], ["edit", "--priority", "high"]] {
            let result = try await sandbox.run(command[0], "--user", "Ada", "aaaa", extraArguments: Array(command.dropFirst()))
            #expect(result.status == 1)
            #expect(result.errorOutput
                == "Error: 2 of Ada's todos have ids that start with aaaa; give more of the id (see list --ids).\n")
        }
        #expect(try await adasList() == before)
    }

    @Test func anotherUsersTodoIsNotFound() async throws {
        let id = try await add("Ada's own")
        try await sandbox.succeeding("add", "--user", "Bob", "Bob's")
        let result = try await sandbox.run("rm", "--user", "Bob", id)
        #expect(result.status == 1)
        #expect(result.errorOutput == "Error: Bob has no todo with the id \(id).\n")
        let stranger = try await sandbox.run("done", "--user", "Carol", id)
        #expect(stranger.errorOutput == "Error: Carol has no todo with the id \(id).\n")
        #expect(try await adasList() == ["[ ] Ada's own"])
    }

    @Test(arguments: ["abc", "12", "zzzz", "1b2c!", "１２３４", ""])
    func whatIsNotAnIdIsAUsageErrorThatTouchesNothing(id: String) async throws {
        let result = try await sandbox.run("done", "--user", "Ada", id)
        #expect(result.status == 64)
        #expect(result.errorOutput.contains("give the id add printed, or its first 4 or more characters"), "\(result.errorOutput)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.dataDirectory))
    }

    @Test func withoutADatabaseNothingIsCreated() async throws {
        let result = try await sandbox.run("done", "--user", "Ada", "1b2c")
        #expect(result.status == 1)
        #expect(result.errorOutput.contains("There is no todo database at"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.dataDirectory))
    }

    @Test func editWithNothingToChangeOrABlankTitleIsAUsageError() async throws {
        let id = try await add("Buy milk")
        let nothing = try await sandbox.run("edit", "--user", "Ada", id)
        #expect(nothing.status == 64)
        #expect(nothing.errorOutput.hasPrefix("Error: Give at least one of --title, --note, --priority and --due.\n"))
        let blank = try await sandbox.run("edit", "--user", "Ada", id, "--title", " \n ")
        #expect(blank.status == 64)
        #expect(blank.errorOutput.hasPrefix("Error: A todo needs a title that is not blank.\n"))
        #expect(try await adasList() == ["[ ] Buy milk"])
    }

    @Test(arguments: [["add", "--user", "Ada", "Pay rent"], ["edit", "--user", "Ada", "1b2c"]])
    func aBadDateOrPriorityIsAUsageErrorThatSaysWhatIsAcceptedAndTouchesNothing(command: [String]) async throws {
        for date in ["soon", "2026-02-30", "+3y"] {
            let result = try await sandbox.binary.run(
                ["--data-dir", sandbox.dataDirectory] + command + ["--due", date], home: sandbox.directory.url
            )
            #expect(result.status == 64)
            #expect(result.errorOutput.hasPrefix(
                "Error: '\(date)' is not a date. Type today, tomorrow, yesterday, a weekday (fri), next week, +3d, +2w, +1m, "
                    + "a month and day (dec 1) or 2026-12-01; leave it empty for no date.\n"
            ), "\(result.errorOutput)")
        }
        let priority = try await sandbox.binary.run(
            ["--data-dir", sandbox.dataDirectory] + command + ["--priority", "urgent"], home: sandbox.directory.url
        )
        #expect(priority.status == 64)
        #expect(priority.errorOutput.hasPrefix(
            "Error: The value 'urgent' is invalid for '--priority <priority>'. Please provide one of 'high', 'medium', 'low' or 'none'.\n"
        ), "\(priority.errorOutput)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.dataDirectory))
    }
}

private extension CommandLineSandbox {
    /// `run` for arguments that are partly fixed and partly chosen by the test.
    func run(_ arguments: String..., extraArguments: [String]) async throws -> ProcessResult {
        try await binary.run(["--data-dir", dataDirectory] + arguments + extraArguments, home: directory.url)
    }
}
