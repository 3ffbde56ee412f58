import Foundation
import TerminalTesting
import Testing

/// Ctrl-Z hands the terminal back to the shell, and `fg` brings the app back as it was.
@Suite(.leavesNothingBehind) struct SuspendTests {
    @Test func ctrlZSuspendsWithTheTerminalRestoredAndFgRedraws() async throws {
        let binary = try TodoTUIBinary.locate()
        let home = try TemporaryDirectory()
        let shell = try await TmuxSession(command: "HOME=\(home.url.path) PS1='$ ' sh")
        try await shell.type("\(binary.url.path) --data-dir \(home.appending("data").path)")
        try await shell.press("Enter")
        await shell.waitFor("What's your name?")
        try await shell.type("Ada")
        try await shell.press("Enter")
        await shell.waitFor("Welcome, Ada")

        try await shell.press("C-z")
        await shell.waitUntil("the shell is back") { lines in
            !lines.joined().contains("Welcome, Ada") && lines.last(where: { !$0.isEmpty })?.hasPrefix("$") == true
        }

        try await shell.type("fg")
        try await shell.press("Enter")
        await shell.waitFor("Welcome, Ada")
        await shell.waitFor("No todos yet")
        try await shell.press("C-c")
        await shell.waitUntil("the app has exited") { $0.joined().contains("$") && !$0.joined().contains("Welcome, Ada") }
    }
}
