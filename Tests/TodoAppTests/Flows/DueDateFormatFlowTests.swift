import Foundation
import TerminalTesting
import Testing
import WorkflowUI
@testable import TodoApp

/// `due_date_format` is how the list, the detail pane and the editor write a due date
/// (the environment's `dueDateFormat`), and how the status line does (`RootWorkflow`'s).
@MainActor
@Suite struct DueDateFormatFlowTests {
    /// Due the Friday after next, 4 December 2026: too far for a weekday's name.
    private func pilot(format: DueDateFormat?) async -> AppPilot {
        var todos = SampleTodos.make(["Buy milk"])
        todos[0].dueDate = TodoDay(year: 2026, month: 12, day: 4)
        let pilot = AppPilot(store: InMemoryTodoStore(["Ada": todos]), width: 120, height: 24, dueDateFormat: format ?? .monthDay)
        await pilot.logIn("Ada")
        return pilot
    }

    /// Sets the first todo's due date to Sunday's Friday, 27 November 2026.
    private func setDueDateToFriday(in pilot: AppPilot) {
        pilot.terminal.press(.character("D"))
        pilot.terminal.press(.control("u"))
        pilot.terminal.type("fri")
        pilot.terminal.press(.enter)
    }

    @Test func withoutAFormatTheMonthComesFirstAsBefore() async {
        let pilot = await pilot(format: nil)
        expectScreen(pilot.terminal, pilot.lines[1].contains("Dec 4 "))
        #expect(pilot.terminal.text.contains("Due       Dec 4 (2026-12-04)"))
    }

    @Test func dayMonthPutsTheDayFirstInTheListAndTheDetailPane() async {
        let pilot = await pilot(format: .dayMonth)
        expectScreen(pilot.terminal, pilot.lines[1].contains("4 Dec "))
        #expect(pilot.terminal.text.contains("Due       4 Dec (2026-12-04)"))
    }

    @Test func isoWritesTheWholeDateOnceInTheDetailPaneAndTheEditor() async {
        let pilot = await pilot(format: .iso)
        expectScreen(pilot.terminal, pilot.lines[1].contains("2026-12-04 "))
        #expect(pilot.terminal.text.contains("Due       2026-12-04") && !pilot.terminal.text.contains("(2026-12-04)"))
        await pilot.open()
        expectScreen(pilot.terminal, pilot.terminal.text.contains("due 2026-12-04") && !pilot.terminal.text.contains("(2026-12-04)"))
    }

    @Test func theStatusLineWritesTheDateJustSetInTheFormatAndSoDoItsUndoAndRedo() async {
        let pilot = await pilot(format: .dayMonth)
        setDueDateToFriday(in: pilot)
        await pilot.waitFor("'Buy milk' due 27 Nov · u undo")
        pilot.terminal.press(.character("u"))
        await pilot.waitFor("Undid: 'Buy milk' due 27 Nov")
        pilot.terminal.press(.control("r"))
        await pilot.waitFor("Redid: 'Buy milk' due 27 Nov")
    }

    @Test func theStatusLineWritesTheDateMonthFirstByDefaultAndWholeInIso() async {
        let monthDay = await pilot(format: nil)
        setDueDateToFriday(in: monthDay)
        await monthDay.waitFor("'Buy milk' due Nov 27 · u undo")
        let iso = await pilot(format: .iso)
        setDueDateToFriday(in: iso)
        await iso.waitFor("'Buy milk' due 2026-11-27 · u undo")
    }
}
