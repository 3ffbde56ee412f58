import Foundation
import TerminalTesting
import Testing

/// Find, undo, manual order and the note in the user's editor, in the real binary.
@Suite(.leavesNothingBehind) struct OrganizeTests {
    let binary: TodoTUIBinary
    let home: TemporaryDirectory

    init() throws {
        binary = try TodoTUIBinary.locate()
        home = try TemporaryDirectory()
    }

    private var dataDirectory: String { home.appending("data").path }

    private func add(_ titles: String...) async throws {
        for title in titles {
            let added = try await binary.run(["--data-dir", dataDirectory, "add", "--user", "Ada", title], home: home.url)
            #expect(added.status == 0, "\(added.errorOutput)")
        }
    }

    private func start(width: Int = 80, height: Int = 24, environment: String = "") async throws -> TmuxSession {
        let app = try await TmuxSession(
            command: "\(environment) HOME=\(home.url.path) \(binary.url.path) --data-dir \(dataDirectory)", width: width, height: height
        )
        await app.waitFor("What's your name?")
        try await app.type("Ada")
        try await app.press("Enter")
        await app.waitFor("Welcome, Ada")
        return app
    }

    private func listed() async throws -> String {
        try await binary.run(["--data-dir", dataDirectory, "list", "--user", "Ada"], home: home.url).output
    }

    @Test func theSearchNarrowsTheListAndEscBringsItAllBack() async throws {
        try await add("Buy oat milk", "Résumé for the job", "Call Grace")
        let app = try await start()
        try await app.press("/")
        try await app.type("resume")
        await app.waitFor("Ada · 1 of 3 match")
        await app.waitUntil("only the résumé is listed") { lines in
            lines.contains { $0.contains("› [ ] Résumé for the job") } && !lines.contains { $0.contains("[ ] Call Grace") }
        }
        try await app.press("Enter")
        try await app.press("Escape")
        await app.waitFor("[ ] Call Grace")
        await app.waitFor("Welcome, Ada")
    }

    @Test func aDeleteIsUndoneWithU() async throws {
        try await add("Buy milk", "Call Grace")
        let app = try await start()
        try await app.press("d")
        await app.waitFor("Delete 'Buy milk'?")
        try await app.press("y")
        await app.waitFor("Deleted 'Buy milk' · u undo")
        try await app.press("u")
        await app.waitFor("Undid: deleted 'Buy milk'")
        await app.waitFor("[ ] Buy milk")
        try await app.press("C-c")
        #expect(await app.waitForExit() == 0)
        #expect(try await listed() == "[ ] Buy milk\n[ ] Call Grace\n")
    }

    @Test func aTodoMovedDownStaysThereAfterARestart() async throws {
        try await add("Buy milk", "Call Grace", "Fix bike")
        let first = try await start()
        try await first.press("J")
        await first.waitFor("Moved 'Buy milk' down")
        try await first.press("C-c")
        #expect(await first.waitForExit() == 0)

        let second = try await start()
        await second.waitUntil("Call Grace comes first") { lines in
            lines.count > 2 && lines[1].contains("Call Grace") && lines[2].contains("Buy milk")
        }
        #expect(try await listed() == "[ ] Call Grace\n[ ] Buy milk\n[ ] Fix bike\n")
    }

    @Test func ctrlEEditsTheNoteInTheUsersEditorAndCtrlSSavesIt() async throws {
        try await add("Buy milk")
        let script = home.appending("editor.sh")
        try Data("#!/bin/sh\nprintf 'from the editor\\n' >> \"$1\"\n".utf8).write(to: script)
        chmod(script.path, 0o755)
        let app = try await start(environment: "EDITOR=\(script.path)")
        try await app.press("Enter")
        await app.waitFor("^S Save")
        try await app.press("C-e")
        await app.waitFor("from the editor")
        try await app.press("C-s")
        await app.waitFor("Saved 'Buy milk'")
        try await app.press("C-c")
        #expect(await app.waitForExit() == 0)
        let json = try await binary.run(["--data-dir", dataDirectory, "list", "--user", "Ada", "--json"], home: home.url).output
        #expect(json.contains(#""note" : "from the editor""#), "\(json)")
    }

    @Test func atTwoHundredColumnsTheSelectedTodoIsShownBesideTheList() async throws {
        try await add("Buy milk")
        _ = try await binary.run(["--data-dir", dataDirectory, "edit", "--user", "Ada",
                                   try await firstID(), "--note", "oat, two litres", "--priority", "high"], home: home.url)
        let app = try await start(width: 200, height: 50)
        await app.waitFor("!!! high")
        await app.waitFor("oat, two litres")
    }

    private func firstID() async throws -> String {
        let json = try await binary.run(["--data-dir", dataDirectory, "list", "--user", "Ada", "--json"], home: home.url).standardOutput
        let objects = try JSONSerialization.jsonObject(with: json) as? [[String: Any]]
        return objects?.first?["id"] as? String ?? ""
    }
}
