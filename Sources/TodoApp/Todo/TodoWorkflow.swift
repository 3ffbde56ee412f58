import AlertContainer
import BackStackContainer
import Foundation
import Workflow
import WorkflowUI

/// One user's todos: loads them, keeps them, writes every change to the store, and
/// shows the list with the editor on top while a todo is being edited.
struct TodoWorkflow: Workflow {
    // MARK: Input and Output

    let name: String
    let store: any TodoStore
    let writer: TodoWriter

    enum Output: Equatable {
        case logOut
        /// Leave the app (the user confirmed quitting with unsaved changes).
        case quit
    }

    // MARK: State and Initialization

    struct State: Equatable {
        var todos: TodoSummaries = []
        var loading: TodoLoading = .loading
        /// Reading the list again because another program changed the store; the list
        /// on screen stays usable meanwhile.
        var isReloading = false
        /// The store's outside-change mark when the list was read; nil for a store that
        /// cannot tell, which is then never reread.
        var outsideChangeMark: Int?
        /// Counts the looks for outside changes, so that each is a worker of its own.
        var outsideChangeChecks = 0
        var step: Step = .list
        var writes = PendingWrites()
        /// Changes made while the list was being read, replayed over what the read
        /// brings: it may have read the store before they were written.
        var changesWhileLoading: [TodoWrite] = []
        /// The todo the list should select: the one just saved.
        var revealedTodoID: Todo.ID?
        /// Why the todo last asked for could not be opened; shown until the user next
        /// does something to a todo (opens, adds, ticks off or deletes one).
        var openFailure: String?
        /// The todo open in the editor has left the list on a reread: another instance
        /// deleted it, and saving asks what to do with the edit.
        var editedTodoIsGone = false
        /// An edit that reached the store after another instance had deleted its todo:
        /// the user chooses whether to keep it as a new todo.
        var orphanedEdit: Todo?
    }

    enum Step: Equatable {
        case list
        /// Reading the whole todo for the editor; the list stays up meanwhile.
        case opening(Todo.ID)
        case edit(Todo, isNew: Bool)
    }

    func makeInitialState() -> State { State() }

    // MARK: Actions

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = TodoWorkflow

        case loaded(TodoSummaries, outsideChangeMark: Int?)
        case loadFailed(String)
        case outsideChangeChecked(mark: Int)
        case open(TodoListWorkflow.ListedTodo)
        case opened(Todo.ID, stored: Todo?)
        case openFailed(Todo.ID, reason: String)
        case new
        case toggle(TodoListWorkflow.ListedTodo)
        case delete(TodoListWorkflow.ListedTodo)
        case retryWrites
        case logOut
        case editorSaved(Todo)
        case editorSavedAsNew(title: String, note: String, at: Date)
        case editorDiscarded
        case quit
        case keepOrphanedEdit(at: Date)
        case discardOrphanedEdit
        case writeFinished(ticket: Int, outcome: TodoWrite.Outcome)

