import Foundation
import TerminalTesting
import Testing
import WorkflowUI
@testable import TodoApp

/// `u` takes back the session's changes one by one and Ctrl-R makes them again; each is
/// an ordinary change, written to the store.
@MainActor
@Suite struct UndoFlowTests {
    let store: InMemoryTodoStore

    init() {
        var todos = SampleTodos.make(["Buy milk", "Call Grace"])
        todos[0].note = "oat"
        todos[0].priority = .low
        store = InMemoryTodoStore(["Ada": todos])
    }

    private func pilot() async -> AppPilot {
        let pilot = AppPilot(store: store)
        await pilot.logIn("Ada")
        return pilot
    }

    private func stored() async -> [Todo] {
        (try? await store.todos(for: "Ada")) ?? []
    }

    @Test func undoingADeleteBringsTheTodoBackWholeWhereItWas() async {
        let pilot = await pilot()
        pilot.terminal.press(.character("d"), .character("y"))
        expectScreen(pilot.terminal, pilot.lines[22].hasPrefix(" Deleted 'Buy milk' · u undo"))
        await pilot.finishWrites()
        #expect(await stored().map(\.title) == ["Call Grace"])

        pilot.terminal.press(.character("u"))
        expectScreen(pilot.terminal, pilot.lines[1].contains("Buy milk"))
        #expect(pilot.lines[22].hasPrefix(" Undid: deleted 'Buy milk' · ^R redo"))
        await pilot.finishWrites()
        let back = await stored()
        #expect(back.map(\.title) == ["Buy milk", "Call Grace"])
        #expect(back[0].note == "oat", "the note the list never had comes back too")
        #expect(back[0].priority == .low)

        pilot.terminal.press(.control("r"))
        await pilot.finishWrites()
        #expect(await stored().map(\.title) == ["Call Grace"], "redo deletes it again")
    }

    @Test func manyChangesAreUndoneInTurnAndANewChangeForgetsTheRedos() async {
        let pilot = await pilot()
        pilot.terminal.press(.character(" "))  // done
        pilot.terminal.press(.character("p"))  // low → none
        pilot.terminal.press(.character("J"))  // moved down
        await pilot.finishWrites()
        #expect(await stored().map(\.title) == ["Call Grace", "Buy milk"])

        pilot.terminal.press(.character("u"))
        expectScreen(pilot.terminal, pilot.lines[22].hasPrefix(" Undid: moved 'Buy milk' down"))
        pilot.terminal.press(.character("u"), .character("u"))
        await pilot.finishWrites()
        let undone = await stored()
        #expect(undone.map(\.title) == ["Buy milk", "Call Grace"])
        #expect(undone[0].priority == .low)
        #expect(!undone[0].isDone)
        pilot.terminal.press(.character("u"))
        expectScreen(pilot.terminal, pilot.lines[22].hasPrefix(" Nothing to undo."))

        pilot.terminal.press(.control("r"))
        pilot.terminal.press(.character("j"), .character(" "))
        pilot.terminal.press(.control("r"))
        expectScreen(pilot.terminal, pilot.lines[22].hasPrefix(" Nothing to redo."), "a new change forgets what was undone")
    }

    @Test func anEditIsUndoneToTheTitleAndNoteItHadBefore() async {
        let pilot = await pilot()
        await pilot.open()
        pilot.terminal.type(" and eggs")
        pilot.terminal.press(.tab)
        pilot.terminal.type("!")
        pilot.terminal.press(.control("s"))
        expectScreen(pilot.terminal, pilot.lines[22].hasPrefix(" Saved 'Buy milk and eggs' · u undo"))
        pilot.terminal.press(.character("u"))
        await pilot.finishWrites()
        let todo = await stored()[0]
        #expect(todo.title == "Buy milk")
        #expect(todo.note == "oat")
    }

    @Test func anUndoOrARedoSelectsTheTodoItChanged() async {
        let store = InMemoryTodoStore(["Ada": SampleTodos.make(["Buy milk", "Call Grace", "Walk the dog"])])
        let pilot = AppPilot(store: store)
        await pilot.logIn("Ada")
        pilot.terminal.press(.down, .character("d"), .character("y"))
        expectScreen(pilot.terminal, pilot.lines[2].hasPrefix(" › [ ] Walk the dog"))
        pilot.terminal.press(.character("u"))
        expectScreen(pilot.terminal, pilot.lines[2].hasPrefix(" › [ ] Call Grace"), "the todo brought back")

        pilot.terminal.press(.down, .character(" "), .up, .up)
        expectScreen(pilot.terminal, pilot.lines[1].hasPrefix(" › [ ] Buy milk"))
        pilot.terminal.press(.character("u"))
        expectScreen(pilot.terminal, pilot.lines[3].hasPrefix(" › [ ] Walk the dog"), "the todo marked done, and not now")
        pilot.terminal.press(.up, .up, .control("r"))
        expectScreen(pilot.terminal, pilot.lines[3].hasPrefix(" › [x] Walk the dog"), "the todo done again")

        pilot.terminal.press(.character("K"), .up, .character("u"))
        expectScreen(pilot.terminal, pilot.lines[3].hasPrefix(" › [x] Walk the dog"), "a move undone selects the todo moved")
    }

    @Test func aNewTodoIsUndoneByDeletingIt() async {
        let pilot = await pilot()
        await pilot.add("Fix bike")
        pilot.terminal.press(.character("u"))
        await pilot.finishWrites()
        #expect(await stored().map(\.title) == ["Buy milk", "Call Grace"])
    }
}
