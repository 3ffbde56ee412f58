import TerminalTesting
import Testing
import WorkflowUI
@testable import TodoApp

/// Keys typed in the same burst as the Enter that logs in or opens a todo are applied
/// once the list or the editor is there, as a fast typist, a paste or a slow link
/// sends them.
@MainActor
@Suite struct TypeAheadFlowTests {
    private func pilot() -> AppPilot {
        AppPilot(store: InMemoryTodoStore(["Ada": SampleTodos.make(["Buy milk", "Call Grace", "Pay rent"])]))
    }

    @Test func aMoveTypedWithTheLoginMovesTheSelectionOnceTheListIsLoaded() async {
        let pilot = pilot()
        pilot.terminal.type("Ada")
        pilot.terminal.press(.enter, .character("j"), .character("j"))
        await pilot.waitFor("Call Grace")
        expectScreen(pilot.terminal, line: 3, is: " › [ ] Pay rent")
        #expect(pilot.lines[22].hasSuffix("3/3"))
    }

    @Test func tabTypedWithTheEnterThatOpensATodoMovesToTheNote() async {
        let pilot = pilot()
        await pilot.logIn("Ada")
        pilot.terminal.press(.enter, .tab)
        pilot.terminal.type("oat")
        await pilot.waitFor("^S Save")
        expectScreen(pilot.terminal, line: 5, is: " oat", "typed into the note, not the title")
        #expect(pilot.lines[2] == " Buy milk")
    }

    @Test func aWholeSessionTypedAtOnceIsAppliedInOrder() async {
        let pilot = pilot()
        pilot.terminal.type("Ada")
        // Log in, go to the second todo, open it, add to its title, save, tick it off.
        pilot.terminal.press(.enter, .down, .enter, .end)
        pilot.terminal.type("!")
        pilot.terminal.press(.control("s"), .character(" "))
        await pilot.waitFor("[x] Call Grace!")
        if !pilot.terminal.contains("[x] Call Grace!") {
            Issue.record("Workflow tree:\n\(pilot.app.host.debugTree)")
        }
        await pilot.finishWrites()
        let stored = try? await pilot.store.todos(for: "Ada")
        #expect(stored?.map(\.title) == ["Buy milk", "Call Grace!", "Pay rent"])
        #expect(stored?.map(\.isDone) == [false, true, false])
    }
}
