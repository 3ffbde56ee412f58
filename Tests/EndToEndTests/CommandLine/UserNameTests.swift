import Foundation
import TerminalTesting
import Testing

/// `--user` matches names ignoring case and Unicode normalisation, as logging in does.
@Suite(.leavesNothingBehind) struct UserNameTests {
    let sandbox: CommandLineSandbox

    init() throws {
        sandbox = try CommandLineSandbox()
    }

    @Test func aNameInAnotherCaseOrFormIsTheSameUser() async throws {
        try await sandbox.succeeding("add", "--user", "Ada", "Buy milk")
        try await sandbox.succeeding("add", "--user", "ADA", "Call Bob")
        #expect(try await sandbox.succeeding("list", "--user", "ada").outputLines == ["[ ] Buy milk", "[ ] Call Bob"])

        try await sandbox.succeeding("add", "--user", "Jos\u{E9}", "precomposed")
        #expect(try await sandbox.succeeding("list", "--user", "JOSE\u{301}").outputLines == ["[ ] precomposed"])
    }
}
