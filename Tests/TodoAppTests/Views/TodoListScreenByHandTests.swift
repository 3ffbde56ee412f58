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

    private func show(selection: Int = 1, sent: IntentLog<TodoListScreen.Intent>) -> InMemoryTerminal {
        let screen = TodoListScreen(
            rows: ShownTodos(todos: todos, order: nil, window: .holding(todos)), selection: selection, loading: .loaded,
            isOpeningTodo: false, bottomLine: .position, search: nil, writeFailures: [], openFailure: nil,
            today: TodoDay(year: 2026, month: 11, day: 26)!, canMove: true, send: { sent.intents.append($0) }
        )
        return InMemoryTerminal(size: Size(width: 40, height: 6), root: DescribedView(screen: screen, environment: .empty))
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

/// What a screen built by hand was asked, in order.
@MainActor
final class IntentLog<Intent> {
    var intents: [Intent] = []
}
