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
    }

    // MARK: State and Initialization

    struct State: Equatable {
        var todos: ChunkedArray<Todo> = []
        var loading: TodoLoading = .loading
        var step: Step = .list
        var writes = PendingWrites()
        /// Changes made before the load finished, replayed over what it brings: the
        /// load may have read the store before they were written.
        var changesWhileLoading: [TodoWrite] = []
        /// The todo the list should select: the one just saved.
        var revealedTodoID: Todo.ID?
    }

    enum Step: Equatable {
        case list
        case edit(Todo, isNew: Bool)
    }

    func makeInitialState() -> State { State() }

    // MARK: Actions

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = TodoWorkflow

        case loaded(ChunkedArray<Todo>)
        case loadFailed(String)
        case open(Todo)
        case new
        case toggle(Todo.ID)
        case delete(Todo.ID)
        case retryWrites
        case logOut
        case editorSaved(Todo)
        case editorDiscarded
        case writeFinished(ticket: Int, outcome: TodoWrite.Outcome)

        func apply(toState state: inout State) -> Output? {
            switch self {
            case .loaded(let todos):
                state.todos = todos
                state.loading = .loaded
                state.replayChangesWhileLoading()
            case .loadFailed(let message):
                state.loading = .failed(message)
            case .open(let todo):
                state.step = .edit(todo, isNew: false)
            case .new:
                let position = (state.todos.map(\.position).max() ?? 0) + 1
                state.step = .edit(Todo(title: "", position: position), isNew: true)
            case .toggle(let id):
                guard let index = state.todos.firstIndex(where: { $0.id == id }) else { break }
                state.todos[index].isDone.toggle()
                state.todos[index].updatedAt = Date()
                state.record(.update(state.todos[index], .isDone))
            case .delete(let id):
                guard let index = state.todos.firstIndex(where: { $0.id == id }) else { break }
                state.record(.delete(state.todos.remove(at: index)))
            case .retryWrites:
                state.writes.retryFailed()
            case .logOut:
                return .logOut
            case .editorSaved(var todo):
                todo.updatedAt = Date()
                if let index = state.todos.firstIndex(where: { $0.id == todo.id }) {
                    state.todos[index] = todo
                    state.record(.update(todo, [.title, .note]))
                } else {
                    state.todos.append(todo)
                    state.record(.create(todo))
                }
                state.revealedTodoID = todo.id
                state.step = .list
            case .editorDiscarded:
                state.step = .list
            case .writeFinished(let ticket, let outcome):
                state.writes.finish(ticket: ticket, outcome: outcome)
            }
            return nil
        }
    }

    // MARK: Workers

    @MainActor
    private func runWorkers(for state: State, in context: RenderContext<TodoWorkflow>) {
        if state.loading == .loading {
            LoadTodosWorker(store: store, user: name)
                .mapOutput { output -> Action in
                    switch output {
                    case .loaded(let todos): .loaded(todos)
                    case .failed(let message): .loadFailed(message)
                    }
                }
                .running(in: context, key: "load")
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
            revealedTodoID: state.revealedTodoID
        )
        .mapOutput { output -> Action in
            switch output {
            case .open(let todo): .open(todo)
            case .new: .new
            case .toggle(let id): .toggle(id)
            case .delete(let id): .delete(id)
            case .retryWrites: .retryWrites
            case .logOut: .logOut
            }
        }
        .rendered(in: context)

        guard case .edit(let todo, let isNew) = state.step else { return [list] }
        let editor = TodoEditWorkflow(initialTodo: todo, isNew: isNew)
            .mapOutput { output -> Action in
                switch output {
                case .save(let todo): .editorSaved(todo)
                case .discard: .editorDiscarded
                }
            }
            .rendered(in: context, key: todo.id.uuidString)
        return [list, editor]
    }
}

extension TodoWorkflow.State: CustomStringConvertible {
    /// A summary, not every todo: the debug tree shows it on every frame, and a list can
    /// hold 100,000 todos.
    var description: String {
        let done = todos.lazy.filter(\.isDone).count
        let editing = if case .edit(let todo, let isNew) = step { isNew ? "new todo" : "editing \(todo.id)" } else { "list" }
        return "\(todos.count) todos (\(done) done), \(loading), \(editing), "
            + "\(writes.toSubmit.count) writes in flight, \(writes.failures.count) failed"
    }
}

extension TodoWorkflow.State {
    /// Queues a change for the store, remembering it for the load if that is still
    /// under way.
    mutating func record(_ write: TodoWrite) {
        writes.add(write)
        if loading == .loading { changesWhileLoading.append(write) }
    }

    /// Applies the changes made while loading to the loaded list. A todo created then
    /// got its position without knowing the stored list, so it moves to the end, and
    /// that is written too.
    mutating func replayChangesWhileLoading() {
        guard !changesWhileLoading.isEmpty else { return }
        let loadedIDs = Set(todos.map(\.id))
        var endPosition = todos.map(\.position).max() ?? 0
        var movedPositions: [Todo.ID: Int] = [:]
        for change in changesWhileLoading {
            change.apply(to: &todos)
            guard case .create(var todo) = change, !loadedIDs.contains(todo.id), movedPositions[todo.id] == nil else {
                continue
            }
            endPosition += 1
            movedPositions[todo.id] = endPosition
            todo.position = endPosition
            TodoWrite.update(todo, .position).apply(to: &todos)
            writes.add(.update(todo, .position))
        }
        changesWhileLoading = []
    }
}

/// Where loading a user's todos has got to.
enum TodoLoading: Equatable {
    case loading
    case loaded
    case failed(String)
}
