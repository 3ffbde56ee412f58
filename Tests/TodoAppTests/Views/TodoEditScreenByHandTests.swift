import Foundation
import TerminalTesting
import Testing
import WorkflowUI
@testable import TodoApp

/// The editor's view on a screen built by hand, with no workflow behind it: what it
/// shows, and the intent each key sends.
@MainActor
@Suite struct TodoEditScreenByHandTests {
    private func show(_ sent: IntentLog<TodoEditScreen.Intent>, problem: String? = nil, hasChanges: Bool = false) -> InMemoryTerminal {
        let screen = TodoEditScreen(
            title: "Buy milk", note: "oat, not cow", priority: .high, dueDate: TodoDay(year: 2026, month: 11, day: 27),
            today: TodoDay(year: 2026, month: 11, day: 26)!, problem: problem, hasChanges: hasChanges, field: .title,
            send: { sent.intents.append($0) }
        )
        return InMemoryTerminal(size: Size(width: 50, height: 12), root: DescribedView(screen: screen, environment: .empty))
    }

    @Test func theFieldsAndTheProblemAreDrawnFromTheScreenAlone() {
        let terminal = show(IntentLog(), problem: "A title cannot be empty.")
        expectScreen(terminal, contains: "Buy milk")
        expectScreen(terminal, contains: "oat, not cow")
        expectScreen(terminal, contains: "tomorrow")
        expectScreen(terminal, contains: "A title cannot be empty.")
    }

    @Test func eachKeySendsOneIntent() {
        let sent = IntentLog<TodoEditScreen.Intent>()
        let terminal = show(sent)
        terminal.press(.character("!"))
        terminal.press(.tab)
        terminal.press(.control("p"))
        terminal.press(.control("d"))
        #expect(sent.intents == [.titleChanged("Buy milk!"), .fieldChanged(.note), .cyclePriority, .dueDate(.open)])
    }
}
