import AlertContainer
import BackStackContainer
import Foundation
import ModalContainer
import SplitScreenContainer
import Workflow
import WorkflowUI
@testable import TodoApp

/// The whole app, as `todo-tui` runs it, on an in-memory terminal: `RootWorkflow` in a
/// `WorkflowHostingView` with the colour theme, the mouse on or off, a fixed clock, a
/// note editor that scrambles notes, and the real SQLite store (or, for a test of the
/// fuzzer, any store).
///
/// When the app quits (Ctrl-C, Esc on the login screen, a confirmed quit in the
/// editor), it is stopped as the real one is, its changes are written, and a new app
/// starts on the same store and terminal size: a run goes on through any number of
/// quits, logins and logouts.
@MainActor
final class FuzzedApp {
    /// Sunday 22 November 2026, noon UTC: "today" in every run, so due dates replay.
    static let now = Date(timeIntervalSince1970: 1_795_348_800)

    let store: any TodoStore
    /// Whether the app takes the mouse (`todo-tui --mouse`): its help says what the mouse
    /// does only then.
    let usesMouse: Bool
    private(set) var writer: TodoWriter
    private(set) var hosting: WorkflowHostingView<RootWorkflow>
    private(set) var terminal: InMemoryTerminal
    private let quitFlag = QuitFlag()
    /// Counts the app's renderings, so that settling draws a frame only when the app
    /// changed while it settled.
    private let renderings = RenderingCount()
    /// How many times the app quit and a new one started.
    private(set) var restarts = 0

    private final class QuitFlag {
        var isSet = false
    }

    private final class RenderingCount {
        var count = 0
    }

    init(store: any TodoStore, size: Size, usesMouse: Bool = false) {
        self.store = store
        self.usesMouse = usesMouse
        (writer, hosting) = Self.makeApp(store: store, usesMouse: usesMouse, quitFlag: quitFlag, renderings: renderings)
        terminal = InMemoryTerminal(size: size, root: hosting)
    }

    private static func makeApp(
        store: any TodoStore, usesMouse: Bool, quitFlag: QuitFlag, renderings: RenderingCount
    ) -> (TodoWriter, WorkflowHostingView<RootWorkflow>) {
        let writer = TodoWriter(store: store)
        let noteEditor = NoteEditor(environment: ["EDITOR": "scramble"], handoff: ScramblingEditor())
        // The time stands still and no pause waits (the draft's): a run is the same
        // each time, and as fast as the app can go.
        let date = now
        let clock = TodoClock(now: { date }, sleep: { _ in })
        let workflow = RootWorkflow(store: store, writer: writer, clock: clock, noteEditor: noteEditor)
        var environment = ViewEnvironment.empty
        environment.theme = .standard
        environment.usesMouse = usesMouse
        let hosting = WorkflowHostingView(workflow: workflow, environment: environment)
        hosting.onOutput = { _ in quitFlag.isSet = true }
        hosting.onQuit = { quitFlag.isSet = true }
        hosting.host.observeRenderings { _ in renderings.count += 1 }
        return (writer, hosting)
    }

    var didQuit: Bool { quitFlag.isSet }

    // MARK: Events

    /// Delivers the event whole, then one frame is drawn.
    func deliver(_ event: FuzzEvent) {
        switch event {
        case .keys(let keys):
            // As the real terminal's batch: every key in turn, then one frame.
            terminal.press(keys)
        case .paste(let text):
            terminal.paste(text)
        case .resize(let width, let height):
            terminal.resize(to: Size(width: width, height: height))
        case .mouse(let events):
            terminal.send(events)
        }
    }

