import Foundation
import Testing

/// The name prompt in a real terminal: what Esc does there.
@Suite(.leavesNothingBehind) struct NamePromptTests {
    let binary: TodoTUIBinary
    let home: TemporaryDirectory

    init() throws {
        binary = try TodoTUIBinary.locate()
        home = try TemporaryDirectory()
    }

    private var dataDirectory: String { home.appending("data").path }

    private func start(_ arguments: String = "", environment: String = "", width: Int = 80, height: Int = 24) async throws -> TmuxSession {
        try await TmuxSession(
            command: "HOME=\(home.url.path) \(environment) \(binary.url.path) --data-dir \(dataDirectory) \(arguments)",
            width: width, height: height
        )
    }

    @Test func escClearsAHalfTypedNameAndASecondEscQuits() async throws {
        let app = try await start()
        await app.waitFor("What's your name?")
        try await app.type("Ad")
        await app.waitFor("Esc clear")
        try await app.press("Escape")
        await app.waitFor("your name")
        await app.waitFor("Esc quit")
        #expect(try app.exitStatus() == nil, "still running after the first Esc")
        try await app.press("Escape")
        #expect(await app.waitForExit() == 0)
    }
}
