import Foundation
import TerminalTesting
import Testing

/// The tmux harness on a program of the system's, as an app's end-to-end tests use it.
@Suite(.leavesNothingBehind) struct TmuxSessionTests {
    @Test func aProgramInTmuxShowsWhatItPrintsTakesKeysAndEndsWithItsStatus() async throws {
        let session = try await TmuxSession(command: #"printf 'Name? '; read name; printf 'Hello, %s' "$name"; (exit 3)"#, width: 40, height: 5)
        await session.waitFor("Name?")
        try await session.type("Ada")
        try await session.press("Enter")
        await session.waitFor("Hello, Ada")
        #expect(await session.waitForExit() == 3)
        expectScreen(try await session.capture(), contains: "Hello, Ada")
    }

    @Test func aWaitThatTimesOutPrintsTheScreenItGotTo() async throws {
        let session = try await TmuxSession(command: "printf 'Loading'; exec sleep 60", width: 10, height: 2)
        await session.waitFor("Loading")
        await withKnownIssue {
            #expect(await !session.waitFor("Loaded", timeout: .milliseconds(100)))
        } matching: { issue in
            issue.text.hasPrefix("Timed out waiting until the screen shows \"Loaded\". The screen:\n+-------+\n|Loading|")
        }
    }
}
