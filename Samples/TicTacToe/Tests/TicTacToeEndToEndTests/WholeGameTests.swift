import Foundation
import TerminalTesting
import Testing

/// The built `tictactoe` in a real terminal, played as two people would play it.
///
/// Everything runs in a tmux server of the test's own, which inherits `make test`'s
/// mark (`TODO_TUI_TEST_RUN`) from this process, so a game left running would be found.
@Suite(.leavesNothingBehind) struct WholeGameTests {
    @Test func xWinsThenAnotherGameIsADrawAndEscOnTheNamesQuits() async throws {
        let game = try await TmuxSession(command: try Self.tictactoePath(), width: 80, height: 24)
        await game.waitFor("Who's playing? X goes first.")
        try await game.type("Ada")
        try await game.press("Tab")
        try await game.type("Grace")
        try await game.press("Enter")
        await game.waitFor("Ada's turn (X)")

        // X takes the top row with the number keys; O answers below with the arrows,
        // from where X's last mark left the cursor.
        try await game.type("1")
        await game.waitFor("Grace's turn (O)")
        try await game.press("Down", "Enter")
        await game.waitFor("Ada's turn (X)")
        try await game.type("2")
        await game.waitFor("Grace's turn (O)")
        try await game.press("Down", "Space")
        await game.waitFor("Ada's turn (X)")
        let screen = try await game.capture()
        expectScreen(screen, screen.lines.contains { $0.hasSuffix(" O │ O │ 6") })
        try await game.type("3")
        await game.waitFor("Ada wins!")
        await game.waitFor("Enter Play again   n Change names")
        let won = try await game.capture()
        expectScreen(won, won.lines.contains { $0.hasSuffix(" X │ X │ X") })

        // Another game, from an empty board, to a draw.
        try await game.press("Enter")
        await game.waitFor(" 1 │ 2 │ 3")
        for square in ["1", "2", "3", "5", "4", "6", "8", "7"] {
            try await game.type(square)
            await game.waitUntil("square \(square) is marked") { lines in
                !lines.contains { $0.contains(" \(square) │") || $0.hasSuffix(" \(square)") }
            }
        }
        try await game.type("9")
        await game.waitFor("It's a draw.")

        // Back to the names, which are as they were, and out.
        try await game.press("n")
        await game.waitFor("X Ada")
        await game.waitFor("O Grace")
        try await game.press("Escape")
        #expect(await game.waitForExit() == 0)
    }

    @Test func onAWideTerminalTheMovesAreListedAndEscAsksBeforeQuittingTheGame() async throws {
        let game = try await TmuxSession(command: try Self.tictactoePath(), width: 100, height: 24)
        await game.waitFor("Who's playing?")
        try await game.type("Ada")
        try await game.press("Tab")
        try await game.type("Grace")
        try await game.press("Enter")
        await game.waitFor("No moves yet: X goes first.")
        try await game.type("5")
        await game.waitFor("1. Ada (X)    centre")
        try await game.press("Escape")
        await game.waitFor("Quit this game?")
        try await game.press("y")
        await game.waitFor("Who's playing?")
        try await game.press("C-c")
        #expect(await game.waitForExit() == 0)
    }

    @Test func aColourThatIsNoneIsRefusedBeforeTheScreenIsTaken() async throws {
        let variables = ["TICTACTOE_THEME": "light", "TICTACTOE_STYLES": "key=bold selection=fg:yelow"]
        let command = variables.sorted { $0.key < $1.key }.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
        let game = try await TmuxSession(command: "\(command) \(try Self.tictactoePath())", width: 120, height: 24)
        #expect(await game.waitForExit() == 64)
        // The message's end: tmux scrolls its first line away when it writes "Pane is dead".
        let screen = try await game.capture()
        expectScreen(screen, contains: "bright-white), a number from 0 to 255, or \"#rrggbb\".")
        expectScreen(screen, doesNotContain: "Who's playing?")
        // The whole message, from standard error.
        let result = try await SpawnedCommand.run([try Self.tictactoePath()], environment: variables)
        #expect(result.status == 64)
        #expect(result.output.hasPrefix("tictactoe: TICTACTOE_STYLES: in \"selection=fg:yelow\": \"yelow\" (for fg) is not a colour; a colour is a name (default, black,"), "\(result.output)")
    }

    @Test func aNamedThemeWithChangedStylesPlays() async throws {
        let command = "TICTACTOE_THEME=high-contrast TICTACTOE_STYLES='selection=fg:#ff8700,bold key=bg:236' \(try Self.tictactoePath())"
        let game = try await TmuxSession(command: command, width: 80, height: 24)
        await game.waitFor("Who's playing? X goes first.")
        try await game.press("C-c")
        #expect(await game.waitForExit() == 0)
    }

    /// The `tictactoe` executable, built beside the test executable.
    private static func tictactoePath() throws -> String {
        let url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tictactoe")
        guard FileManager.default.isExecutableFile(atPath: url.path) else { throw NotBuilt(path: url.path) }
        return url.path
    }

    private struct NotBuilt: Error, CustomStringConvertible {
        let path: String
        var description: String { "No tictactoe executable at \(path). Run `swift build --build-tests` first." }
    }
}
