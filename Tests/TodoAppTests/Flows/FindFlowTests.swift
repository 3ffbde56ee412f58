import Foundation
import TerminalTesting
import Testing
import WorkflowUI
@testable import TodoApp

/// `/` narrows the list to the todos whose title or note has what is typed, ignoring
/// case and diacritics; Enter keeps the search, Esc clears it.
@MainActor
@Suite struct FindFlowTests {
    private func pilot() async -> AppPilot {
        var todos = SampleTodos.make(["Buy milk", "Résumé for the job", "日本語のタイトル", "Call Grace", "Fix bike"])
        todos[3].note = "about the MILK delivery"
        let pilot = AppPilot(store: InMemoryTodoStore(["Ada": todos]))
        await pilot.logIn("Ada")
        return pilot
    }

    private func shownTitles(_ pilot: AppPilot) -> [String] {
        pilot.lines.dropFirst().prefix(while: { $0.hasPrefix("   [") || $0.hasPrefix(" › [") }).map {
            // The title, without the note mark and due date at the right.
            String($0.dropFirst(7).split(separator: "  ").first ?? "").trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func typingNarrowsTheListToTitlesAndNotesThatMatchIgnoringCase() async {
        let pilot = await pilot()
        pilot.terminal.press(.character("/"))
        expectScreen(pilot.terminal, pilot.lines[22].hasPrefix(" Find:"))
        #expect(pilot.lines[23] == "Enter keep  Esc clear  ↑↓ move", "only the search line's keys are offered")
        pilot.terminal.type("milk")
        await pilot.waitUntil { _ in shownTitles(pilot).count == 2 }
        expectScreen(pilot.terminal, shownTitles(pilot) == ["Buy milk", "Call Grace"], "the second matched its note")
        #expect(pilot.lines[0].contains("Ada · 2 of 5 match"))
    }

    @Test func diacriticsAndCJKAreFound() async {
        let pilot = await pilot()
        pilot.terminal.press(.character("/"))
        pilot.terminal.type("resume")
        await pilot.waitUntil { _ in shownTitles(pilot) == ["Résumé for the job"] }
        pilot.terminal.press(.control("u"))
        pilot.terminal.type("タイ")
        await pilot.waitUntil { _ in shownTitles(pilot) == ["日本語のタイトル"] }
    }

    @Test func everyWordTypedMustMatchInAnyOrderAndEachIsUnderlined() async {
        let pilot = await pilot()
        pilot.terminal.press(.character("/"))
        pilot.terminal.type("delivery call")
        await pilot.waitUntil { _ in shownTitles(pilot) == ["Call Grace"] }
        pilot.terminal.press(.control("u"))
        pilot.terminal.type("milk buy")
        await pilot.waitUntil { _ in shownTitles(pilot) == ["Buy milk"] }
        expectScreen(pilot.terminal, line: 1, is: " › [ ] Buy milk")
        for column in [7, 8, 9, 11, 12, 13, 14] {
            #expect(pilot.terminal.style(atColumn: column, row: 1).attributes.contains(.underline), "column \(column)")
        }
        #expect(!pilot.terminal.style(atColumn: 10, row: 1).attributes.contains(.underline), "the space between")
        pilot.terminal.type(" zebra")
        await pilot.waitUntil { $0.contains("Nothing matches.") }
    }

    @Test func matchesAreUnderlinedInTheTitles() async {
        let pilot = await pilot()
        pilot.terminal.press(.character("/"))
        pilot.terminal.type("bik")
        await pilot.waitUntil { _ in shownTitles(pilot) == ["Fix bike"] }
        expectScreen(pilot.terminal, line: 1, is: " › [ ] Fix bike")
        #expect(pilot.terminal.style(atColumn: 11, row: 1).attributes.contains(.underline))
        #expect(!pilot.terminal.style(atColumn: 7, row: 1).attributes.contains(.underline))
    }

    @Test func enterKeepsTheSearchForTheListsKeysAndEscClearsIt() async {
        let pilot = await pilot()
        pilot.terminal.press(.character("/"))
        pilot.terminal.type("i")
        pilot.terminal.press(.enter)
        expectScreen(pilot.terminal, pilot.lines[22].hasPrefix(" Find: i"), "the search stays on")
        pilot.terminal.press(.character("j"))
        #expect(pilot.lines[2].hasPrefix(" › "), "j moves again, as a key of the list")
        #expect(pilot.lines[23].contains("Esc clear search"))
        pilot.terminal.press(.escape)
        expectScreen(pilot.terminal, shownTitles(pilot).count == 5)
        #expect(pilot.lines[0].contains("Welcome, Ada"), "Esc cleared the search and did not log out")
    }

    @Test func nothingMatchingSaysSo() async {
        let pilot = await pilot()
        pilot.terminal.press(.character("/"))
        pilot.terminal.type("zebra")
        await pilot.waitUntil { $0.contains("Nothing matches. Esc clears the search.") }
    }

    /// Fuzz seed 42, event 16013: SQLite refused a search of more than a thousand words,
    /// pasted into the search line, and the list failed and was read again after a
    /// wait, and again; with no wait (the fuzzer's clock) the app never went idle.
    @Test func aPasteOfThousandsOfWordsFindsTheTodoWithEveryOne() async throws {
        let directory = try TemporaryDirectory()
        let store = try SQLiteTodoStore(location: directory.location)
        let words = (1...1_500).map { "w\($0)x" }
        try await store.save([
            Todo(title: "Every word", note: words.joined(separator: " "), position: 1),
            Todo(title: "Buy milk", position: 2),
        ], for: "Ada")
        let pilot = AppPilot(store: store)
        await pilot.logIn("Ada")
        pilot.terminal.press(.character("/"))
        pilot.terminal.paste(words.reversed().joined(separator: " "))
        await pilot.waitUntil { _ in shownTitles(pilot) == ["Every word"] }
        #expect(pilot.lines[0].contains("Ada · 1 of 2 match"))
    }
}
