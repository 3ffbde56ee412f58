import Foundation
import TerminalTesting
import Testing
import Workflow
import WorkflowUI
@testable import TodoApp

/// Drives the whole app on an in-memory terminal, as a person at the keyboard would:
/// type, press keys, read the screen.
@MainActor
final class AppPilot {
    let store: any TodoStore
    let writer: TodoWriter
    let app: WorkflowHostingView<RootWorkflow>
    let terminal: InMemoryTerminal
    /// What the app's waits wait on (the draft's pause, a read's retry, the looks for
    /// others' changes to a store that cannot tell of them): it moves only with `advance`.
    let clock: TestClock
    private let quitFlag: QuitFlag
    var didQuit: Bool { quitFlag.isSet }

    /// Set by the app's quit callbacks, which are connected before the first frame so
    /// that its footer offers them.
    private final class QuitFlag {
        var isSet = false
    }

    /// Sunday 22 November 2026, noon UTC: what "today" is in the pilot's app unless a
    /// test says otherwise.
    static let sunday = Date(timeIntervalSince1970: Double(TodoDay(year: 2026, month: 11, day: 22)!.daysSince1970 * 86_400 + 43_200))

    init(
        store: any TodoStore = InMemoryTodoStore(), width: Int = 80, height: Int = 24, now: Date = AppPilot.sunday,
        noteEditor: NoteEditor? = nil,
        draftOwner: DraftOwner = .current, wideLayoutColumns: Int = RootWorkflow.standardWideLayoutColumns,
        dueDateFormat: DueDateFormat = .monthDay, usesMouse: Bool = false
    ) {
        self.store = store
        let writer = TodoWriter(store: store)
        let clock = TestClock()
        self.clock = clock
        var root = RootWorkflow(
            store: store, writer: writer, clock: TodoClock(now: { now }, waitingOn: clock), noteEditor: noteEditor,
            wideLayoutColumns: wideLayoutColumns, dueDateFormat: dueDateFormat
        )
        root.draftOwner = draftOwner
        var environment = ViewEnvironment.empty
        environment.usesMouse = usesMouse
        // As the app does: the views and the session's status line alike.
        environment.dueDateFormat = dueDateFormat
        let app = WorkflowHostingView(workflow: root, environment: environment)
        self.writer = writer
        let quitFlag = QuitFlag()
        app.onOutput = { _ in quitFlag.isSet = true }
        app.onQuit = { quitFlag.isSet = true }
        self.app = app
        self.quitFlag = quitFlag
        terminal = InMemoryTerminal(size: Size(width: width, height: height), root: app)
    }

    /// Types a name, presses Enter, and waits for the list to have loaded.
    func logIn(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        terminal.type(name)
        terminal.press(.enter)
        // Welcomed by name, or on a server titled with the list's.
        await waitUntil(sourceLocation: sourceLocation) { terminal in
            terminal.lines.first.map { $0.contains("Welcome, \(name)") || $0.contains(" \(name) ") } == true
        }
        await waitUntil(sourceLocation: sourceLocation) { !$0.contains("Loading") }
    }

    /// Adds a todo through the editor: n, the title, Ctrl-S.
    func add(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        terminal.press(.character("n"))
        terminal.type(title)
        terminal.press(.control("s"))
        await waitFor(title.prefix(10).description, sourceLocation: sourceLocation)
    }

    /// Presses Enter on the selected todo and waits for the editor, which reads the
    /// todo from the store first.
    func open(sourceLocation: SourceLocation = #_sourceLocation) async {
        terminal.press(.enter)
        await waitFor("^S Save", sourceLocation: sourceLocation)
    }

    func waitFor(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        await waitUntil(sourceLocation: sourceLocation) { $0.contains(text) }
    }

    func waitUntil(
        sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: (InMemoryTerminal) -> Bool
    ) async {
        await expectScreen(terminal, eventually: condition, sourceLocation: sourceLocation)
    }

    /// Runs what the last key or resize started to the end, and draws it.
    func settle() async throws {
        try await terminal.settle()
    }

    /// Moves the app's clock on by `duration`, as if that long had passed.
    func advance(by duration: Duration) async throws {
        try await terminal.advance(clock, by: duration)
    }

    /// Waits until every change has reached the store: for tests that read it afterwards.
    func finishWrites() async {
        await writer.drain()
    }

    var lines: [String] { terminal.lines }
}