    /// Waits until everything the last event started has finished: the changes it made
    /// are in the store and their outcomes handled, the loads it asked for have arrived
    /// and been handled (and what they started in turn), and the frame that shows them
    /// is drawn. Returns nil then, or, if the app still changes after ``settleRounds``
    /// rounds, why it is not idle: a hang (a read that fails and is read again, forever,
    /// under a clock that does not wait), which a run reports as it does a broken check.
    ///
    /// Rounds until one in which the app did not change: a write, a load or a frame
    /// starts only with a change. A round lets the tasks views put on the main actor's
    /// queue run (the split telling its workflow how its panes are arranged; they start
    /// on the main actor, so a turn of its queue runs them), waits for the writer, which
    /// reports each outcome before it drains, and for the workers running (those their
    /// outputs start are the next round's), then draws the frame if the app changed, which
    /// may queue such a task again.
    func settle() async -> String? {
        var drawn = renderings.count
        // The tree as the last round starts, to tell what that round changed.
        var lastRoundStart: WorkflowTreeSnapshot?
        for round in 1...Self.settleRounds {
            if round == Self.settleRounds { lastRoundStart = hosting.host.debugTree }
            let start = renderings.count
            await Task.yield()
            await writer.drain()
            await hosting.host.waitForWorkers()
            let changed = renderings.count != start
            if renderings.count != drawn {
                drawn = renderings.count
                terminal.press()
            }
            guard changed else { return nil }
        }
        return "the app never went idle after the event: it still changed after \(Self.settleRounds) rounds of waiting "
            + "for its writes and workers; in the last, "
            + "\(SettleChange(from: lastRoundStart ?? hosting.host.debugTree, to: hosting.host.debugTree))"
    }

    /// The rounds ``settle()`` waits for the app to go idle: runs of 20,000 events (seeds 1,
    /// 7 and 42) needed 5 at most, and a hang reaches 100 in about a second.
    static let settleRounds = 100

    /// After a quit: stops the app as `TerminalApp.run` does (the tree torn down, its
    /// workers finished, every change written), and starts a new one on the same store.
    func restart() async {
        await hosting.host.stop()
        await writer.drain()
        quitFlag.isSet = false
        (writer, hosting) = Self.makeApp(store: store, usesMouse: usesMouse, quitFlag: quitFlag, renderings: renderings)
        terminal = InMemoryTerminal(size: terminal.size, root: hosting)
        restarts += 1
    }

    // MARK: What the app shows

    /// The root rendering: the login screen, and the user's todos over it once logged in.
    var rendering: BackStackScreen<AnyScreen> { hosting.host.rendering }

    /// The screens of a logged-in user, as `TodoWorkflow` puts them together: the help
    /// over a question over the list beside the selected todo or the editor. Nil on the
    /// login screen.
    var todoScreens: TodoScreens? {
        guard rendering.items.count > 1, let top = rendering.items.last else { return nil }
        guard let split = top.screen.first(SplitScreen<TodoListScreen, AnyScreen>.self) else {
            preconditionFailure(
                "The fuzzer no longer recognises the logged-in screen (\(type(of: top.screen.wrappedScreen))): "
                    + "update FuzzedApp.todoScreens to how TodoWorkflow renders it now."
            )
        }
        return TodoScreens(
            list: split.leadingScreen,
            trailing: split.trailingScreen,
            editorHasFocus: split.focusedPane == .trailing,
            alert: top.screen.shownAlert,
            isShowingHelp: top.screen.first(KeyHelpScreen.self) != nil
        )
    }

    struct TodoScreens {
        var list: TodoListScreen
        var trailing: AnyScreen
        var editorHasFocus: Bool
        var alert: Alert?
        var isShowingHelp: Bool
    }

    /// Which screen has the keys.
    var screen: AppScreen {
        guard let screens = todoScreens else { return .welcome }
        if screens.isShowingHelp { return .help }
        if screens.alert != nil { return .alert }
        if screens.editorHasFocus { return .editor }
        switch screens.list.bottomLine {
        case .search, .dueDate: return .listLine
        case .position, .notice: return .list
        }
    }

    /// The name of the user logged in, from the running workflow tree: `TodoWorkflow`
    /// runs under that key.
    var userName: String? {
        hosting.host.debugTree.children.first { $0.workflowType.hasPrefix("TodoWorkflow") }?.key
    }
}
