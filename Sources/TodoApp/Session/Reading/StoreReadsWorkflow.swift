import Workflow

/// Reads from the store what the session asks for (``StoreReads``), each off the main
/// actor in a worker of its own, and reports what each brings. The session decides what
/// to read and what to make of it; this knows only how to read it.
struct StoreReadsWorkflow: Workflow {
    let store: any TodoStore
    let writer: TodoWriter
    let user: String
    let reads: StoreReads
    var clock = TodoClock.system

    enum Output: Equatable {
        case list(LoadTodosWorker.Output)
        /// A page past an edge of the window; nil if it could not be read.
        case page(ListCriteria, ListWindow.Edge, [TodoSummary]?)
        /// How many todos the criteria show; nil if the count failed.
        case counted(ListCriteria, Int?)
        /// How many todos the criteria show before the todo with this id; nil if the
        /// count failed.
        case countedBefore(ListCriteria, Todo.ID, Int?)
        case todo(Todo.ID, LoadTodoWorker.Output)
        /// Another program changed the store: its mark is now this, and these are the
        /// changes it can tell of.
        case outsideChange(mark: Int, changes: [OutsideChange] = [])
        /// The store went away (a server that cannot be reached), or came back.
        case syncStatus(SyncStatus)
        /// The wait after a failed read of the list is over: read it again.
        case retryLoad
    }

    struct State: Equatable {
        /// The looks for outside changes so far: each look is a worker of its own, so
        /// that the next one starts even when the mark it watches from is the same.
        var outsideChangeLooks = 0
    }

    func makeInitialState() -> State { State() }

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = StoreReadsWorkflow

        case read(Output)
        case outsideChangeSeen(OutsideChangesWorker.Output)

        func apply(toState state: inout State) -> Output? {
            switch self {
            case .read(let output):
                return output
            case .outsideChangeSeen(let seen):
                state.outsideChangeLooks += 1
                if let status = seen.status { return .syncStatus(status) }
                return .outsideChange(mark: seen.mark, changes: seen.changes)
            }
        }
    }

    func render(state: State, context: RenderContext<StoreReadsWorkflow>) {
        if let list = reads.list {
            readList(list, in: context)
        } else if let mark = reads.watchedMark, let watched = store as? any OutsideChangeDetecting {
            OutsideChangesWorker(store: watched, user: user, mark: mark, wasStatus: reads.syncStatus, clock: clock)
                .mapOutput { Action.outsideChangeSeen($0) }
                .running(in: context, key: "outside-changes-\(state.outsideChangeLooks)")
        }
        if let failures = reads.failedLoads {
            LoadRetryWorker(attempt: failures, clock: clock)
                .mapOutput { Action.read(.retryLoad) }
                .running(in: context, key: "retry-load-\(failures)")
        }
        if let id = reads.todo {
            LoadTodoWorker(store: store, writer: writer, user: user, id: id)
                .mapOutput { Action.read(.todo(id, $0)) }
                .running(in: context, key: "open")
        }
        if let page = reads.page {
            let cursor = page.edgeRow.map { TodoCursor($0, sort: page.criteria.settings.sort) }
            LoadPageWorker(store: store, writer: writer, user: user, criteria: page.criteria, edge: page.edge, cursor: cursor)
                .mapOutput { output -> Action in
                    switch output {
                    case .loaded(let rows): .read(.page(page.criteria, page.edge, rows))
                    case .failed: .read(.page(page.criteria, page.edge, nil))
                    }
                }
                .running(in: context, key: "page")
        }
        if let criteria = reads.count {
            CountTodosWorker(store: store, user: user, criteria: criteria)
                .mapOutput { Action.read(.counted(criteria, $0)) }
                .running(in: context, key: "count")
        }
        if let count = reads.countBefore {
            CountRowsBeforeWorker(store: store, user: user, criteria: count.criteria, first: count.first)
                .mapOutput { Action.read(.countedBefore(count.criteria, count.first.id, $0)) }
                .running(in: context, key: "count-before")
        }
    }

    @MainActor
    private func readList(_ list: ListRead, in context: RenderContext<StoreReadsWorkflow>) {
        let key = switch list.reason {
        case .login: "load"
        case .reload: "reload"
        case .criteria: "criteria"
        }
        LoadTodosWorker(
            store: store, writer: writer, user: user, isLogin: list.reason == .login, criteria: list.criteria,
            anchor: list.anchor, jump: list.jump, held: list.held.map { ($0, list.heldMark) }, editedTodo: list.editedTodo
        )
            .mapOutput { Action.read(.list($0)) }
            .running(in: context, key: key)
    }
}

extension StoreReadsWorkflow: Equatable {
    /// The same reads of the same store: nothing to start or stop, so a session that
    /// renders again (a key that moves the selection) leaves its reads as they are.
    static func == (left: Self, right: Self) -> Bool {
        left.reads == right.reads && left.user == right.user && left.clock == right.clock
            && left.writer === right.writer && isSameStore(left.store, right.store)
    }
}

/// Whether two stores are one object. A store that is a value is boxed afresh each time,
/// so it never counts as the same: its reads render again, as before.
func isSameStore(_ left: any TodoStore, _ right: any TodoStore) -> Bool {
    (left as AnyObject) === (right as AnyObject)
}
