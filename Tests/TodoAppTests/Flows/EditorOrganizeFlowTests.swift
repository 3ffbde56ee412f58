import Foundation
import TerminalTesting
import Testing
import WorkflowUI
@testable import TodoApp

/// The editor sets a todo's priority (Ctrl-P, as p in the list) and due date (Ctrl-D,
/// the words the list's D takes), saved with its title and note.
@MainActor
@Suite struct EditorOrganizeFlowTests {
    let store = InMemoryTodoStore(["Ada": SampleTodos.make(["Buy milk", "Call Grace"])])

    private func pilot(width: Int = 80, height: Int = 24) async -> AppPilot {
        let pilot = AppPilot(store: store, width: width, height: height)
        await pilot.logIn("Ada")
        return pilot
    }

    private func stored() async -> [Todo] {
        (try? await store.todos(for: "Ada")) ?? []
    }

    @Test func ctrlPAndCtrlDSetThePriorityAndDueDateSavedWithTheTodo() async {
        let pilot = await pilot()
        await pilot.open()
        expectScreen(pilot.terminal, line: 3, is: " No priority · no due date")
        pilot.terminal.press(.control("p"))
        expectScreen(pilot.terminal, line: 3, is: " !!! high priority · no due date")
        pilot.terminal.press(.control("d"))
        expectScreen(pilot.terminal, line: 22, is: " Due:")
        expectScreen(pilot.terminal, line: 23, is: "Enter set  Esc cancel", "only the line's keys")
        pilot.terminal.type("1 dec")
        pilot.terminal.press(.enter)
        expectScreen(pilot.terminal, line: 3, is: " !!! high priority · due Dec 1 (2026-12-01)")
        pilot.terminal.type(" and eggs")
        expectScreen(pilot.terminal, line: 2, is: " Buy milk and eggs", "the title has the keys again")
        pilot.terminal.press(.control("s"))
        expectScreen(pilot.terminal, pilot.lines[1].hasPrefix(" › [ ] !!! Buy milk and eggs") && pilot.lines[1].hasSuffix("Dec 1"))
        await pilot.finishWrites()
        let saved = await stored()[0]
        #expect(saved.title == "Buy milk and eggs")
        #expect(saved.priority == .high)
        #expect(saved.dueDate == TodoDay("2026-12-01"))

        pilot.terminal.press(.character("u"))
        await pilot.finishWrites()
        let undone = await stored()[0]
        #expect(undone.title == "Buy milk" && undone.priority == .none && undone.dueDate == nil, "undo takes all of it back")
    }

    @Test func aNewTodoKeepsThePriorityAndDueDateSetInTheEditor() async {
        let pilot = await pilot()
        pilot.terminal.press(.character("n"))
        pilot.terminal.type("Pay rent")
        pilot.terminal.press(.control("p"), .control("p"), .control("d"))
        pilot.terminal.type("+1m")
        pilot.terminal.press(.enter, .control("s"))
        await pilot.finishWrites()
        let added = await stored().last
        #expect(added?.title == "Pay rent")
        #expect(added?.priority == .medium)
        #expect(added?.dueDate == TodoDay("2026-12-22"))
    }

    @Test func aDueDateThatCannotBeReadIsExplainedOverWhatWasTypedAndEscLeavesTheDate() async {
        let pilot = await pilot()
        await pilot.open()
        pilot.terminal.press(.control("d"))
        pilot.terminal.type("soon")
        pilot.terminal.press(.enter)
        expectScreen(pilot.terminal, pilot.lines[21].contains("'soon' is not a date"))
        expectScreen(pilot.terminal, pilot.lines[22].hasPrefix(" Due: soon"))
        pilot.terminal.press(.escape)
        expectScreen(pilot.terminal, line: 3, is: " No priority · no due date")
        #expect(pilot.lines[0].contains("Edit"), "Esc left the due date line, not the editor")
        pilot.terminal.press(.control("d"))
        pilot.terminal.press(.enter)
        #expect(pilot.lines[3] == " No priority · no due date", "an empty answer leaves no date")
    }

    @Test func changingOnlyThePriorityIsAChangeThatEscAsksAbout() async {
        let pilot = await pilot()
        await pilot.open()
        pilot.terminal.press(.control("p"), .escape)
        expectScreen(pilot.terminal, contains: "Discard changes?")
    }

    @Test func theFooterAndTheHelpNameTheKeys() async {
        let pilot = await pilot()
        await pilot.open()
        expectScreen(pilot.terminal, pilot.lines[23].contains("^P priority") && pilot.lines[23].contains("^D due"))
        pilot.terminal.press(.control("g"))
        expectScreen(pilot.terminal, contains: "priority: none, high, medium, low")
        expectScreen(pilot.terminal, contains: "set the due date: today, tomorrow")
    }
}
