import Foundation
import TerminalTesting
import Testing
import WorkflowUI
@testable import TodoApp

/// The list's view on a screen built by hand, with no workflow behind it: what it shows,
/// and the intent each key sends.
@MainActor
@Suite struct TodoListScreenByHandTests {
    private let todos = TodoSummaries(SampleTodos.make(["Buy milk", "Call Grace", "Fix bike"]).map(TodoSummary.init))

    private func screen(_ todos: TodoSummaries? = nil, selection: Int = 1, sent: IntentLog<TodoListScreen.Intent>) -> TodoListScreen {
        let todos = todos ?? self.todos
        return TodoListScreen(
            rows: ShownTodos(todos: todos, order: nil, window: .holding(todos)), selection: selection, loading: .loaded,
            isOpeningTodo: false, bottomLine: .position, search: nil, writeFailures: [], openFailure: nil,
            today: TodoDay(year: 2026, month: 11, day: 26)!, canMove: true, send: { sent.intents.append($0) }
        )
    }

    private func show(selection: Int = 1, sent: IntentLog<TodoListScreen.Intent>) -> InMemoryTerminal {
        show(screen(selection: selection, sent: sent))
    }

    private func show(_ screen: TodoListScreen) -> InMemoryTerminal {
        InMemoryTerminal(size: Size(width: 40, height: 6), root: DescribedView(screen: screen, environment: .empty))
    }

    @Test func theRowsAndTheSelectionAreDrawnFromTheScreenAlone() {
        let terminal = show(sent: IntentLog<TodoListScreen.Intent>())
        expectScreen(terminal, line: 0, is: "   [ ] Buy milk")
        expectScreen(terminal, line: 1, is: " › [ ] Call Grace")
        expectScreen(terminal, line: 2, is: "   [ ] Fix bike")
        expectScreen(terminal, contains: "2/3")
    }

    @Test func eachKeySendsOneIntentNamingTheSelectedRow() {
        let sent = IntentLog<TodoListScreen.Intent>()
        let terminal = show(sent: sent)
        terminal.press(.character(" "))
        terminal.press(.character("J"))
        terminal.press(.down)
        terminal.press(.character("/"))
        #expect(sent.intents == [.toggle(row: 1), .move(row: 1, offset: 1), .select(row: 2), .request(.startSearch)])
    }
}

/// A key that moves the selection is drawn in its own frame, and the workflow hears of it
/// after that frame, or before anything else the list asks of it.
@MainActor
@Suite struct TodoListSelectionLeadTests {
    private let todos = TodoSummaries(SampleTodos.make(["Buy milk", "Call Grace", "Fix bike"]).map(TodoSummary.init))

    private func screen(_ todos: TodoSummaries, selection: Int, shown: ShownSelection, sent: IntentLog<TodoListScreen.Intent>) -> TodoListScreen {
        TodoListScreen(
            rows: ShownTodos(todos: todos, order: nil, window: .holding(todos)), selection: selection, loading: .loaded,
            isOpeningTodo: false, bottomLine: .position, search: nil, writeFailures: [], openFailure: nil,
            today: TodoDay(year: 2026, month: 11, day: 26)!, canMove: true, shownSelection: shown, send: { sent.intents.append($0) }
        )
    }

    @Test func aMoveIsDrawnAtOnceAndSentAfterItsFrame() async {
        let (sent, shown) = (IntentLog<TodoListScreen.Intent>(), ShownSelection())
        let terminal = InMemoryTerminal(
            size: Size(width: 40, height: 6),
            root: DescribedView(screen: screen(todos, selection: 1, shown: shown, sent: sent), environment: .empty)
        )

        terminal.press(.down)

        expectScreen(terminal, line: 2, is: " › [ ] Fix bike")
        expectScreen(terminal, contains: "3/3")
        #expect(sent.intents.isEmpty, "not yet: the frame came first")
        #expect(shown.leading?.title == "Fix bike", "what the pane beside the list shows meanwhile")
        _ = await terminal.waitUntil { _ in !sent.intents.isEmpty }
        #expect(sent.intents == [.select(row: 2)])
        #expect(shown.leading == nil)
    }

    @Test func movesInOneReadAreSentAsTheLastRowBeforeTheNextIntent() {
        let (sent, shown) = (IntentLog<TodoListScreen.Intent>(), ShownSelection())
        let terminal = InMemoryTerminal(
            size: Size(width: 40, height: 6),
            root: DescribedView(screen: screen(todos, selection: 1, shown: shown, sent: sent), environment: .empty)
        )

        terminal.press([.down, .up, .up, .character(" ")])

        #expect(sent.intents == [.select(row: 0), .toggle(row: 0)])
        #expect(shown.leading == nil)
    }

    @Test func aMoveStaysOnItsTodoWhenRowsArriveAboveItBeforeItIsSent() async {
        let (sent, shown) = (IntentLog<TodoListScreen.Intent>(), ShownSelection())
        let root = DescribedView(screen: screen(todos, selection: 1, shown: shown, sent: sent), environment: .empty)
        let terminal = InMemoryTerminal(size: Size(width: 40, height: 6), root: root)
        terminal.press(.down)

        // A todo added elsewhere lands on top; the workflow still selects Call Grace.
        let more = TodoSummaries(SampleTodos.make(["Water plants"]).map(TodoSummary.init) + Array(todos))
        root.update(screen: screen(more, selection: 2, shown: shown, sent: sent), environment: .empty)

        #expect(shown.leading?.title == "Fix bike")
        _ = await terminal.waitUntil { _ in !sent.intents.isEmpty }
        #expect(sent.intents == [.select(row: 3)], "Fix bike's row now")
    }

    @Test func aMoveToATodoThatLeavesIsGivenUpForTheWorkflowsSelection() async {
        let (sent, shown) = (IntentLog<TodoListScreen.Intent>(), ShownSelection())
        let root = DescribedView(screen: screen(todos, selection: 1, shown: shown, sent: sent), environment: .empty)
        let terminal = InMemoryTerminal(size: Size(width: 40, height: 6), root: root)
        terminal.press(.down)

        root.update(screen: screen(TodoSummaries(Array(todos.prefix(2))), selection: 1, shown: shown, sent: sent), environment: .empty)

        #expect(shown.leading == nil)
        await expectScreen(terminal, eventually: { $0.lines[1] == " › [ ] Call Grace" && $0.lines[2].isEmpty })
        #expect(sent.intents.isEmpty)
    }
}

/// What a screen built by hand was asked, in order.
@MainActor
final class IntentLog<Intent> {
    var intents: [Intent] = []
}
