import Foundation
import TerminalTesting
import Testing

/// The scripting subcommands, run as the real binary on a temporary data directory.
@Suite(.leavesNothingBehind) struct CommandLineTests {
    let binary: TodoTUIBinary
    let directory: TemporaryDirectory

    init() throws {
        binary = try TodoTUIBinary.locate()
        directory = try TemporaryDirectory()
    }

    private var dataDirectory: String { directory.appending("data").path }

    /// Runs `todo-tui --data-dir <temporary> arguments…`.
    private func todoTUI(_ arguments: String..., input: Data = Data()) async throws -> ProcessResult {
        try await binary.run(["--data-dir", dataDirectory] + arguments, input: input, home: directory.url)
    }

    /// Like `todoTUI`, but records a failure showing standard error unless the run succeeded.
    @discardableResult
    private func succeeding(_ arguments: String..., input: Data = Data()) async throws -> ProcessResult {
        let result = try await binary.run(["--data-dir", dataDirectory] + arguments, input: input, home: directory.url)
        #expect(result.status == 0, "todo-tui \(arguments) failed: \(result.errorOutput)")
        return result
    }

    @Test func addedTodosAreListedInOrderWithTheirMarks() async throws {
        let id = try await succeeding("add", "--user", "Ada", "Buy milk", "--note", "semi-skimmed").output
        #expect(UUID(uuidString: id.trimmingCharacters(in: .newlines)) != nil)
        try await succeeding("add", "--user", "Ada", "Call Bob")
        try await succeeding("import", "--user", "Ada", "-", input: Data("x Pay rent\n".utf8))

        let list = try await succeeding("list", "--user", "Ada")
        #expect(list.outputLines == ["[ ] Buy milk", "[ ] Call Bob", "[x] Pay rent"])
        #expect(list.standardError.isEmpty)
    }

    @Test func eachUserListsOnlyTheirOwnTodos() async throws {
        try await succeeding("add", "--user", "Ada", "Ada's")
        try await succeeding("add", "--user", "Bob", "Bob's")
        #expect(try await succeeding("list", "--user", "Bob").outputLines == ["[ ] Bob's"])
        #expect(try await succeeding("list", "--user", "Carol").output == "")
    }

    @Test func listAsJSONHasTheDocumentedFields() async throws {
        let id = try await succeeding("add", "--user", "Ada", "Buy milk", "--note", "two\nlines").output
        let json = try await succeeding("list", "--user", "Ada", "--json").standardOutput

        let objects = try #require(try JSONSerialization.jsonObject(with: json) as? [[String: Any]])
        let object = try #require(objects.first)
        #expect(objects.count == 1)
        #expect(object["id"] as? String == id.trimmingCharacters(in: .newlines))
        #expect(object["title"] as? String == "Buy milk")
        #expect(object["note"] as? String == "two\nlines")
        #expect(object["done"] as? Bool == false)
        #expect(object["position"] as? Int == 0)
        #expect(object["priority"] as? String == "none")
        #expect(object["due"] is NSNull)
        for dateKey in ["createdAt", "updatedAt"] {
            let text = try #require(object[dateKey] as? String)
            #expect((try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)) != nil)
        }
    }

    @Test func exportedJSONImportsIntoAnotherUserUnchanged() async throws {
        try await succeeding("add", "--user", "Ada", "日本語 😀", "--note", "line one\nline two")
        try await succeeding("import", "--user", "Ada", "-", input: Data("x done already\nsecond\n".utf8))
        let exported = try await succeeding("export", "--user", "Ada").standardOutput
        let file = directory.appending("ada.json")
        try exported.write(to: file)

        let report = try await succeeding("import", "--user", "Bob", file.path)
        #expect(report.output == "Imported 3 todos.\n")

        let bobs = try await succeeding("export", "--user", "Bob").standardOutput
        let without: (Data) throws -> [[String: String]] = { data in
            let objects = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
            return objects.map { object in
                object.filter { $0.key != "id" }.mapValues { "\($0)" }
            }
        }
        #expect(try without(bobs) == without(exported))
    }

