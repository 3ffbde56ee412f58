import Foundation
import Testing

/// todo.txt out of one list and into another keeps every title and done mark.
@Suite(.leavesNothingBehind) struct TodoTxtRoundTripTests {
    let sandbox: CommandLineSandbox

    init() throws {
        sandbox = try CommandLineSandbox()
    }

    @Test func titlesThatLookLikeTodoTxtMarkersSurviveARoundTrip() async throws {
        let titles = ["x marks the spot", "(A) call mom", "2024-12-25 party", "x 2024-12-25 both", "plain"]
        let entries = titles.flatMap { title in
            [false, true].map { #"{"title": "\#(title)", "done": \#($0)}"# }
        }
        let file = try sandbox.file("awkward.json", containing: "[" + entries.joined(separator: ",") + "]")
        try await sandbox.succeeding("import", "--user", "Ada", file)

        let exported = try await sandbox.succeeding("export", "--user", "Ada", "--format", "todotxt").output
        try await sandbox.succeeding("import", "--user", "Bob", "-", input: Data(exported.utf8))

        let adas = try await sandbox.succeeding("list", "--user", "Ada").outputLines
        #expect(adas.count == 10)
        #expect(try await sandbox.succeeding("list", "--user", "Bob").outputLines == adas)
    }

    @Test func aByteOrderMarkIsNotPartOfTheFirstTitle() async throws {
        let file = try sandbox.file("todo.txt", containing: "\u{FEFF}Buy milk\nx Call Bob\n")
        try await sandbox.succeeding("import", "--user", "Ada", file)

        // Compared as bytes: JSONSerialization would drop a U+FEFF inside a string.
        let exported = try await sandbox.succeeding("export", "--user", "Ada", "--format", "todotxt").standardOutput
        #expect(exported == Data("Buy milk\nx Call Bob\n".utf8))
    }
}
