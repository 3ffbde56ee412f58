import TerminalTesting
import Testing

@Suite(.leavesNothingBehind) struct GreeterInTmuxTests {
    @Test func theProgramGreetsWhoeverTypesTheirName() async throws {
        let session = try await TmuxSession(command: #"printf 'Name? '; read name; echo "Hello, $name""#)
        await session.waitFor("Name?")
        try await session.type("Ada")
        try await session.press("Enter")
        await session.waitFor("Hello, Ada")
        expectScreen(try await session.capture(), doesNotContain: "Hello, Grace")
    }
}
