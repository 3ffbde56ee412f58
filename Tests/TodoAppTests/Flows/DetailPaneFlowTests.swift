import Foundation
import TerminalTesting
import Testing
import WorkflowUI
@testable import TodoApp

/// The selected todo in full: its facts, and a note of any length, which Tab gives the
/// keys to scroll.
@MainActor
@Suite struct DetailPaneFlowTests {
    private static let longNote = (1...60).map { "line \($0)" }.joined(separator: "\n")

    private func pilot(width: Int = 120, height: Int = 30, configure: (inout [Todo]) -> Void = { _ in }) async -> AppPilot {
        var todos = SampleTodos.make(["Buy milk", "Call Grace"])
        todos[0].note = Self.longNote
        configure(&todos)
        let pilot = AppPilot(store: InMemoryTodoStore(["Ada": todos]), width: width, height: height)
        await pilot.logIn("Ada")
        return pilot
    }

    /// The rows of the right pane, after the separator, trimmed.
    private func detail(_ pilot: AppPilot) -> [String] {
        pilot.lines.map { line in
            guard let separator = line.lastIndex(where: { "│◂▸".contains($0) }) else { return "" }
            return line[line.index(after: separator)...].trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func aDoneTodoDueTodayOrBeforeIsNeitherOverdueNorDueToday() async {
        let pilot = await pilot { todos in
            todos[0].isDone = true
            todos[0].dueDate = TodoDay("2026-11-22")  // the pilot's today
            todos[1].isDone = true
            todos[1].dueDate = TodoDay("2026-11-02")
        }
        await pilot.waitFor("Status    done")
        expectScreen(pilot.terminal, detail(pilot).contains("Due       Nov 22 (2026-11-22)"))
        #expect(!pilot.terminal.contains("due today"))
        expectScreen(pilot.terminal, pilot.lines[1].contains("Nov 22 "), "the list's row too")
        pilot.terminal.press(.down)
        await pilot.waitUntil { _ in detail(pilot).contains("Due       Nov 2 (2026-11-02)") }
        expectScreen(pilot.terminal, doesNotContain: "overdue")
    }

    @Test func theTodoBelowShowsWholeInTheFrameOfTheKeyThatSelectsIt() async {
        let pilot = await pilot { todos in todos[1].note = "Ask about the weekend" }
        // The todos beside the selected one are read with it.
        await pilot.waitFor("line 1")

        pilot.terminal.press(.down)

        // No wait: this is the frame the key drew.
        expectScreen(pilot.terminal, detail(pilot).contains("Ask about the weekend"), "its note, not the one before's")
        #expect(!detail(pilot).contains("line 1"))
    }

    @Test func aLongNoteIsCutWithHowToScrollIt() async {
        let pilot = await pilot()
        await pilot.waitFor("line 1")
        #expect(!pilot.terminal.contains("line 60"))
        expectScreen(pilot.terminal, detail(pilot).contains { $0.hasPrefix("↓") && $0.contains("more lines") && $0.contains("Tab") })
    }

    @Test func tabGivesTheDetailPaneTheKeysToScrollTheNoteAndEscGivesThemBack() async {
        let pilot = await pilot()
        await pilot.waitFor("line 1")
        pilot.terminal.press(.tab)
        expectScreen(pilot.terminal, contains: "▸", "the separator points at the pane with the keys")
        expectScreen(pilot.terminal, pilot.lines[0].hasPrefix(" Esc Back"))
        pilot.terminal.press(.down)
        expectScreen(pilot.terminal, !detail(pilot).contains("line 1"), "scrolled a line")
        #expect(detail(pilot).contains("line 2"))
        pilot.terminal.press(.end)
        expectScreen(pilot.terminal, detail(pilot).contains("line 60"))
        expectScreen(pilot.terminal, detail(pilot).contains { $0.hasPrefix("Note") && $0.hasSuffix("↑ 41 more lines") })
        pilot.terminal.press(.home)
        expectScreen(pilot.terminal, detail(pilot).contains("line 1"))
        pilot.terminal.press(.pageDown)
        expectScreen(pilot.terminal, !detail(pilot).contains("line 1"))

        pilot.terminal.press(.escape)
        expectScreen(pilot.terminal, contains: "◂", "the list has the keys again")
        #expect(pilot.lines[0].hasPrefix(" Esc Log out"))
        pilot.terminal.press(.down)
        expectScreen(pilot.terminal, pilot.lines[2].hasPrefix(" › [ ] Call Grace"))
    }

    @Test func enterInTheDetailPaneEditsTheTodo() async {
        let pilot = await pilot()
        await pilot.waitFor("line 1")
        pilot.terminal.press(.tab)
        await pilot.open()
        expectScreen(pilot.terminal, contains: "▸ Title")
        pilot.terminal.press(.escape)
        expectScreen(pilot.terminal, contains: "◂", "back to the list, not the detail")
    }

    @Test func belowAHundredColumnsTabShowsTheTodoInFullAndEscGoesBackToTheList() async {
        let pilot = await pilot(width: 80, height: 24)
        #expect(!pilot.terminal.contains("line 1"))
        pilot.terminal.press(.tab)
        await pilot.waitFor("line 1")
        expectScreen(pilot.terminal, contains: "Status    open")
        pilot.terminal.press(.end)
        expectScreen(pilot.terminal, contains: "line 60")
        pilot.terminal.press(.escape)
        expectScreen(pilot.terminal, pilot.lines[1].hasPrefix(" › [ ] Buy milk"))
        #expect(pilot.lines[0].contains("Welcome, Ada"), "Esc went back to the list and did not log out")
    }
}