    @Test func todoTxtImportMarksDoneLinesAndSkipsBlankOnes() async throws {
        let file = directory.appending("todo.txt")
        try Data("Buy milk\n\nx Call Bob\n   \nx  spaced\nxylophone\n".utf8).write(to: file)

        let report = try await succeeding("import", "--user", "Ada", file.path)
        #expect(report.output == "Imported 4 todos.\n")
        #expect(try await succeeding("list", "--user", "Ada").outputLines == [
            "[ ] Buy milk", "[x] Call Bob", "[x] spaced", "[ ] xylophone",
        ])
        // Each with the day of the import: creation, and completion too for a done one.
        let exported = try await succeeding("export", "--user", "Ada", "--format", "todotxt").output
        #expect(exported.replacing(#/\d{4}-\d{2}-\d{2} /#, with: "D ") == "D Buy milk\nx D D Call Bob\nx D D spaced\nD xylophone\n")
    }

    @Test func aFileThatIsNotUTF8IsRefusedWithOneClearLineAndNothingImported() async throws {
        // 0xFF never appears in UTF-8.
        let files = [
            ("todo.txt", Data("Buy ".utf8) + [0xFF] + Data(" milk\n".utf8)),
            ("todos.json", Data("[{\"title\": \"a".utf8) + [0xFF] + Data("b\"}]".utf8)),
        ]
        for (name, contents) in files {
            let file = directory.appending(name)
            try contents.write(to: file)
            let result = try await todoTUI("import", "--user", "Ada", file.path)
            #expect(result.status == 1)
            #expect(result.errorOutput == "Error: \(file.path) is not UTF-8 text: import reads UTF-8 JSON, as export writes it, or todo.txt lines.\n")
        }
        // Refused before the store was opened: not even a database was made.
        #expect(!FileManager.default.fileExists(atPath: dataDirectory))
    }

    @Test func controlCharactersInTitlesAreLeftOutNotObeyed() async throws {
        try await succeeding("add", "--user", "Ada", "red \u{1B}[31malert\u{7}")
        let list = try await succeeding("list", "--user", "Ada")
        #expect(list.outputLines == ["[ ] red alert"])
        let json = try await succeeding("list", "--user", "Ada", "--json").standardOutput
        let objects = try #require(try JSONSerialization.jsonObject(with: json) as? [[String: Any]])
        #expect(objects.first?["title"] as? String == "red alert")
    }

    @Test func helpAndVersionWork() async throws {
        let help = try await binary.run(["--help"], home: directory.url)
        #expect(help.status == 0)
        for word in ["--data-dir", "--log-file", "--debug-tree", "add", "list", "import", "export"] {
            #expect(help.output.contains(word), "--help does not mention \(word)")
        }
        let version = try await binary.run(["--version"], home: directory.url)
        #expect(version.status == 0)
        #expect(version.output.wholeMatch(of: /\d+\.\d+\.\d+\n/) != nil)

        let subcommandHelp = try await binary.run(["list", "--help"], home: directory.url)
        #expect(subcommandHelp.output.contains("--json"))
    }

    @Test func theVersionIsTheNewestReleaseTheChangelogDescribes() async throws {
        let changelog = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("CHANGELOG.md")
        let text = try String(contentsOf: changelog, encoding: .utf8)
        let heading = #/\n## (\d+\.\d+\.\d+) /#
        let newest = try #require(text.firstMatch(of: heading)?.1, "CHANGELOG.md names no release as '## 1.2.3 (date)'")
        let version = try await binary.run(["--version"], home: directory.url)
        #expect(version.output == "\(newest)\n")
        #expect(newest != "0.1.0", "the README calls 0.1.0 an older release")
    }

    @Test func withoutATerminalTheInterfaceExitsWithStatus2AndOneLine() async throws {
        let result = try await todoTUI(input: Data("q\n".utf8))
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.errorOutput.hasSuffix("\n"))
        #expect(result.errorOutput.dropLast().contains("\n") == false)
        #expect(result.errorOutput.contains("terminal"))
        #expect(result.standardError.contains(0x1B) == false)
    }

    @Test func aCorruptDatabaseGivesAClearErrorAndIsLeftUnchanged() async throws {
        try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
        let file = URL(fileURLWithPath: dataDirectory).appendingPathComponent("todos.sqlite")
        let contents = Data("these are my notes, not a database\n".utf8)
        try contents.write(to: file)

        let result = try await todoTUI("list", "--user", "Ada")
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.errorOutput.contains(file.path))
        #expect(result.errorOutput.contains("not a todo-tui database"))
        #expect(result.errorOutput.split(separator: "\n").count <= 2)
        #expect(try Data(contentsOf: file) == contents)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dataDirectory) == ["todos.sqlite"])
    }

    @Test func aReadOnlyDataDirectoryGivesAClearError() async throws {
        try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
        chmod(dataDirectory, 0o555)
        let result = try await binary.run(
            ["--data-dir", dataDirectory, "add", "--user", "Ada", "Buy milk"],
            home: directory.url,
            asUnprivilegedUser: true
        )
        #expect(result.status == 1)
        #expect(result.errorOutput.contains("Cannot write to \(dataDirectory): it is read-only"))
        #expect(result.errorOutput.split(separator: "\n").count <= 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dataDirectory) == [])
    }

    @Test func twoProcessesAddingAtOnceLoseNothing() async throws {
        try await succeeding("add", "--user", "Ada", "first")
        let results = try await withThrowingTaskGroup(of: ProcessResult.self) { group in
            for index in 0..<12 {
                group.addTask { try await self.todoTUI("add", "--user", "Ada", "todo \(index)") }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0.status == 0 }, "\(results.map(\.errorOutput))")
        let titles = try await succeeding("list", "--user", "Ada").outputLines
        #expect(Set(titles) == Set(["[ ] first"] + (0..<12).map { "[ ] todo \($0)" }))
        #expect(titles.count == 13)
    }

    @Test func logsGoToTheLogFileAndNeverToTheScreen() async throws {
        let log = directory.appending("todo-tui.log")
        let result = try await binary.run(
            ["--data-dir", dataDirectory, "--log-file", log.path, "add", "--user", "Ada", "Buy milk"],
            home: directory.url
        )
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(try String(contentsOf: log, encoding: .utf8).contains("Opened the todo database"))

        let fromEnvironment = directory.appending("from-environment.log")
        let quiet = try await binary.run(
            ["--data-dir", dataDirectory, "list", "--user", "Ada"],
            home: directory.url,
            environment: ["TODO_TUI_LOG": fromEnvironment.path]
        )
        #expect(quiet.outputLines == ["[ ] Buy milk"])
        #expect(quiet.standardError.isEmpty)
        #expect(FileManager.default.fileExists(atPath: fromEnvironment.path))
    }

    @Test func withoutADataDirectoryTheDatabaseGoesUnderXDGDataHome() async throws {
        let dataHome = directory.appending("xdg")
        let result = try await binary.run(
            ["add", "--user", "Ada", "Buy milk"],
            home: directory.url,
            environment: ["XDG_DATA_HOME": dataHome.path]
        )
        #expect(result.status == 0, "\(result.errorOutput)")
        let file = dataHome.appendingPathComponent("todo-tui/todos.sqlite")
        #expect(FileManager.default.fileExists(atPath: file.path))
    }

    @Test func aBlankUserOrTitleIsAUsageError() async throws {
        let blankUser = try await todoTUI("list", "--user", "  ")
        #expect(blankUser.status == 64)
        #expect(blankUser.errorOutput.contains("--user needs a name"))
        let blankTitle = try await todoTUI("add", "--user", "Ada", " ")
        #expect(blankTitle.status == 64)
        #expect(blankTitle.errorOutput.contains("title"))
    }
}
