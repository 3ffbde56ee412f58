import Foundation
import TerminalTesting
import Testing
import WorkflowUI
@testable import TodoApp

/// Priorities, due dates, which todos are shown, their order, and moving them.
@MainActor
@Suite struct OrganizeFlowTests {
    let store = InMemoryTodoStore(["Ada": SampleTodos.make(["Buy milk", "Call Grace", "Fix bike"])])

    private func pilot() async -> AppPilot {
        let pilot = AppPilot(store: store)
        await pilot.logIn("Ada")
        return pilot
    }

    private func stored() async -> [Todo] {
        (try? await store.todos(for: "Ada")) ?? []
    }

    @Test func pStepsThroughThePrioritiesAndTheRowShowsThemAsMarks() async {
        let pilot = await pilot()
        pilot.terminal.press(.character("p"))
        expectScreen(pilot.terminal, line: 1, is: " › [ ] !!! Buy milk")
        pilot.terminal.press(.character("p"))
        #expect(pilot.lines[1] == " › [ ] !! Buy milk")
        pilot.terminal.press(.character("p"))
        #expect(pilot.lines[1] == " › [ ] ! Buy milk")
        pilot.terminal.press(.character("p"))
        #expect(pilot.lines[1] == " › [ ] Buy milk")
        pilot.terminal.press(.character("p"))
        await pilot.finishWrites()
        #expect(await stored()[0].priority == .high)
    }

    @Test func dAsksForADueDateAndTheRowShowsItRelativeToToday() async {
        let pilot = await pilot()
        pilot.terminal.press(.character("D"))
        expectScreen(pilot.terminal, pilot.lines[22].hasPrefix(" Due:"))
        #expect(pilot.lines[23] == "Enter set  Esc cancel")
        pilot.terminal.type("fri")
        pilot.terminal.press(.enter)
        expectScreen(pilot.terminal, pilot.lines[1].hasSuffix("Fri"), "Sunday's Friday is named")
        await pilot.finishWrites()
        #expect(await stored()[0].dueDate == TodoDay(year: 2026, month: 11, day: 27))

        pilot.terminal.press(.character("j"), .character("D"))
        pilot.terminal.type("today")
        pilot.terminal.press(.enter)
        expectScreen(pilot.terminal, pilot.lines[2].hasSuffix("due today"))
        pilot.terminal.press(.character("j"), .character("D"))
        pilot.terminal.type("2026-11-20")
        pilot.terminal.press(.enter)
        expectScreen(pilot.terminal, pilot.lines[3].hasSuffix("overdue: Nov 20"))
    }

    @Test func aDateThatCannotBeReadIsExplainedAndChangesNothingAndEmptyClears() async {
        let pilot = await pilot()
        pilot.terminal.press(.character("D"))
        pilot.terminal.type("soon")
        pilot.terminal.press(.enter)
        // Whole at 80 columns, down to how to clear the date, over the line that still
        // shows what was typed, to correct.
        expectScreen(pilot.terminal, line: 21, is: " 'soon' is not a date: try fri, +3d, +1m, dec 1, next week; empty clears it")
        expectScreen(pilot.terminal, pilot.lines[22].hasPrefix(" Due: soon"))
        #expect(pilot.terminal.cursor == Point(column: 10, row: 22), "the cursor after it")
        pilot.terminal.press(.backspace)
        expectScreen(pilot.terminal, line: 22, is: " Due: soo")
        #expect(!pilot.terminal.contains("not a date"), "the next key takes the problem away")
        pilot.terminal.press(.escape)
        await pilot.finishWrites()
        #expect(await stored()[0].dueDate == nil)

        pilot.terminal.press(.character("D"))
        pilot.terminal.type("+3d")
        pilot.terminal.press(.enter)
        pilot.terminal.press(.character("D"))
        expectScreen(pilot.terminal, pilot.lines[22].contains("2026-11-25"), "the line starts with the date it has")
        pilot.terminal.press(.control("u"), .enter)
        await pilot.finishWrites()
        #expect(await stored()[0].dueDate == nil, "an empty answer clears the date")
    }

