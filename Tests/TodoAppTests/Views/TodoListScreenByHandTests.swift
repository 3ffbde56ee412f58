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
/// once that frame is written, or before anything else the list asks of it.
@MainActor
@Suite struct TodoListSelectionLeadTests {
    private let todos = TodoSummaries(SampleTodos.make(["Buy milk", "Call Grace", "Fix bike"]).map(TodoSummary.init))

    /// What the list sent, with what the terminal showed when it sent it.
    @MainActor
    final class Probe {
        var intents: [TodoListScreen.Intent] = []
        var screensWhenSent: [[String]] = []
        weak var terminal: InMemoryTerminal?
    }

    private func screen(_ todos: TodoSummaries, selection: Int, shown: ShownSelection, probe: Probe) -> TodoListScreen {
        TodoListScreen(
            rows: ShownTodos(todos: todos, order: nil, window: .holding(todos)), selection: selection, loading: .loaded,
            isOpeningTodo: false, bottomLine: .position, search: nil, writeFailures: [], openFailure: nil,
            today: TodoDay(year: 2026, month: 11, day: 26)!, canMove: true, shownSelection: shown,
            send: { [weak probe] intent in
                probe?.intents.append(intent)
                probe?.screensWhenSent.append(probe?.terminal?.lines ?? [])
            }
        )
    }

    /// The list in a container whose key `x` runs `change`: something for the test to do
    /// between a move and its frame.
    private func show(_ screen: TodoListScreen, probe: Probe, change: @escaping (DescribedView) -> Void = { _ in }) -> InMemoryTerminal {
        let list = DescribedView(screen: screen, environment: .empty)
        let root = CommandsView(commands: [KeyCommand("change", keys: [.character("x")]) { change(list) }], child: list)
        let terminal = InMemoryTerminal(size: Size(width: 40, height: 6), root: root)
        probe.terminal = terminal
        return terminal
    }

    @Test func aMoveIsSentOnceTheFrameThatShowsItIsWritten() {
        let (probe, shown) = (Probe(), ShownSelection())
        let terminal = show(screen(todos, selection: 1, shown: shown, probe: probe), probe: probe)
        var leadingWhenDrawn: String?
        let pane = WatchingView { if let title = shown.leading?.title { leadingWhenDrawn = title } }
        shown.watch(from: pane)

        terminal.press(.down)

        #expect(probe.intents == [.select(row: 2)])
        #expect(probe.screensWhenSent.first?[2] == " › [ ] Fix bike", "the frame came first")
        #expect(probe.screensWhenSent.first?.contains { $0.contains("3/3") } == true)
        #expect(leadingWhenDrawn == "Fix bike", "what the pane beside the list shows meanwhile")
        #expect(shown.leading == nil, "given up once sent")
        withExtendedLifetime(pane) {}
    }

    @Test func movesInOneReadAreSentAsTheLastRowBeforeTheNextIntent() {
        let (probe, shown) = (Probe(), ShownSelection())
        let terminal = show(screen(todos, selection: 1, shown: shown, probe: probe), probe: probe)

        terminal.press([.down, .up, .up, .character(" ")])

        #expect(probe.intents == [.select(row: 0), .toggle(row: 0)])
        #expect(shown.leading == nil)
    }

    @Test func aMoveStaysOnItsTodoWhenRowsArriveAboveItBeforeItIsSent() {
        let (probe, shown) = (Probe(), ShownSelection())
        // A todo added elsewhere lands on top; the workflow still selects Call Grace.
        let more = TodoSummaries(SampleTodos.make(["Water plants"]).map(TodoSummary.init) + Array(todos))
        let terminal = show(screen(todos, selection: 1, shown: shown, probe: probe), probe: probe) { list in
            list.update(screen: screen(more, selection: 2, shown: shown, probe: probe), environment: .empty)
        }

        terminal.press(.down, .character("x"))

        #expect(probe.intents == [.select(row: 3)], "Fix bike's row now")
        #expect(probe.screensWhenSent.first?[3] == " › [ ] Fix bike")
    }

    @Test func aMoveToATodoThatLeavesIsGivenUpForTheWorkflowsSelection() {
        let (probe, shown) = (Probe(), ShownSelection())
        let gone = TodoSummaries(Array(todos.prefix(2)))
        let terminal = show(screen(todos, selection: 1, shown: shown, probe: probe), probe: probe) { list in
            list.update(screen: screen(gone, selection: 1, shown: shown, probe: probe), environment: .empty)
        }

        terminal.press(.down, .character("x"))

        expectScreen(terminal, line: 1, is: " › [ ] Call Grace")
        #expect(shown.leading == nil)
        #expect(probe.intents.isEmpty)
    }
}

/// A view that only counts as drawn: what a pane watching the shown selection sees.
@MainActor
private final class WatchingView: TerminalView {
    let onNeeds: () -> Void
    init(onNeeds: @escaping () -> Void) {
        self.onNeeds = onNeeds
        super.init()
        onNeedsDisplay = { [weak self] in self?.onNeeds() }
    }
}

/// A container with commands of its own around one child: a key for the test to change
/// things with between a move and its frame.
@MainActor
private final class CommandsView: TerminalView {
    let commands: [KeyCommand]
    let child: TerminalView
    init(commands: [KeyCommand], child: TerminalView) {
        self.commands = commands
        self.child = child
        super.init()
        adopt(child)
    }
    override var focusedChild: TerminalView? { child }
    override var keyCommands: [KeyCommand] { commands }
    override func draw(in canvas: Canvas) { child.render(in: canvas) }
}

/// What a screen built by hand was asked, in order.
@MainActor
final class IntentLog<Intent> {
    var intents: [Intent] = []
}
