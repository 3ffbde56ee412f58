import BackStackContainer
import Workflow
import WorkflowUI

/// The whole app: the welcome screen, and once someone has logged in, their todos on
/// top of it.
public struct RootWorkflow: Workflow {
    // MARK: Input and Output

    let store: any TodoStore
    let writer: TodoWriter
    let clock: TodoClock
    let noteEditor: NoteEditor?
    /// Whose list to open at once, logged in as if the name had been typed; the name
    /// prompt comes first without one, and after logging out.
    let startingUser: String?
    /// From this many columns up the list and the selected todo are side by side.
    let wideLayoutColumns: Int
    /// How the session's status line writes due dates; the views take theirs from the
    /// environment (`ViewEnvironment.dueDateFormat`), which an app sets to the same.
    let dueDateFormat: DueDateFormat
    /// The process the editor's drafts are kept for; tests give a second window another.
    var draftOwner = DraftOwner.current

    /// - Parameters:
    ///   - store: where todos are loaded from.
    ///   - writer: carries every change to `store`; drain it before the process exits.
    ///   - clock: where the time comes from; the system's unless a test fixes it.
    ///   - noteEditor: the user's own editor for notes, with the terminal to lend it.
    ///   - user: whose list to open at once (`--user`); nil, or a blank name, asks for one.
    ///   - wideLayoutColumns: the width from which the list and the selected todo are side
    ///     by side (`wide_layout_columns`); never below ``narrowestWideLayoutColumns``.
    ///   - dueDateFormat: how the status line writes a due date it names
    ///     (`due_date_format`), as the views are told by their environment.
    public init(
        store: any TodoStore, writer: TodoWriter, clock: TodoClock = .system, noteEditor: NoteEditor? = nil,
        user: String? = nil, wideLayoutColumns: Int = RootWorkflow.standardWideLayoutColumns,
        dueDateFormat: DueDateFormat = .monthDay
    ) {
        self.wideLayoutColumns = max(wideLayoutColumns, Self.narrowestWideLayoutColumns)
        self.dueDateFormat = dueDateFormat
        self.store = store
        self.writer = writer
        self.clock = clock
        self.noteEditor = noteEditor
        startingUser = user.map { $0.trimmingWhitespace() }.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Where the list and the selected todo go side by side unless the user says otherwise.
    public static let standardWideLayoutColumns = 100
    /// The narrowest a wide layout may start at: below it, the list beside the todo leaves
    /// each too few columns to read a title.
    public static let narrowestWideLayoutColumns = 40

    public enum Output: Equatable {
        /// The user asked to leave the app.
        case quit
    }

    // MARK: State and Initialization

    public enum State: Equatable {
        case welcome
        case loggedIn(name: String)
    }

    public func makeInitialState() -> State {
        startingUser.map { .loggedIn(name: $0) } ?? .welcome
    }

    // MARK: Actions

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = RootWorkflow

        case logIn(name: String)
        case logOut
        case quit

        func apply(toState state: inout State) -> Output? {
            switch self {
            case .logIn(let name):
                state = .loggedIn(name: name)
            case .logOut:
                state = .welcome
            case .quit:
                return .quit
            }
            return nil
        }
    }

    // MARK: Rendering

    public func render(state: State, context: RenderContext<RootWorkflow>) -> BackStackScreen<AnyScreen> {
        let welcome = WelcomeWorkflow(store: store, writer: writer, isShown: state == .welcome)
            .mapOutput { output -> Action in
                switch output {
                case .didLogIn(let name): .logIn(name: name)
                case .quit: .quit
                }
            }
            .rendered(in: context)
        var items = [BackStackScreen<AnyScreen>.Item(key: "welcome", screen: welcome.asAnyScreen())]

        if case .loggedIn(let name) = state {
            items.append(TodoWorkflow(
                name: name, store: store, writer: writer, clock: clock, noteEditor: noteEditor,
                draftOwner: draftOwner, splitWidth: wideLayoutColumns, dueDateFormat: dueDateFormat
            )
                .mapOutput { output -> Action in
                    switch output {
                    case .logOut: .logOut
                    case .quit: .quit
                    }
                }
                .rendered(in: context, key: name))
        }
        return BackStackScreen(items: items)
    }
}
