import AlertContainer
import BackStackContainer
import Foundation
import ModalContainer
import SplitScreenContainer
import Workflow
import WorkflowUI

/// One user's todos: loads them (a window of the list, whatever its length, see
/// ``ListWindow``), keeps them, writes every change to the store, and
/// shows the list beside the selected todo or the editor (the list alone, or the
/// editor alone, on a narrow terminal).
struct TodoWorkflow: Workflow {
    // MARK: Input and Output

    let name: String
    let store: any TodoStore
    let writer: TodoWriter
    var clock = TodoClock.system
    /// The user's own editor for notes (Ctrl-E in the editor), if there is a terminal.
    var noteEditor: NoteEditor?
    /// This process, whose editor's drafts are kept under its name (see ``DraftOwner``).
    var draftOwner = DraftOwner.current

    enum Output: Equatable {
        case logOut
        /// Leave the app (the user confirmed quitting with unsaved changes).
        case quit
    }

    /// From this many columns up, the list and the selected todo are side by side: the
    /// user's `wide_layout_columns`, else ``RootWorkflow/standardWideLayoutColumns``.
    var splitWidth = RootWorkflow.standardWideLayoutColumns
    /// How the status line writes a due date (the user's `due_date_format`), as the
    /// views write it in the rows and the detail pane.
    var dueDateFormat = DueDateFormat.monthDay

    // MARK: State and Initialization

    struct State: Equatable {
        /// The todos held: a window of the list, in the order of the view it was read
        /// for (see `window`).
        var todos: TodoSummaries = []
        var loading: TodoLoading = .loading
        /// Reading the list again because another program changed the store; the list
        /// on screen stays usable meanwhile.
        var isReloading = false
        /// The store's outside-change mark when the list was read; nil for a store that
        /// cannot tell, which is then never reread.
        var outsideChangeMark: Int?
        var step: Step = .list
        var writes = PendingWrites()
        /// Changes made while the list was being read, replayed over what the read
        /// brings: it may have read the store before they were written.
        var changesWhileLoading: [TodoWrite] = []
        /// The todo the list should select: the one just saved.
        var revealedTodoID: Todo.ID?
        /// Counts the times a todo was revealed, so that revealing the same one again
        /// moves the list to it again.
        var reveals = 0
        /// Why the todo last asked for could not be opened; shown until the user next
        /// does something to a todo (opens, adds, ticks off or deletes one).
        var openFailure: String?
        /// The todo open in the editor has left the list on a reread: another instance
        /// deleted it, and saving asks what to do with the edit.
        var editedTodoIsGone = false
        /// An edit that reached the store after another instance had deleted its todo:
        /// the user chooses whether to keep it as a new todo.
        var orphanedEdit: Todo?

        /// Which todos the list shows, in what order, and the search on it.
        var organizing = ListOrganizing()
        /// The todos shown, in shown order, as indices into `todos` (see `TodoOrder`);
        /// brought up to date after every action that changes what it is made from.
        var order: [Int32]?
        /// Counts the changes to the list's contents, so that the order and the detail
        /// pane know when they are out of date.
        var revision = 0
        var history = UndoHistory()
        /// What the last change did, and how to take it back.
        var status: StatusMessage?
        var isShowingHelp = false
        /// What `order` was last computed from.
        var lastOrderInputs: OrderInputs?
        /// The crash drafts: those left behind, the one restored, the editor's own.
        var drafts = SessionDrafts()
        /// The user's name as the store first kept it (Ada, for a login typed as
        /// `ada`), once the login has read it: what the header shows.
        var storedName: String?
        /// Why the list cannot be changed here (shared for reading only); every change
        /// is refused with it, before it shows.
        var readOnlyReason: String?
        /// How the list stands with its server: away or not, and how many changes made
        /// here wait for it. A change made while it is away is kept here and sent later
        /// (see ``SyncedTodoStore``); one a store could not save is retried on its return.
        var syncStatus = SyncStatus.inStep
        /// Who changed what, when someone else changed the list: the title says it until
        /// the next key.
        var outsideNews: String?
        /// How many reads of the list failed in a row: it is read again after a wait, if
        /// the failure may pass.
        var failedLoads = 0
        /// The view of the list (filter, sort, search) whose read failed last: read again
        /// only once the wait after the failure is over, and never after a failure that would
        /// come again; another view the user asks for is read at once.
        var failedCriteria: ListCriteria?
        /// What part of the list `todos` is, and what is known of the rest.
        var window = ListWindow.unread
        /// The todo selected, which a reread is read around:
        /// the list reports moves, and `followSelection(from:)` follows the list's
        /// selection through changes to the rows.
        var selectedID: Todo.ID?
        /// The page being read past an edge of the window.
        var pageWanted: ListWindow.Edge?
        /// The end of the list being read, for Home or End.
        var jump: ListWindow.Edge?
        /// A todo was just added, put back or brought back into view in a window whose
        /// rows may not hold its place: the window is read again around
        /// it (it is selected; see `fitWindow(after:view:wasHeld:)`).
        var isPlacingTodo = false
        /// Whether the list and the selected todo are side by side, as the split last
        /// said: the selected todo is read only while its pane is shown.
        var arrangement = SplitScreenArrangement.focusedPaneAlone
        /// The selected todo's pane has the keys (Tab), to scroll its note.
        var isReadingDetail = false
        /// The todo the list shows selected before `selectedID` follows it: shared by the
        /// list's view and the pane beside it, for the frame of a key that moves it.
        let shownSelection = ShownSelection()
        /// The workflow's `dueDateFormat`, kept here for the actions, which word the
        /// status line and see only the state.
        var dueDateFormat = DueDateFormat.monthDay
    }

