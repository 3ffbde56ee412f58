import TerminalTesting
import Testing
import Workflow
import WorkflowUI

// The Keys article's example: a list of processes with a filter typed over it, and the
// app's "kill" on k, a letter the framework's movements have too.

/// Kills the selected process: the app's binding, on a letter that moves up by default.
enum KillProcess: KeyBinding {
    static let defaultKeys: [KeyEvent] = [.character("k")]
}

struct ProcessListScreen: Screen {
    var processes: [String]
    var selection: Int
    var filter: String
    var isFiltering: Bool
    var onSelect: (Int) -> Void
    var onFilterChanged: (String) -> Void
    var onFiltering: (Bool) -> Void
    var onKill: () -> Void

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        ProcessListView.description(for: self, environment: environment)
    }
}

final class ProcessListView: ScreenView<ProcessListScreen> {
    private var filterField = TextField(placeholder: "filter")

    override func screenDidChange(from previousScreen: ProcessListScreen, previousEnvironment: ViewEnvironment) {
        if filterField.text != screen.filter { filterField.text = screen.filter }
    }

    // While the filter has the cursor, letters are typed into it: k types a k.
    override var isEditingText: Bool { screen.isFiltering }

    override var keyCommands: [KeyCommand] {
        let screen = self.screen
        let bindings = environment.keyBindings
        let movements = KeyCommand.movements(title: "move", bindings: bindings) { [unowned self] movement in
            let pageSize = max(1, size.height - 2)
            screen.onSelect(movement.selection(from: screen.selection, itemCount: screen.processes.count, pageSize: pageSize) ?? 0)
        }
        guard !screen.isFiltering else {
            return movements + [KeyCommand("done", keys: [.enter]) { screen.onFiltering(false) }]
        }
        return movements + [
            // k moves up by default; the app's kill takes it, and ↑ still moves up.
            KeyCommand("kill", keys: bindings[KillProcess.self], help: "kill the selected process") { screen.onKill() },
            KeyCommand("filter", keys: [.character("/")]) { screen.onFiltering(true) },
        ]
    }

    override func handle(_ key: KeyEvent) -> Bool {
        if super.handle(key) { return true }
        guard screen.isFiltering else { return false }
        return filterField.handle(key).reportingChange(of: filterField.text, to: screen.onFilterChanged)
    }

    override func draw(in canvas: Canvas) {
        let rows = Layout.rows(.fill(), .length(1)).split(canvas.bounds)
        for (row, name) in screen.processes.prefix(rows[0].height).enumerated() {
            canvas.draw((row == screen.selection ? "> " : "  ") + name, at: Point(column: 0, row: row))
        }
        canvas.region(rows[1]).draw("/", at: .zero)
        filterField.draw(in: canvas.region(rows[1].inset(left: 2, right: 0)), isFocused: screen.isFiltering)
    }
}

/// The processes whose names hold the filter, one selected; "kill" drops the selected one.
struct ProcessListWorkflow: Workflow {
    var processes: [String]

    struct State: Equatable {
        var processes: [String]
        var selection = 0
        var filter = ""
        var isFiltering = false
    }

    func makeInitialState() -> State { State(processes: processes) }

    enum Action: WorkflowAction {
        typealias WorkflowType = ProcessListWorkflow

        case select(Int)
        case filterChanged(String)
        case filtering(Bool)
        case kill

        func apply(toState state: inout State) -> Never? {
            switch self {
            case .select(let row): state.selection = row
            case .filterChanged(let filter):
                state.filter = filter
                state.selection = 0
            case .filtering(let isFiltering): state.isFiltering = isFiltering
            case .kill:
                let shown = state.processes.filter { state.filter.isEmpty || $0.contains(state.filter) }
                if shown.indices.contains(state.selection) { state.processes.removeAll { $0 == shown[state.selection] } }
            }
            return nil
        }
    }

    func render(state: State, context: RenderContext<ProcessListWorkflow>) -> ProcessListScreen {
        let sink = context.makeSink(of: Action.self)
        return ProcessListScreen(
            processes: state.processes.filter { state.filter.isEmpty || $0.contains(state.filter) },
            selection: state.selection, filter: state.filter, isFiltering: state.isFiltering,
            onSelect: { sink.send(.select($0)) }, onFilterChanged: { sink.send(.filterChanged($0)) },
            onFiltering: { sink.send(.filtering($0)) }, onKill: { sink.send(.kill) }
        )
    }
}

@MainActor
struct ProcessListTests {
    private let size = Size(width: 50, height: 6)

    private func terminal() -> InMemoryTerminal {
        let app = WorkflowHostingView(workflow: ProcessListWorkflow(processes: ["bash", "kworker/0", "kworker/1", "sshd"]))
        return InMemoryTerminal(size: size, root: app)
    }

    @Test func aFilterTypedOverTheListTypesItsLettersAndTheArrowsStillMove() {
        let terminal = terminal()

        terminal.type("/kworker")
        terminal.press(.down)

        expectScreen(terminal, lines: [
            "  kworker/0", "> kworker/1", "", "", "/ kworker", "↑↓ move  Enter done",
        ])
    }

    @Test func kKillsTheSelectedProcessOnceTheFilterIsDoneAndTheFooterSaysSo() {
        let terminal = terminal()

        terminal.type("jk")

        expectScreen(terminal, lines: [
            "  bash", "> kworker/1", "  sshd", "", "/ filter", "↑↓ move  k kill  / filter",
        ])
    }

    @Test func theHelpGivesKToKillAndLeavesMovingUpTheArrow() {
        let terminal = terminal()

        #expect(terminal.root.keyHelpOnFocusPath().map { "\($0.keys) \($0.label)" } == [
            "↑ move up", "↓ j move down", "PgUp move up a page", "PgDn move down a page", "Home g move to the top",
            "End G move to the bottom", "k kill the selected process", "/ filter",
        ])
    }

    @Test func givingKillTheFiltersKeyIsCaughtAsSoonAsTheFooterShowsBoth() {
        var environment = ViewEnvironment.empty
        environment.keyBindings[KillProcess.self] = [.character("/")]
        let app = WorkflowHostingView(workflow: ProcessListWorkflow(processes: ["bash"]), environment: environment)

        var conflicts: [KeyConflict] = []
        let terminal = InMemoryTerminal(size: size, root: app, onKeyConflict: { conflicts.append($0) })

        #expect(conflicts == [KeyConflict(view: "ProcessListView", key: .character("/"), commands: ["kill", "filter"])])
        #expect(terminal.contains("/ kill"))
    }
}