        func apply(toState state: inout State) -> Output? {
            switch self {
            case .loaded(let todos, let mark):
                let isFirstLoad = state.loading != .loaded
                state.todos = todos
                state.outsideChangeMark = mark
                state.loading = .loaded
                state.isReloading = false
                state.replayChangesWhileLoading(placingNewTodosLast: isFirstLoad)
                if case .edit(let todo, isNew: false) = state.step {
                    state.editedTodoIsGone = state.todos.firstIndex(ofID: todo.id) == nil
                }
            case .loadFailed(let message):
                if state.isReloading {
                    // The list on screen is still the best there is, and already shows
                    // the changes made meanwhile; the next check tries again.
                    state.isReloading = false
                    state.changesWhileLoading = []
                } else {
                    state.loading = .failed(message)
                }
            case .outsideChangeChecked(let mark):
                state.outsideChangeChecks += 1
                state.isReloading = mark != state.outsideChangeMark
            case .open(let row):
                guard state.index(of: row) != nil else { break }
                state.openFailure = nil
                state.editedTodoIsGone = false
                state.step = .opening(row.id)
            case .opened(let id, let stored):
                // Deleting the todo being read ends the opening (see `.delete`), so a
                // read that predates the delete finds nothing to open.
                guard state.step == .opening(id) else { break }
                state.openEditor(on: stored, id: id)
            case .openFailed(let id, let reason):
                guard state.step == .opening(id) else { break }
                state.openFailure = "Couldn't open the todo: \(reason)"
                state.step = .list
            case .new:
                state.openFailure = nil
                // Its position is given when it is saved, after whatever loads meanwhile.
                state.step = .edit(Todo(title: "", position: 0), isNew: true)
            case .toggle(let row):
                guard let index = state.index(of: row) else { break }
                state.openFailure = nil
                state.todos[index].isDone.toggle()
                state.record(.update(row.id, TodoChanges(isDone: state.todos[index].isDone, updatedAt: Date())))
            case .delete(let row):
                guard let index = state.index(of: row) else { break }
                state.openFailure = nil
                state.todos.remove(at: index)
                state.record(.delete(row.id))
                if state.step == .opening(row.id) { state.step = .list }
            case .retryWrites:
                state.writes.retryFailed()
            case .logOut:
                return .logOut
            case .editorSaved(var todo):
                todo.updatedAt = Date()
                if case .edit(_, isNew: true) = state.step {
                    // Placed when saved, not when the editor opened: the list may have
                    // finished loading meanwhile.
                    todo.position = state.nextPosition
                    state.todos.append(TodoSummary(todo))
                    state.record(.create(todo))
                } else {
                    let edit = TodoWrite.edit(todo)
                    edit.apply(to: &state.todos)
                    state.record(edit)
                }
                state.revealedTodoID = todo.id
                state.step = .list
            case .editorSavedAsNew(let title, let note, let now):
                if case .edit(let todo, _) = state.step {
                    TodoWrite.delete(todo.id).apply(to: &state.todos)
                }
                state.addTodo(title: title, note: note, at: now)
                state.step = .list
            case .editorDiscarded:
                state.step = .list
            case .quit:
                return .quit
            case .writeFinished(let ticket, let outcome):
                let write = state.writes.finish(ticket: ticket, outcome: outcome)
                if outcome == .todoWasGone, case .edit(let todo)? = write {
                    state.orphanedEdit = todo
                }
            case .keepOrphanedEdit(let now):
                guard let todo = state.orphanedEdit else { break }
                state.orphanedEdit = nil
                TodoWrite.delete(todo.id).apply(to: &state.todos)
                state.addTodo(title: todo.title, note: todo.note, at: now)
            case .discardOrphanedEdit:
                guard let todo = state.orphanedEdit else { break }
                state.orphanedEdit = nil
                TodoWrite.delete(todo.id).apply(to: &state.todos)
            }
            return nil
        }
    }

    // MARK: Workers

    @MainActor
    private func runWorkers(for state: State, in context: RenderContext<TodoWorkflow>) {
        if state.loading == .loading || state.isReloading {
            LoadTodosWorker(store: store, writer: writer, user: name)
                .mapOutput { output -> Action in
                    switch output {
                    case .loaded(let todos, let mark): .loaded(todos, outsideChangeMark: mark)
                    case .failed(let message): .loadFailed(message)
                    }
                }
                .running(in: context, key: state.isReloading ? "reload" : "load")
        } else if let mark = state.outsideChangeMark, let watched = store as? any OutsideChangeDetecting {
            OutsideChangesWorker(store: watched, mark: mark)
                .mapOutput { Action.outsideChangeChecked(mark: $0) }
                .running(in: context, key: "outside-changes-\(state.outsideChangeChecks)")
        }
        if case .opening(let id) = state.step {
            LoadTodoWorker(store: store, writer: writer, user: name, id: id)
                .mapOutput { output -> Action in
                    switch output {
                    case .loaded(let todo): .opened(id, stored: todo)
                    case .failed(let reason): .openFailed(id, reason: reason)
                    }
                }
                .running(in: context, key: "open")
        }
    }

    /// Hands each new change to the writer, once, from the render that follows it, and
    /// reports its outcome back. The change is written even if this workflow goes away
    /// first (the user logs out); only the report is dropped then.
    @MainActor
    private func submitWrites(for state: State, in context: RenderContext<TodoWorkflow>) {
        let sink = context.makeSink(of: Action.self)
        let writer = self.writer
        let user = name
        for (ticket, write) in state.writes.toSubmit {
            context.runSideEffect(key: "write-\(ticket)") { lifetime in
                let outcome = writer.submit(write, for: user)
                Task { @MainActor in
                    let result = await outcome.value
                    guard !lifetime.hasEnded else { return }
                    sink.send(.writeFinished(ticket: ticket, outcome: result))
                }
            }
        }
    }

    // MARK: Rendering

    func render(state: State, context: RenderContext<TodoWorkflow>) -> [BackStackScreen<AnyScreen>.Item] {
        runWorkers(for: state, in: context)
        submitWrites(for: state, in: context)

        let list = TodoListWorkflow(
            name: name,
            todos: state.todos,
            loading: state.loading,
            writeFailures: state.writes.failures,
            openFailure: state.openFailure,
            revealedTodoID: state.revealedTodoID,
            isOpeningTodo: state.isOpening
        )
        .mapOutput { output -> Action in
            switch output {
            case .open(let row): .open(row)
            case .new: .new
            case .toggle(let row): .toggle(row)
            case .delete(let row): .delete(row)
            case .retryWrites: .retryWrites
            case .logOut: .logOut
            }
        }
        .rendered(in: context)

        let sink = context.makeSink(of: Action.self)
        var listItem = list
        listItem.screen = AlertContainerScreen(
            baseScreen: list.screen,
            alert: state.orphanedEdit.map { orphanedEditAlert(for: $0, sink: sink) }
        ).asAnyScreen()

        guard case .edit(let todo, let isNew) = state.step else { return [listItem] }
        let editor = TodoEditWorkflow(initialTodo: todo, isNew: isNew, isDeletedElsewhere: state.editedTodoIsGone)
            .mapOutput { output -> Action in
                switch output {
                case .save(let todo): .editorSaved(todo)
                case .saveAsNew(let title, let note): .editorSavedAsNew(title: title, note: note, at: Date())
                case .discard: .editorDiscarded
                case .quit: .quit
                }
            }
            .rendered(in: context, key: todo.id.uuidString)
        return [listItem, editor]
    }

    /// An edit that arrived after another instance deleted its todo: keep it as a new
    /// todo at the end of the list, or let it go.
    @MainActor
    private func orphanedEditAlert(for todo: Todo, sink: Sink<Action>) -> Alert {
        Alert(
            title: "Your edit of a deleted todo",
            message: "Another todo-tui deleted '\(todo.title)' before your edit was saved.",
            actions: [
                AlertAction(title: "Keep it as a new todo", key: .character("k")) { sink.send(.keepOrphanedEdit(at: Date())) },
                AlertAction(title: "Discard", key: .character("d"), style: .destructive) { sink.send(.discardOrphanedEdit) },
            ]
        )
    }
}

