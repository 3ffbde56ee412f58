import Foundation
import TerminalTesting
import Testing
import WorkflowUI
@testable import TodoApp

/// From 100 columns the list and the selected todo are side by side; below, the list
/// and the editor take the screen in turn, as a back stack would.
@MainActor
@Suite struct WideLayoutFlowTests {
    private func pilot(width: Int = 120, height: Int = 30) async -> AppPilot {
        var todos = SampleTodos.make(["Buy milk", "Call Grace"])
        todos[0].note = "oat, not soy\nfrom the market"
        todos[1].priority = .high
        let pilot = AppPilot(store: InMemoryTodoStore(["Ada": todos]), width: width, height: height)
        await pilot.logIn("Ada")
        return pilot
    }

    @Test func atAHundredAndTwentyColumnsTheSelectedTodoIsShownInFullBesideTheList() async {
        let pilot = await pilot()
        await pilot.waitFor("oat, not soy")
        let text = pilot.terminal.text
        expectScreen(pilot.terminal, pilot.lines[1].hasPrefix(" › [ ] Buy milk"))
        #expect(pilot.lines[1].contains("≡"), "a todo with a note is marked in the list")
        #expect(text.contains("from the market"), "the note is shown wrapped, in full")
        #expect(text.contains("Status    open"))
        #expect(text.contains("Created   "))
        pilot.terminal.press(.down)
        await pilot.waitFor("!!! high")
    }

    @Test func enterEditsInTheRightPaneWithTheListStillThereAndSavingGivesTheKeysBack() async {
        let pilot = await pilot()
        await pilot.open()
        expectScreen(pilot.terminal, pilot.lines[1].hasPrefix(" › [ ] Buy milk"), "the list stays")
        #expect(pilot.terminal.contains("▸ Title"), "the editor has the focus, marked on the separator")
        pilot.terminal.type(" and eggs")
        pilot.terminal.press(.control("s"))
        expectScreen(pilot.terminal, pilot.lines[1].hasPrefix(" › [ ] Buy milk and eggs"))
        #expect(pilot.terminal.contains("◂ Buy milk and eggs"), "the list has the focus again")
        pilot.terminal.press(.down)
        expectScreen(pilot.terminal, pilot.lines[2].hasPrefix(" › [ ] !!! Call Grace"), "the list's keys work again")
    }

    @Test func eAlsoEdits() async {
        let pilot = await pilot()
        pilot.terminal.press(.character("e"))
        await pilot.waitFor("^S Save")
    }

    @Test func below100ColumnsTheListAndTheEditorTakeTheScreenInTurn() async {
        let pilot = await pilot(width: 99, height: 24)
        expectScreen(pilot.terminal, doesNotContain: "│", "no split")
        await pilot.open()
        expectScreen(pilot.terminal, doesNotContain: "[ ] Buy milk", "the editor has the screen")
        #expect(pilot.lines[0].contains("Edit"))
    }

    @Test func belowAHundredColumnsMovingTheSelectionReadsNoTodoAndTheDetailPaneReadsItsOwnOnceShown() async throws {
        var todos = SampleTodos.make(["Buy milk", "Call Grace", "Walk the dog"])
        todos[2].note = "the long way round"
        let store = InMemoryTodoStore(["Ada": todos])
        let pilot = AppPilot(store: store, width: 80, height: 24)
        await pilot.logIn("Ada")

        pilot.terminal.press(.down)
        pilot.terminal.press(.down)
        let readsWhileNarrow = await store.todoReads
        pilot.terminal.resize(to: Size(width: 120, height: 30))
        // The split tells the app it is wide once the frame is written; the pane's read,
        // and the frame that shows it, follow.
        try await pilot.settle()

        expectScreen(pilot.terminal, contains: "the long way round")
        let reads = await store.todoReads
        #expect(readsWhileNarrow == 0)
        expectScreen(
            pilot.terminal, reads == 2,
            "once it shows, the todo the pane shows, and the one beside it (the last has one), which the next move shows"
        )
    }

    @Test func aResizeAcrossTheWidthKeepsAnOpenEditorsDraftAndCursor() async {
        let pilot = await pilot()
        await pilot.open()
        pilot.terminal.type(" and eggs")
        pilot.terminal.press(.left, .left, .left, .left)
        let wideCursor = pilot.terminal.cursor
        pilot.terminal.resize(to: Size(width: 80, height: 24))
        expectScreen(pilot.terminal, line: 2, is: " Buy milk and eggs", "the draft is there")
        #expect(pilot.terminal.cursor == Point(column: 14, row: 2), "and the cursor where it was")
        pilot.terminal.type("fresh ")
        pilot.terminal.resize(to: Size(width: 120, height: 30))
        expectScreen(pilot.terminal, contains: "Buy milk and fresh eggs")
        #expect(pilot.terminal.cursor?.column == (wideCursor?.column ?? 0) + 6)
        pilot.terminal.press(.control("s"))
        await pilot.finishWrites()
        #expect(try! await pilot.store.todos(for: "Ada").first?.title == "Buy milk and fresh eggs")
    }

    /// `wide_layout_columns`: the user's width, not 100, is where the two panes begin.
    @Test func aNarrowerWideLayoutWidthShowsTheTodoBesideTheListAtNinetyColumns() async {
        var todos = SampleTodos.make(["Buy milk"])
        todos[0].note = "oat, not soy"
        let pilot = AppPilot(store: InMemoryTodoStore(["Ada": todos]), width: 90, height: 24, wideLayoutColumns: 80)
        await pilot.logIn("Ada")
        await pilot.waitFor("oat, not soy")
        expectScreen(pilot.terminal, pilot.terminal.text.contains("Status    open"))
    }

    @Test func aWideLayoutWidthBelowTheNarrowestIsTheNarrowest() {
        let root = RootWorkflow(store: InMemoryTodoStore(), writer: TodoWriter(store: InMemoryTodoStore()), wideLayoutColumns: 3)
        #expect(root.wideLayoutColumns == RootWorkflow.narrowestWideLayoutColumns)
    }
}
