import Foundation
import Testing

/// The built todo-tui in a real terminal (tmux), driven with keys as a person would.
@Suite(.leavesNothingBehind) struct InteractiveAppTests {
    let binary: TodoTUIBinary
    let home: TemporaryDirectory

    init() throws {
        binary = try TodoTUIBinary.locate()
        home = try TemporaryDirectory()
    }

    private var dataDirectory: URL { home.appending("data") }

    private func start(width: Int = 80, height: Int = 24, extraArguments: String = "") throws -> TmuxSession {
        try TmuxSession(
            command: "HOME=\(home.url.path) \(binary.url.path) --data-dir \(dataDirectory.path) \(extraArguments)",
            width: width, height: height
        )
    }

    private func logIn(_ name: String, in app: TmuxSession) async throws {
        await app.waitFor("What's your name?")
        try app.type(name)
        try app.press("Enter")
        await app.waitFor("Welcome, \(name)")
    }

    private func add(_ title: String, in app: TmuxSession) async throws {
        try app.press("n")
        await app.waitFor("New todo")
        try app.type(title)
        try app.press("C-s")
        await app.waitFor("Welcome,")
    }

    private func storedTitles(for user: String) async throws -> String {
        let result = try await binary.run(["--data-dir", dataDirectory.path, "list", "--user", user], home: home.url)
        return String(decoding: result.standardOutput, as: UTF8.self)
    }

    @Test func aWholeSessionLogsInAddsEditsTogglesDeletesAndLogsOut() async throws {
        let app = try start()
        try await logIn("Ada", in: app)
        await app.waitFor("No todos yet. Press n to add your first one.")

        try await add("Buy milk", in: app)
        try await add("Call Grace", in: app)
        await app.waitFor("› [ ] Call Grace")

        // Edit the first: open it, add to the title and a note, save.
        try app.press("k", "Enter")
        await app.waitFor("Edit")
        try app.type(" and eggs")
        try app.press("Tab")
        try app.type("from the market")
        try app.press("C-s")
        await app.waitFor("› [ ] Buy milk and eggs")

        try app.press("Space")
        await app.waitFor("› [x] Buy milk and eggs")

        try app.press("j", "d")
        await app.waitFor("Delete 'Call Grace'?")
        try app.press("y")
        await app.waitUntil("Call Grace is gone") { !$0.joined().contains("[ ] Call Grace") }

        try app.press("Escape")
        await app.waitFor("What's your name?")
        try app.press("Escape")
        #expect(await app.waitForExit() == 0)

        #expect(try await storedTitles(for: "Ada") == "[x] Buy milk and eggs\n")
    }

    @Test func todosAreStillThereAfterARestartAndAnotherNameSeesNoneOfThem() async throws {
        let first = try start()
        try await logIn("Ada", in: first)
        try await add("Persist me", in: first)
        try first.press("C-c")
        #expect(await first.waitForExit() == 0)

        let second = try start()
        try await logIn("Ada", in: second)
        await second.waitFor("› [ ] Persist me")
        try second.press("Escape")
        try await logIn("Grace", in: second)
        await second.waitFor("No todos yet")
        #expect(!second.screen().contains("Persist me"))
    }

    @Test func cjkAndEmojiTitlesAreShownWhole() async throws {
        let app = try start()
        try await logIn("Ada", in: app)
        try await add("日本語のタイトル", in: app)
        try await add("🎉 party 👨‍👩‍👧", in: app)
        await app.waitFor("[ ] 日本語のタイトル")
        await app.waitFor("[ ] 🎉 party")
    }

    @Test func resizingLaysTheScreenOutAgain() async throws {
        let app = try start()
        try await logIn("Ada", in: app)
        try await add("A title long enough to need cutting when the terminal is narrow", in: app)

        try app.resize(width: 40, height: 12)
        await app.waitUntil("the 40-column layout") { lines in
            lines.first == " Esc Log out  Welcome, Ada        n New"
                && lines.contains { $0.hasPrefix(" › [ ] A title long enough") && $0.hasSuffix("…") }
        }
        try app.resize(width: 120, height: 30)
        await app.waitFor("A title long enough to need cutting when the terminal is narrow")

        // A storm of resizes ends in a usable screen.
        for width in stride(from: 20, through: 100, by: 7) {
            try app.resize(width: width, height: 10 + width % 9)
        }
        try app.resize(width: 80, height: 24)
        await app.waitUntil("the 80-column layout") {
            $0.first == " Esc Log out                      Welcome, Ada                            n New"
        }
    }

    @Test func aTenByThreeTerminalStillWorks() async throws {
        let app = try start(width: 10, height: 3)
        await app.waitUntil("something is drawn") { !$0.joined().trimmingCharacters(in: .whitespaces).isEmpty }
        try app.type("Ada")
        try app.press("Enter")
        await app.waitFor("Esc")
        try app.press("n")
        try app.type("Tiny")
        try app.press("C-s")
        await app.waitFor("[ ] T…")
        try app.press("C-c")
        #expect(await app.waitForExit() == 0)
        #expect(try await storedTitles(for: "Ada") == "[ ] Tiny\n")
    }

    @Test func aOneByOneTerminalDoesNotCrash() async throws {
        let app = try start(width: 1, height: 1)
        try app.type("Ada")
        try app.resize(width: 80, height: 24)
        // Drawing the welcome screen with what was typed at 1x1 shows it survived.
        await app.waitFor("Ada")
        await app.waitFor("What's your name?")
        #expect(try app.exitStatus() == nil)
    }

    @Test func twoQuickChangesToATodoThenQuitKeepTheLastOne() async throws {
        let app = try start()
        try await logIn("Ada", in: app)
        try await add("Milk", in: app)
        try app.press("Space", "Space", "Space", "C-c")
        #expect(await app.waitForExit() == 0)
        #expect(try await storedTitles(for: "Ada") == "[x] Milk\n")
    }

    @Test func sigtermKeepsWhatWasSavedAndExitsWith143() async throws {
        let app = try start()
        try await logIn("Ada", in: app)
        try app.press("n")
        await app.waitFor("New todo")
        try app.type("Saved before TERM")
        try app.press("C-s")
        await app.waitFor("› [ ] Saved before TERM")
        let pid = try #require(try app.programPID())
        kill(pid, SIGTERM)
        #expect(await app.waitForExit() == 143)
        #expect(try await storedTitles(for: "Ada") == "[ ] Saved before TERM\n")
    }

    @Test func twoInstancesOnOneDatabaseSeeAndKeepEachOthersTodos() async throws {
        let one = try start()
        let two = try start()
        try await logIn("Ada", in: one)
        try await logIn("Ada", in: two)
        try await add("From one", in: one)
        try await add("From two", in: two)
        // Each sees the other's todo without logging out.
        await one.waitFor("From two")
        await two.waitFor("From one")
        try one.press("C-c")
        try two.press("C-c")
        #expect(await one.waitForExit() == 0)
        #expect(await two.waitForExit() == 0)
        let stored = try await storedTitles(for: "Ada")
        #expect(stored.contains("From one") && stored.contains("From two"), "\(stored)")
    }

    @Test func theDebugTreeFlagShowsTheRunningWorkflows() async throws {
        let app = try start(width: 120, height: 30, extraArguments: "--debug-tree")
        await app.waitFor("Workflow tree")
        await app.waitFor("RootWorkflow")
        try app.type("Ada")
        try app.press("Enter")
        await app.waitFor("TodoListWorkflow")
    }
}
