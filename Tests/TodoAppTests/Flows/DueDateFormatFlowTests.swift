import Foundation
import TerminalTesting
import Testing
import WorkflowUI
@testable import TodoApp

/// The environment's `dueDateFormat` is how the list, the detail pane and the editor
/// write a due date; the workflows never hear of it.
@MainActor
@Suite struct DueDateFormatFlowTests {
    /// Due the Friday after next, 4 December 2026: too far for a weekday's name.
    private func pilot(format: DueDateFormat?) async -> AppPilot {
        var todos = SampleTodos.make(["Buy milk"])
        todos[0].dueDate = TodoDay(year: 2026, month: 12, day: 4)
        let pilot = AppPilot(store: InMemoryTodoStore(["Ada": todos]), width: 120, height: 24)
        if let format {
            var environment = pilot.app.environment
            environment.dueDateFormat = format
            pilot.app.update(environment: environment)
        }
        await pilot.logIn("Ada")
        return pilot
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
}
