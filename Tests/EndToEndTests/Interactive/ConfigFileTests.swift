import Foundation
import TerminalTesting
import Testing

/// The config file in a real terminal: its keys drive the footer and the list, and a
/// file with a mistake is refused before the screen is taken.
@Suite(.leavesNothingBehind) struct ConfigFileEndToEndTests {
    let binary: TodoTUIBinary
    let home: TemporaryDirectory

    init() throws {
        binary = try TodoTUIBinary.locate()
        home = try TemporaryDirectory()
    }

    private var dataDirectory: String { home.appending("data").path }
    private var configPath: String { home.appending("config.toml").path }

    private func start(config: String, width: Int = 80, height: Int = 24) async throws -> TmuxSession {
        try Data(config.utf8).write(to: URL(fileURLWithPath: configPath))
        return try await TmuxSession(
            command: "HOME=\(home.url.path) \(binary.url.path) --data-dir \(dataDirectory) --config \(configPath) --user Ada",
            width: width, height: height
        )
    }

    @Test(arguments: [(80, 24), (200, 50)])
    func newRemappedToAIsWhatTheHeaderShowsAndAOpensTheEditor(width: Int, height: Int) async throws {
        let app = try await start(config: "[keys]\nnew = [\"a\"]\n", width: width, height: height)
        await app.waitFor("Welcome, Ada")
        await app.waitUntil("the header offers a for New") { lines in lines.contains { $0.contains(" a New") } }
        try await app.type("n")
        try await app.type("a")
        await app.waitFor("What needs doing?")
        try await app.press("C-c")
        #expect(await app.waitForExit() == 0)
    }

    @Test func aFileWithAMistakeIsRefusedWithItsLineAndColumnBeforeTheScreenIsTaken() async throws {
        let config = "user = \"Ada\"\n[keys]\ndelete = [\"x\", \"Supr\"]\n"
        let app = try await start(config: config, width: 200)
        #expect(await app.waitForExit() == 1)
        let screen = await app.screen()
        #expect(screen.contains("modifiers before a named key"), "\(screen)")
        #expect(!screen.contains("Welcome") && !screen.contains("What's your name"), "\(screen)")
        // The whole message, from standard error.
        let result = try await binary.run(["--data-dir", dataDirectory, "--config", configPath], home: home.url)
        #expect(result.status == 1)
        #expect(result.errorOutput.contains("config.toml:3:16: \"Supr\" (for delete) is not a key"), "\(result.errorOutput)")
    }

    /// `user = ""` is refused as `--user ""` is, not taken for a name.
    @Test func anEmptyUserIsRefusedWithItsLineAndColumnAsAnEmptyUserOptionIs() async throws {
        try Data("footer = true\nuser = \"\"\n".utf8).write(to: URL(fileURLWithPath: configPath))
        let result = try await binary.run(["--data-dir", dataDirectory, "--config", configPath], home: home.url)
        #expect(result.status == 1)
        #expect(result.errorOutput.contains("config.toml:2:8: user needs a name that is not blank: user = \"Ada\"."), "\(result.errorOutput)")
        let option = try await binary.run(["--data-dir", dataDirectory, "--user", ""], home: home.url)
        #expect(option.errorOutput.hasPrefix("Error: --user needs a name that is not blank."), "\(option.errorOutput)")
        #expect(!FileManager.default.fileExists(atPath: dataDirectory))
    }
}
