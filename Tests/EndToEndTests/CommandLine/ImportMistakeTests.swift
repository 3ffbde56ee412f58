import Foundation
import TerminalTesting
import Testing

/// A file `import` cannot use is refused with a sentence a person can act on, and
/// nothing of it is imported.
@Suite(.leavesNothingBehind) struct ImportMistakeTests {
    let sandbox: CommandLineSandbox

    init() throws {
        sandbox = try CommandLineSandbox()
    }

    /// Ada's export, cut after its first six lines as `head -6` would.
    private func cutExport() async throws -> String {
        for title in ["Buy milk", "Call Bob", "Pay rent"] {
            try await sandbox.succeeding("add", "--user", "Ada", title)
        }
        let export = try await sandbox.succeeding("export", "--user", "Ada").output
        return export.split(separator: "\n", omittingEmptySubsequences: false).prefix(6).joined(separator: "\n") + "\n"
    }

    @Test func aCutJSONExportIsRefusedWithWhereItBreaks() async throws {
        let cut = try await cutExport()
        let lastLine = try #require(cut.split(separator: "\n").last)
        let file = try sandbox.file("cut.json", containing: cut)

        let result = try await sandbox.run("import", "--user", "Zed", file)
        #expect(result.status == 1)
        #expect(result.errorOutput == "Error: Nothing was imported from \(file): it is not valid JSON: "
            + "at line 6, column \(lastLine.count + 1), the file ends before the JSON does, as if it was cut short.\n")
        #expect(try await sandbox.succeeding("export", "--user", "Zed").output == "[]\n")
    }

    @Test func brokenJSONOnStandardInputIsTakenForJSONByItsFirstCharacter() async throws {
        let cut = try await cutExport()
        let result = try await sandbox.run("import", "--user", "Zed", "-", input: Data(cut.utf8))
        #expect(result.status == 1)
        #expect(result.errorOutput.hasPrefix("Error: Nothing was imported from standard input: it is not valid JSON: at line 6,"))
        #expect(result.errorOutput.hasSuffix(" If it is todo.txt, add --format todotxt.\n"))
        #expect(try await sandbox.succeeding("export", "--user", "Zed").output == "[]\n")
    }

    @Test func aTodoTxtFileStartingWithABracketImportsWithTheFormatGiven() async throws {
        let file = try sandbox.file("todo.txt", containing: "[work] call Bob\n")
        try await sandbox.succeeding("import", "--user", "Ada", "--format", "todotxt", file)
        #expect(try await sandbox.succeeding("list", "--user", "Ada").outputLines == ["[ ] [work] call Bob"])
    }

    @Test func jsonOfTheWrongShapeSaysWhatIsExpected() async throws {
        let file = try sandbox.file("one.json", containing: #"{"title": "Buy milk"}"#)
        let result = try await sandbox.run("import", "--user", "Ada", file)
        #expect(result.status == 1)
        #expect(result.errorOutput == "Error: Nothing was imported from \(file): it is JSON, but not an array of todos "
            + #"as export writes: the top level should be an array of todos, [{"title": …}, …]."# + "\n")
    }

    @Test func aDirectoryIsRefusedAsSuch() async throws {
        let folder = sandbox.directory.appending("folder").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let result = try await sandbox.run("import", "--user", "Ada", folder)
        #expect(result.status == 1)
        #expect(result.errorOutput == "Error: Could not read \(folder): it is a directory. Give the path of a file.\n")
    }

    /// A device that never ends, refused at its first bytes rather than read until memory
    /// runs out.
    @Test func anEndlessDeviceIsRefusedAsNotText() async throws {
        try await sandbox.succeeding("add", "--user", "Ada", "Buy milk")
        let result = try await sandbox.run("import", "--user", "Ada", "/dev/zero")
        #expect(result.status == 1)
        #expect(result.errorOutput == "Error: /dev/zero is not a text file: import reads UTF-8 JSON, as export writes it, or todo.txt lines.\n")
        #expect(try await sandbox.succeeding("list", "--user", "Ada").outputLines == ["[ ] Buy milk"])
    }

    @Test func aMissingFileIsRefusedAsSuch() async throws {
        let missing = sandbox.directory.appending("missing.json").path
        let result = try await sandbox.run("import", "--user", "Ada", missing)
        #expect(result.status == 1)
        #expect(result.errorOutput == "Error: Could not read \(missing): there is no such file.\n")
    }

    @Test func aDataDirectoryThatIsAFileIsRefusedAndLeftAlone() async throws {
        let file = try sandbox.file("notes", containing: "my notes\n")
        let result = try await sandbox.binary.run(["--data-dir", file, "add", "--user", "Ada", "Buy milk"], home: sandbox.directory.url)
        #expect(result.status == 1)
        #expect(result.errorOutput == "Error: The data directory \(file) is a file, not a directory, and was left untouched. "
            + "Choose a directory with --data-dir.\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "my notes\n")
    }
}