extension TodoWorkflow.State: CustomStringConvertible {
    /// A summary, not every todo: the debug tree shows it on every frame, and a list can
    /// hold 100,000 todos.
    var description: String {
        let done = todos.doneCount
        let editing = switch step {
        case .list: "list"
        case .opening(let id): "opening \(id)"
        case .edit(let todo, let isNew): isNew ? "new todo" : "editing \(todo.id)"
        }
        return "\(todos.count) todos (\(done) done), \(loading), \(editing), "
            + "\(writes.toSubmit.count) writes in flight, \(writes.failures.count) failed"
    }
}

extension TodoWorkflow.State {
    /// Where the row the list pointed at is now. The list is usually unchanged since it
    /// rendered the row, so the index is checked first; the id is looked for only when
    /// something moved it (a load, another change). Nil once the todo is gone.
    func index(of row: TodoListWorkflow.ListedTodo) -> Int? {
        if todos.indices.contains(row.index), todos.id(at: row.index) == row.id { return row.index }
        return todos.firstIndex(ofID: row.id)
    }

    var isOpening: Bool {
        if case .opening = step { return true }
        return false
    }

    /// Puts a new todo at the end of the list and queues it for the store.
    mutating func addTodo(title: String, note: String, at now: Date) {
        let todo = Todo(title: title, note: note, position: nextPosition, createdAt: now)
        todos.append(TodoSummary(todo))
        record(.create(todo))
        revealedTodoID = todo.id
    }

    /// A position after every todo in the list.
    var nextPosition: Int {
        (todos.maxPosition ?? 0) + 1
    }

    /// Opens the editor on the todo as the store has it plus the changes that have not
    /// reached the store (failed, or still on their way); if neither has it, another
    /// instance deleted it, and it leaves the list too.
    mutating func openEditor(on stored: Todo?, id: Todo.ID) {
        var todo = stored
        for change in writes.unwritten(to: id) { change.apply(to: &todo) }
        if let todo {
            step = .edit(todo, isNew: false)
        } else {
            TodoWrite.delete(id).apply(to: &todos)
            openFailure = "That todo was deleted elsewhere, by another todo-tui."
            step = .list
        }
    }

    /// Queues a change for the store, remembering it for the load if that is still
    /// under way.
    mutating func record(_ write: TodoWrite) {
        writes.add(write)
        if loading == .loading || isReloading { changesWhileLoading.append(write) }
    }

    /// Applies to the list just read what the store may not have had when it was read:
    /// the changes not yet written (failed, or on their way) and those made while it
    /// was read. Making a change twice leaves what making it once does.
    ///
    /// On the first load, a todo created before the list arrived got its position from
    /// an empty list; with `placingNewTodosLast` it moves after the stored ones, and
    /// that is written too. Todos created once a list was shown were placed after it.
    mutating func replayChangesWhileLoading(placingNewTodosLast: Bool) {
        let changes = writes.unwrittenChanges + changesWhileLoading
        changesWhileLoading = []
        var endPosition = nextPosition - 1
        var moved: Set<Todo.ID> = []
        for change in changes {
            guard placingNewTodosLast, case .create(let todo) = change, !moved.contains(todo.id),
                todos.firstIndex(ofID: todo.id) == nil
            else {
                change.apply(to: &todos)
                continue
            }
            change.apply(to: &todos)
            endPosition += 1
            moved.insert(todo.id)
            let move = TodoWrite.update(todo.id, TodoChanges(position: endPosition, updatedAt: Date()))
            move.apply(to: &todos)
            writes.add(move)
        }
    }
}

/// Where loading a user's todos has got to.
enum TodoLoading: Equatable {
    case loading
    case loaded
    case failed(String)
}