    @Test func aDueDateAlreadySetIsShownSelectedAndWhatIsTypedReplacesIt() async {
        let pilot = await pilot()
        pilot.terminal.press(.character("D"))
        pilot.terminal.type("+3d")
        pilot.terminal.press(.enter)
        pilot.terminal.press(.character("D"))
        expectScreen(pilot.terminal, pilot.lines[22].contains("2026-11-25"))
        let dateColumn = pilot.lines[22].distance(from: pilot.lines[22].startIndex, to: pilot.lines[22].range(of: "2026")!.lowerBound)
        #expect(pilot.terminal.cell(atColumn: dateColumn, row: 22).style == Theme.standard.selection, "shown selected")

        pilot.terminal.type("fri")
        expectScreen(pilot.terminal, pilot.lines[22].contains("fri") && !pilot.lines[22].contains("2026"))
        pilot.terminal.press(.enter)
        await pilot.finishWrites()
        #expect(await stored()[0].dueDate == TodoDay(year: 2026, month: 11, day: 27))
    }

    @Test func aCursorKeyKeepsTheSelectedDueDateToEditAndBackspaceOnItClearsIt() async {
        let pilot = await pilot()
        pilot.terminal.press(.character("D"))
        pilot.terminal.type("2026-11-20")
        pilot.terminal.press(.enter)

        pilot.terminal.press(.character("D"), .left, .backspace)
        pilot.terminal.type("4")
        expectScreen(pilot.terminal, pilot.lines[22].contains("2026-11-40"), "edited in place")
        pilot.terminal.press(.escape)

        pilot.terminal.press(.character("D"), .backspace, .enter)
        await pilot.finishWrites()
        #expect(await stored()[0].dueDate == nil, "Backspace on the selected date removed it")
    }

    @Test func fShowsOpenThenDoneThenAllAndTheChoiceIsKeptForTheNextLogin() async {
        let pilot = await pilot()
        pilot.terminal.press(.character(" "))
        pilot.terminal.press(.character("f"))
        expectScreen(pilot.terminal, pilot.lines[0].contains("Ada · open"))
        #expect(pilot.lines[1] == " › [ ] Call Grace")
        pilot.terminal.press(.character("f"))
        expectScreen(pilot.terminal, line: 1, is: " › [x] Buy milk")
        #expect(pilot.lines[2] == "")
        await pilot.finishWrites()
        #expect(try! await store.listSettings(for: "Ada").filter == .done)

        let again = AppPilot(store: store)
        await again.logIn("Ada")
        expectScreen(again.terminal, again.lines[0].contains("Ada · done"), "the filter is remembered")
    }

    @Test func sSortsByDueDateThenPriorityThenYourOrder() async {
        let pilot = await pilot()
        // Fix bike is due first; Call Grace has the highest priority.
        pilot.terminal.press(.character("G"), .character("D"))
        pilot.terminal.type("tomorrow")
        pilot.terminal.press(.enter, .character("k"), .character("p"))
        pilot.terminal.press(.character("s"))
        expectScreen(pilot.terminal, pilot.lines[0].contains("by due date"))
        expectScreen(pilot.terminal, pilot.lines[1].contains("Fix bike"))
        pilot.terminal.press(.character("s"))
        expectScreen(pilot.terminal, pilot.lines[1].contains("!!! Call Grace"))
        pilot.terminal.press(.character("s"))
        #expect(pilot.lines[0].contains("Welcome, Ada"))
        #expect(pilot.lines[1].contains("Buy milk"))
    }

    @Test func shiftArrowsAndJKMoveATodoAndTheOrderIsKept() async {
        let pilot = await pilot()
        pilot.terminal.press(.character("J"))
        expectScreen(pilot.terminal, line: 1, is: "   [ ] Call Grace")
        #expect(pilot.lines[2] == " › [ ] Buy milk", "the selection moves with the todo")
        pilot.terminal.press(.modified(.down, .shift))
        expectScreen(pilot.terminal, line: 3, is: " › [ ] Buy milk")
        pilot.terminal.press(.character("K"))
        await pilot.finishWrites()
        #expect(await stored().map(\.title) == ["Call Grace", "Buy milk", "Fix bike"])
    }

    @Test func movingWhileSortedSaysHowToMoveInFullAndThoseKeysLetTheTodoMove() async {
        let pilot = await pilot()
        pilot.terminal.press(.character("s"), .character("J"))
        // Whole, not cut short by the position on the right.
        expectScreen(pilot.terminal, pilot.lines[22].contains("Press s twice for your own order, where todos move"))
        pilot.terminal.press(.character("s"), .character("s"), .character("J"))
        expectScreen(pilot.terminal, line: 2, is: " › [ ] Buy milk")
    }
}
