import Foundation
import TerminalTesting
import Testing

/// The name prompt in a real terminal, and starting straight into a list.
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

    private func add(_ title: String, for user: String) async throws {
        let result = try await binary.run(["--data-dir", dataDirectory, "add", "--user", user, title], home: home.url)
        #expect(result.status == 0, "\(result.errorOutput)")
    }

    @Test func userOpensThatListAtOnceAndEscLogsOutToThePrompt() async throws {
        try await add("Buy milk", for: "Ada")
        let app = try await start("--user ada")
        await app.waitFor("Welcome, Ada")
        await app.waitFor("[ ] Buy milk")
        try await app.press("Escape")
        await app.waitFor("What's your name?")
        try await app.press("Escape")
        #expect(await app.waitForExit() == 0)
    }

    @Test func todoTUIUserOpensTheListAtOnceUnlessUserNamesAnother() async throws {
        try await add("Buy milk", for: "Ada")
        try await add("Call Bob", for: "Grace")
        let fromEnvironment = try await start(environment: "TODO_TUI_USER=Grace")
        await fromEnvironment.waitFor("Welcome, Grace")
        await fromEnvironment.waitFor("[ ] Call Bob")
        try await fromEnvironment.press("C-c")
        #expect(await fromEnvironment.waitForExit() == 0)

        let given = try await start("--user Ada", environment: "TODO_TUI_USER=Grace")
        await given.waitFor("Welcome, Ada")
        await given.waitFor("[ ] Buy milk")
        try await given.press("C-c")
        #expect(await given.waitForExit() == 0)
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func theNamesThatHaveListsAreOfferedAsANameIsTypedAndTabCompletesTheFirst(width: Int, height: Int) async throws {
        for name in ["Ada", "Adèle", "Grace"] { try await add("Todo of \(name)", for: name) }
        let app = try await start(width: width, height: height)
        await app.waitFor("Ada  Adèle  Grace")
        try await app.type("ad")
        await app.waitUntil("only the names starting with ad") { lines in
            lines.contains { $0.hasSuffix("Ada  Adèle") } && !lines.joined().contains("Grace")
        }
        await app.waitFor("Tab complete")
        try await app.press("Tab")
        await app.waitUntil("the name completed") { lines in lines.contains { $0.trimmingCharacters(in: .whitespaces) == "Ada" } }
        try await app.press("Enter")
        await app.waitFor("Todo of Ada")
        try await app.press("C-c")
        #expect(await app.waitForExit() == 0)
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
