import Foundation
import TerminalTesting
import Testing

/// `todo-tui --mouse` in a real terminal (tmux), clicked as a terminal reports clicks:
/// SGR reports, written into the pane as the terminal would.
@Suite(.leavesNothingBehind) struct MouseTests {
    let binary: TodoTUIBinary
    let home: TemporaryDirectory

    init() throws {
        binary = try TodoTUIBinary.locate()
        home = try TemporaryDirectory()
    }

    private func start(_ arguments: String) async throws -> TmuxSession {
        let dataDirectory = home.appending("data").path
        let app = try await TmuxSession(
            command: "HOME=\(home.url.path) \(binary.url.path) --data-dir \(dataDirectory) --user Ada \(arguments)"
        )
        await app.waitFor("Welcome, Ada")
        for title in ["Buy milk", "Call Grace", "Walk the dog"] {
            try await app.press("n")
            await app.waitFor("New todo")
            try await app.type(title)
            try await app.press("C-s")
            await app.waitFor("[ ] \(title)")
        }
        return app
    }

    private func row(of text: String, in app: TmuxSession) async throws -> Int {
        try #require(try await app.lines().firstIndex { $0.contains(text) }, "\(text) is on screen")
    }

    @Test func aClickSelectsATodoAndADoubleClickOpensIt() async throws {
        let app = try await start("--mouse")
        #expect(try await app.paneFormat("#{mouse_sgr_flag}#{mouse_button_flag}") == "11", "the app asked for SGR button-event reports")

        try await app.click(column: 6, row: try await row(of: "Buy milk", in: app))
        await app.waitFor("› [ ] Buy milk")

        let callGrace = try await row(of: "Call Grace", in: app)
        try await app.click(column: 6, row: callGrace)
        try await app.click(column: 6, row: callGrace)
        await app.waitFor("^S")
        await app.waitFor("Call Grace")
        let screen = await app.screen()
        #expect(try await app.lines().first?.contains("Edit") == true, "the editor, open on the todo: \(screen)")

        try await app.press("Escape")
        await app.waitFor("› [ ] Call Grace")
        try await app.press("C-c")
        #expect(await app.waitForExit() == 0)
        #expect(try await app.paneFormat("#{mouse_any_flag}#{mouse_sgr_flag}") == "00", "quitting switched the reports off")
    }

    @Test func withoutMouseTheTerminalIsNotAskedForReports() async throws {
        let app = try await start("")
        #expect(try await app.paneFormat("#{mouse_any_flag}#{mouse_sgr_flag}") == "00")
        try await app.press("C-c")
        #expect(await app.waitForExit() == 0)
    }
}