    enum Step: Equatable {
        case list
        /// Reading the whole todo for the editor; the list stays up meanwhile.
        case opening(Todo.ID)
        case edit(Todo, isNew: Bool)
    }

    func makeInitialState() -> State {
        State(dueDateFormat: dueDateFormat)
    }

    func workflowDidChange(from previousWorkflow: TodoWorkflow, state: inout State) {
        state.dueDateFormat = dueDateFormat
    }

    // MARK: Actions

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = TodoWorkflow

        /// What a read from the store brought.
        case read(StoreReadsWorkflow.Output)
        /// What the user asked of the list, at the given time.
        case list(TodoListWorkflow.Output, at: Date)
        case showHelp(Bool)
        /// What the editor asked, at the given time; a todo it saves as new is stored
        /// under `newID`.
        case editor(TodoEditWorkflow.Output, at: Date, newID: Todo.ID)
        /// The answer about an edit of a todo deleted elsewhere; a kept one is a new todo
        /// under `newID`.
        case orphanedEdit(OrphanedEditWorkflow.Output, at: Date, newID: Todo.ID)
        /// How a write to the store ended.
        case written(StoreWritesWorkflow.Output)
        /// The answer to the question about a draft a session now gone left.
        case draftOffer(DraftOfferWorkflow.Output)
        case arranged(SplitScreenArrangement)
        case readDetail(Bool)

        /// What the list's keys do to one todo.
        enum ListChange: Equatable {
            case toggle(TodoListWorkflow.ListedTodo)
            case delete(TodoListWorkflow.ListedTodo)
            case cyclePriority(TodoListWorkflow.ListedTodo)
            case setDueDate(TodoListWorkflow.ListedTodo, TodoDay?)
            case move(TodoListWorkflow.ListedTodo, past: TodoListWorkflow.ListedTodo)
        }

