import Foundation
import TerminalTesting
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

    private func start(width: Int = 80, height: Int = 24, extraArguments: String = "") async throws -> TmuxSession {
        try await TmuxSession(
            command: "HOME=\(home.url.path) \(binary.url.path) --data-dir \(dataDirectory.path) \(extraArguments)",
            width: width, height: height
        )
    }

    private func logIn(_ name: String, in app: TmuxSession) async throws {
        await app.waitFor("What's your name?")
        try await app.type(name)
        try await app.press("Enter")
        await app.waitFor("Welcome, \(name)")
    }

    private func add(_ title: String, in app: TmuxSession) async throws {
        try await app.press("n")
        await app.waitFor("New todo")
        try await app.type(title)
        try await app.press("C-s")
        await app.waitFor("Welcome,")
    }

    private func storedTitles(for user: String) async throws -> String {
        let result = try await binary.run(["--data-dir", dataDirectory.path, "list", "--user", user], home: home.url)
        return String(decoding: result.standardOutput, as: UTF8.self)
    }

    @Test func aWholeSessionLogsInAddsEditsTogglesDeletesAndLogsOut() async throws {
        let app = try await start()
        try await logIn("Ada", in: app)
        await app.waitFor("No todos yet. Press n to add your first one.")

        try await add("Buy milk", in: app)
        try await add("Call Grace", in: app)
        await app.waitFor("› [ ] Call Grace")

        // Edit the first: open it, add to the title and a note, save.
        try await app.press("k", "Enter")
        await app.waitFor("Edit")
        try await app.type(" and eggs")
        try await app.press("Tab")
        try await app.type("from the market")
        try await app.press("C-s")
        await app.waitFor("› [ ] Buy milk and eggs")

        try await app.press("Space")
        await app.waitFor("› [x] Buy milk and eggs")

        try await app.press("j", "d")
        await app.waitFor("Delete 'Call Grace'?")
        try await app.press("y")
        await app.waitUntil("Call Grace is gone") { !$0.joined().contains("[ ] Call Grace") }

        try await app.press("Escape")
        await app.waitFor("What's your name?")
        try await app.press("Escape")
        #expect(await app.waitForExit() == 0)

        #expect(try await storedTitles(for: "Ada") == "[x] Buy milk and eggs\n")
    }

    @Test func todosAreStillThereAfterARestartAndAnotherNameSeesNoneOfThem() async throws {
        let first = try await start()
        try await logIn("Ada", in: first)
        try await add("Persist me", in: first)
        try await first.press("C-c")
        #expect(await first.waitForExit() == 0)

        let second = try await start()
        try await logIn("Ada", in: second)
        await second.waitFor("› [ ] Persist me")
        try await second.press("Escape")
        try await logIn("Grace", in: second)
        await second.waitFor("No todos yet")
        let secondScreen = await second.screen()
        #expect(!secondScreen.contains("Persist me"))
    }

    @Test func cjkAndEmojiTitlesAreShownWhole() async throws {
        let app = try await start()
        try await logIn("Ada", in: app)
        try await add("日本語のタイトル", in: app)
        try await add("🎉 party 👨‍👩‍👧", in: app)
        await app.waitFor("[ ] 日本語のタイトル")
        await app.waitFor("[ ] 🎉 party")
    }

    @Test func emojiSequencesAreShownAsTheEmojiTheyAreMadeOfNoneCut() async throws {
        let app = try await start()
        try await logIn("Ada", in: app)
        try await add("👨‍👩‍👧‍👦 kids 👍🏽 ok 🏳️‍🌈 end", in: app)
        // tmux shows each part in cells of its own, the joiners not sent. (It draws 🏳️ in
        // one column, and the app blanks the second it counted, as for ❤️.)
        await app.waitFor("[ ] 👨👩👧👦 kids 👍🏽 ok ")
        await app.waitFor("🌈 end")
    }

    @Test func resizingLaysTheScreenOutAgain() async throws {
        let app = try await start()
        try await logIn("Ada", in: app)
        try await add("A title long enough to need cutting when the terminal is narrow", in: app)

        try await app.resize(width: 40, height: 12)
        await app.waitUntil("the 40-column layout") { lines in
            lines.first == " Esc Log out  Welcome, Ada        n New"
                && lines.contains { $0.hasPrefix(" › [ ] A title long enough") && $0.hasSuffix("…") }
        }
        try await app.resize(width: 120, height: 30)
        await app.waitFor("A title long enough to need cutting when the terminal is narrow")

        // A storm of resizes ends in a usable screen.
        for width in stride(from: 20, through: 100, by: 7) {
            try await app.resize(width: width, height: 10 + width % 9)
        }
        try await app.resize(width: 80, height: 24)
        await app.waitUntil("the 80-column layout") {
            $0.first == " Esc Log out                      Welcome, Ada                            n New"
        }
    }

    @Test func aTenByThreeTerminalStillWorks() async throws {
        let app = try await start(width: 10, height: 3)
        await app.waitUntil("something is drawn") { !$0.joined().trimmingCharacters(in: .whitespaces).isEmpty }
        try await app.type("Ada")
        try await app.press("Enter")
        await app.waitFor("Esc")
        try await app.press("n")
        try await app.type("Tiny")
        try await app.press("C-s")
        await app.waitFor("[ ] T…")
        try await app.press("C-c")
        #expect(await app.waitForExit() == 0)
        #expect(try await storedTitles(for: "Ada") == "[ ] Tiny\n")
    }

    @Test func aOneByOneTerminalDoesNotCrash() async throws {
        let app = try await start(width: 1, height: 1)
        try await app.type("Ada")
        try await app.resize(width: 80, height: 24)
        // Drawing the welcome screen with what was typed at 1x1 shows it survived.
        await app.waitFor("Ada")
        await app.waitFor("What's your name?")
        #expect(try app.exitStatus() == nil)
    }

    @Test func twoQuickChangesToATodoThenQuitKeepTheLastOne() async throws {
        let app = try await start()
        try await logIn("Ada", in: app)
        try await add("Milk", in: app)
        try await app.press("Space", "Space", "Space", "C-c")
        #expect(await app.waitForExit() == 0)
        #expect(try await storedTitles(for: "Ada") == "[x] Milk\n")
    }

    @Test func sigtermKeepsWhatWasSavedAndExitsWith143() async throws {
        let app = try await start()
        try await logIn("Ada", in: app)
        try await app.press("n")
        await app.waitFor("New todo")
        try await app.type("Saved before TERM")
        try await app.press("C-s")
        await app.waitFor("› [ ] Saved before TERM")
        let pid = try #require(try await app.programPID())
        kill(pid, SIGTERM)
        #expect(await app.waitForExit() == 143)
        #expect(try await storedTitles(for: "Ada") == "[ ] Saved before TERM\n")
    }

    @Test func twoInstancesOnOneDatabaseSeeAndKeepEachOthersTodos() async throws {
        let one = try await start()
        let two = try await start()
        try await logIn("Ada", in: one)
        try await logIn("Ada", in: two)
        try await add("From one", in: one)
        try await add("From two", in: two)
        // Each sees the other's todo without logging out.
        await one.waitFor("From two")
        await two.waitFor("From one")
        try await one.press("C-c")
        try await two.press("C-c")
        #expect(await one.waitForExit() == 0)
        #expect(await two.waitForExit() == 0)
        let stored = try await storedTitles(for: "Ada")
        #expect(stored.contains("From one") && stored.contains("From two"), "\(stored)")
    }

    @Test func theDebugTreeFlagShowsTheRunningWorkflows() async throws {
        let app = try await start(width: 120, height: 30, extraArguments: "--debug-tree")
        await app.waitFor("Workflow tree")
        await app.waitFor("RootWorkflow")
        try await app.type("Ada")
        try await app.press("Enter")
        await app.waitFor("TodoListWorkflow")
    }
}
