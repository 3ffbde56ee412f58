/// What the session needs read from the store at one moment, worked out from its state
/// (see `TodoWorkflow.State.reads`); ``StoreReadsWorkflow`` runs each read.
///
/// ```swift
/// var reads = StoreReads()
/// reads.todo = id            // read this todo whole, for the editor
/// reads.watchedMark = 41     // and tell when the store changes after mark 41
/// ```
struct StoreReads: Equatable {
    /// The window of the list, read (again).
    var list: ListRead?
    /// The page past an edge of the window the selection nears.
    var page: PageRead?
    /// The criteria whose todos the store counts: the window does not know its total.
    var count: ListCriteria?
    /// The first row held, whose place among the criteria's todos is counted.
    var countBefore: RowsBeforeCount?
    /// The todo read whole for the editor.
    var todo: Todo.ID?
    /// The outside-change mark the list was read at: the store is watched for a later one.
    var watchedMark: Int?
    /// Whether the store was last found away: the watch says when that changes.
    var syncStatus = SyncStatus.inStep
    /// The list could not be read this many times in a row, for a reason that may pass:
    /// it is read again after a wait (``LoadRetryWorker``).
    var failedLoads: Int?
}

/// A read of the list's window.
struct ListRead: Equatable {
    enum Reason: Equatable {
        /// The first read, with the user's settings and the drafts left behind.
        case login
        /// Another program changed the store.
        case reload
        /// The user asked to see the list otherwise (filter, sort, search, Home or End),
        /// or a todo was placed where the window may not reach.
        case criteria
    }

    var reason: Reason
    var criteria: ListCriteria
    /// The todo the window is read around.
    var anchor: Todo.ID?
    var jump: ListWindow.Edge?
    /// For new criteria: the window held, and the mark it was read at, whose counts
    /// still hold.
    var held: ListWindow?
    var heldMark: Int?
    /// On a reload, the todo open in the editor, which the window may not hold.
    var editedTodo: Todo.ID?
}

/// A page read past an edge of the window.
struct PageRead: Equatable {
    var criteria: ListCriteria
    var edge: ListWindow.Edge
    /// The row held at that edge, the page's start; nil when none is held.
    var edgeRow: TodoSummary?
}

/// How many todos the criteria show before a row.
struct RowsBeforeCount: Equatable {
    var criteria: ListCriteria
    var first: TodoSummary
}