        func apply(toState state: inout State) -> Output? {
            let selectedRow = state.selectedRowInWindow
            defer {
                state.refreshOrderIfNeeded()
                state.followSelection(from: selectedRow)
            }
            switch self {
            case .read(let read):
                state.take(read)
            case .list(let output, let now):
                return state.take(output, at: now)
            case .showHelp(let isShown):
                state.isShowingHelp = isShown
            case .editor(let output, let now, let newID):
                return state.take(output, at: now, newID: newID)
            case .draftOffer(.restore(let draft)):
                state.restore(draft)
            case .draftOffer(.drop(let draft)):
                state.drafts.write(.drop(draft))
            case .draftOffer(.notRestored(let reason)):
                state.openFailure = reason
            case .written(.todoWritten(let ticket, let outcome)):
                let write = state.writes.finish(ticket: ticket, outcome: outcome)
                if outcome == .todoWasGone, case .edit(let todo)? = write {
                    state.orphanedEdit = todo
                }
            case .written(.draftWritten(let ticket)):
                state.drafts.written(ticket: ticket)
            case .orphanedEdit(let answer, let now, let newID):
                guard var todo = state.orphanedEdit else { break }
                state.orphanedEdit = nil
                state.forget(todo.id)
                if answer == .keep {
                    // Every field the edit had, under an id of its own: the old one was deleted.
                    todo.id = newID
                    state.add(todo, at: now)
                }
            case .arranged(let arrangement):
                state.arrangement = arrangement
            case .readDetail(let isReading):
                state.isReadingDetail = isReading
            }
            return nil
        }
    }

    // MARK: Rendering

    func render(state: State, context: RenderContext<TodoWorkflow>) -> BackStackScreen<AnyScreen>.Item {
        renderStoreWork(for: state, in: context)
        let sink = context.makeSink(of: Action.self)
        let today = TodoDay(clock.now())

        let list = renderList(state: state, today: today, context: context)
        let editor = renderEditor(state: state, context: context)
        let trailing = editor?.screen.asAnyScreen() ?? renderDetail(of: list.selected, beside: list.besideSelected, state: state, today: today, context: context)
        let detailBar = editor == nil ? detailBar(over: list, state: state, context: context) : nil

        let split = SplitScreen(
            leadingScreen: list.screen, trailingScreen: trailing, ratio: 0.45,
            focusedPane: editor == nil && detailBar == nil ? .leading : .trailing, minimumWidth: splitWidth,
            onArrangementChange: { sink.send(.arranged($0)) }
        )
        let alert = renderDraftOffer(state: state, context: context)
            ?? renderOrphanedEdit(state: state, context: context) ?? editor?.alert ?? list.alert
        let screen = ModalContainerScreen(
            baseScreen: AlertContainerScreen(baseScreen: split, alert: alert),
            modals: state.isShowingHelp
                ? [ModalContainerScreenModal(screen: KeyHelpScreen { sink.send(.showHelp(false)) }, key: "help")]
                : []
        )
        return BackStackScreen.Item(key: "todos", screen: screen.asAnyScreen(), barVisibility: .visible(editor?.bar ?? detailBar ?? list.bar))
    }

    @MainActor
    private func renderList(state: State, today: TodoDay, context: RenderContext<TodoWorkflow>) -> TodoListWorkflow.Rendering {
        let clock = self.clock
        return TodoListWorkflow(
            name: state.storedName ?? name,
            namesList: store.namesLists,
            rows: state.rows,
            settings: state.organizing.settings,
            search: state.organizing.search?.text,
            isEditingSearch: state.organizing.search?.isEditing ?? false,
            loading: state.loading,
            writeFailures: state.writes.failures,
            openFailure: state.openFailure,
            status: state.status,
            revealedTodoID: state.revealedTodoID,
            reveals: state.reveals,
            isOpeningTodo: state.isOpening,
            marksSelection: !state.isEditingATodoDeletedElsewhere,
            syncStatus: state.syncStatus,
            isReadOnly: state.readOnlyReason != nil,
            news: state.outsideNews,
            today: today,
            shownSelection: state.shownSelection
        )
        .mapOutput { Action.list($0, at: clock.now()) }
        .rendered(in: context)
    }

    @MainActor
    private func renderEditor(state: State, context: RenderContext<TodoWorkflow>) -> TodoEditWorkflow.Rendering? {
        guard case .edit(let todo, let isNew) = state.step else { return nil }
        let clock = self.clock
        return TodoEditWorkflow(
            initialTodo: todo, isNew: isNew, isDeletedElsewhere: state.editedTodoIsGone, noteEditor: noteEditor,
            restoredDraft: state.drafts.restored, draftIsKept: state.drafts.isKept, clock: clock
        )
            .mapOutput { Action.editor($0, at: clock.now(), newID: UUID()) }
            .rendered(in: context, key: todo.id.uuidString)
    }
}

extension TodoWorkflow {
    /// The question about an edit that reached the store after its todo was deleted elsewhere.
    @MainActor
    func renderOrphanedEdit(state: State, context: RenderContext<TodoWorkflow>) -> Alert? {
        guard let edit = state.orphanedEdit else { return nil }
        let clock = self.clock
        return OrphanedEditWorkflow(edit: edit)
            .mapOutput { Action.orphanedEdit($0, at: clock.now(), newID: UUID()) }
            .rendered(in: context)
    }
}

/// Where loading a user's todos has got to.
enum TodoLoading: Equatable {
    case loading
    case loaded
    /// The last read of the list failed: none of its rows is shown (those held were read
    /// for another view than the one asked for), only why.
    case failed(ReadFailure)
}
