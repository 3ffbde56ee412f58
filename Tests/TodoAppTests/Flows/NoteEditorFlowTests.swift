import Foundation
import TerminalTesting
import Testing
import WorkflowUI
@testable import TodoApp

/// Ctrl-E in the editor lends the terminal to `$VISUAL` or `$EDITOR` with the note; what
/// it leaves is the draft, saved with Ctrl-S as usual.
@MainActor
@Suite struct NoteEditorFlowTests {
    private func pilot(_ handoff: FakeEditorHandoff?, environment: [String: String] = ["EDITOR": "vim"]) async -> AppPilot {
        var todos = SampleTodos.make(["Buy milk"])
        todos[0].note = "oat"
        let store = InMemoryTodoStore(["Ada": todos])
        let editor = handoff.map { NoteEditor(environment: environment, handoff: $0) }
        let pilot = AppPilot(store: store, noteEditor: editor)
        await pilot.logIn("Ada")
        await pilot.open()
        return pilot
    }

    @Test func theEditedNoteBecomesTheDraftAndIsSavedWithCtrlS() async {
        let handoff = FakeEditorHandoff(.writes("oat, two litres\nfrom the market\n"))
        let pilot = await pilot(handoff)
        pilot.terminal.press(.control("e"))
        await pilot.waitFor("from the market")
        expectScreen(pilot.terminal, line: 5, is: " oat, two litres")
        #expect(handoff.runs.first?.prefix(3) == ["/bin/sh", "-c", "vim \"$1\""], "a shell runs the command with the file")
        pilot.terminal.press(.control("s"))
        await pilot.finishWrites()
        #expect(try! await pilot.store.todos(for: "Ada")[0].note == "oat, two litres\nfrom the market")
    }

    @Test func visualIsPreferredToEditor() {
        let editor = NoteEditor(environment: ["VISUAL": "code --wait", "EDITOR": "vim"], handoff: FakeEditorHandoff(.writes("")))
        #expect(editor.command == "code --wait")
    }

    @Test func withoutAnEditorTheScreenSaysSoAndTheDraftStays() async {
        let pilot = await pilot(FakeEditorHandoff(.writes("never")), environment: [:])
        pilot.terminal.press(.control("e"))
        await pilot.waitFor("Set $VISUAL or $EDITOR")
        #expect(pilot.lines[5] == " oat")
    }

    @Test func anEditorThatFailsIsReportedAndTheDraftStays() async {
        let pilot = await pilot(FakeEditorHandoff(.fails(.exited(1))))
        pilot.terminal.press(.control("e"))
        await pilot.waitFor("vim ended with status 1")
        #expect(pilot.lines[5] == " oat")
    }
}
