import Foundation
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
        #expect(detail(pilot).contains("Due       Nov 22 (2026-11-22)"), "\(pilot.terminal)")
        #expect(!pilot.terminal.contains("due today"))
        #expect(pilot.lines[1].contains("Nov 22 "), "the list's row too:\n\(pilot.terminal)")
        pilot.terminal.press(.down)
        await pilot.waitUntil { _ in detail(pilot).contains("Due       Nov 2 (2026-11-02)") }
        #expect(!pilot.terminal.contains("overdue"), "\(pilot.terminal)")
    }

    @Test func aLongNoteIsCutWithHowToScrollIt() async {
        let pilot = await pilot()
        await pilot.waitFor("line 1")
        #expect(!pilot.terminal.contains("line 60"))
        #expect(detail(pilot).contains { $0.hasPrefix("↓") && $0.contains("more lines") && $0.contains("Tab") }, "\(pilot.terminal)")
    }

    @Test func tabGivesTheDetailPaneTheKeysToScrollTheNoteAndEscGivesThemBack() async {
        let pilot = await pilot()
        await pilot.waitFor("line 1")
        pilot.terminal.press(.tab)
        #expect(pilot.terminal.contains("▸"), "the separator points at the pane with the keys:\n\(pilot.terminal)")
        #expect(pilot.lines[0].hasPrefix(" Esc Back"), "\(pilot.terminal)")
        pilot.terminal.press(.down)
        #expect(!detail(pilot).contains("line 1"), "scrolled a line:\n\(pilot.terminal)")
        #expect(detail(pilot).contains("line 2"))
        pilot.terminal.press(.end)
        #expect(detail(pilot).contains("line 60"), "\(pilot.terminal)")
        #expect(detail(pilot).contains { $0.hasPrefix("Note") && $0.hasSuffix("↑ 41 more lines") }, "\(pilot.terminal)")
        pilot.terminal.press(.home)
        #expect(detail(pilot).contains("line 1"), "\(pilot.terminal)")
        pilot.terminal.press(.pageDown)
        #expect(!detail(pilot).contains("line 1"), "\(pilot.terminal)")

        pilot.terminal.press(.escape)
        #expect(pilot.terminal.contains("◂"), "the list has the keys again:\n\(pilot.terminal)")
        #expect(pilot.lines[0].hasPrefix(" Esc Log out"))
        pilot.terminal.press(.down)
        #expect(pilot.lines[2].hasPrefix(" › [ ] Call Grace"), "\(pilot.terminal)")
    }

    @Test func enterInTheDetailPaneEditsTheTodo() async {
        let pilot = await pilot()
        await pilot.waitFor("line 1")
        pilot.terminal.press(.tab)
        await pilot.open()
        #expect(pilot.terminal.contains("▸ Title"), "\(pilot.terminal)")
        pilot.terminal.press(.escape)
        #expect(pilot.terminal.contains("◂"), "back to the list, not the detail:\n\(pilot.terminal)")
    }

    @Test func belowAHundredColumnsTabShowsTheTodoInFullAndEscGoesBackToTheList() async {
        let pilot = await pilot(width: 80, height: 24)
        #expect(!pilot.terminal.contains("line 1"))
        pilot.terminal.press(.tab)
        await pilot.waitFor("line 1")
        #expect(pilot.terminal.contains("Status    open"), "\(pilot.terminal)")
        pilot.terminal.press(.end)
        #expect(pilot.terminal.contains("line 60"), "\(pilot.terminal)")
        pilot.terminal.press(.escape)
        #expect(pilot.lines[1].hasPrefix(" › [ ] Buy milk"), "\(pilot.terminal)")
        #expect(pilot.lines[0].contains("Welcome, Ada"), "Esc went back to the list and did not log out")
    }
}
