/// Which todos the list shows, and in what order: the indices of a `TodoSummaries` in
/// shown order, or nil when it shows every todo in list order (the common case, which
/// then costs nothing).
///
/// Computed from single columns of the summaries, never their titles, so filtering
/// and sorting 100,000 todos takes milliseconds.
enum TodoOrder {
    static func indices(
        of todos: TodoSummaries, filter: TodoFilter, sort: TodoSort, including isIncluded: ((Int) -> Bool)? = nil
    ) -> [Int32]? {
        guard filter != .all || sort != .manual || isIncluded != nil else { return nil }
        var indices: [Int32] = []
        indices.reserveCapacity(todos.count)
        var index = 0
        for chunk in todos.chunks {
            for offset in 0..<chunk.count {
                defer { index += 1 }
                guard filter.includes(isDone: chunk.isDone(at: offset)), isIncluded?(index) ?? true else { continue }
                indices.append(Int32(index))
            }
        }
        guard sort != .manual else { return indices }
        // Sort keys read once, then sorted with the list index as the last key, which
        // keeps equal todos in list order.
        var keyed = indices.map { index in (key: sortKey(of: Int(index), in: todos, by: sort), index: index) }
        keyed.sort { $0.key != $1.key ? $0.key < $1.key : $0.index < $1.index }
        return keyed.map(\.index)
    }

    /// Smaller comes first: the soonest due date, todos without one last; the highest
    /// priority, none last.
    private static func sortKey(of index: Int, in todos: TodoSummaries, by sort: TodoSort) -> Int64 {
        todos.withChunk(holding: index) { chunk, offset in
            switch sort {
            case .manual: Int64(index)
            case .dueDate:
                chunk.dueDay(at: offset) == Int32.min ? Int64.max : Int64(chunk.dueDay(at: offset))
            case .priority: Int64(TodoPriority.high.rawValue - chunk.priority(at: offset).rawValue)
            }
        }
    }
}

/// The rows the list shows: its todos through a `TodoOrder`, addressed by row.
struct TodoRows: Sendable {
    let todos: TodoSummaries
    /// Indices into `todos` in shown order; nil shows every todo in list order.
    let order: [Int32]?
    /// What part of the list `todos` is, and what is known of the rest.
    var window = ListWindow.unread
    /// Other rows are being read: for another filter, sort or search than the rows
    /// were read for, or the first or last rows of the list (Home, End).
    var isReading = false

    var count: Int { order?.count ?? todos.count }
    var isEmpty: Bool { count == 0 }
    var indices: Range<Int> { 0..<count }

    /// The index in `todos` of the todo on `row`.
    func todoIndex(at row: Int) -> Int {
        order.map { Int($0[row]) } ?? row
    }

    subscript(row: Int) -> TodoSummary {
        todos[todoIndex(at: row)]
    }

    func id(at row: Int) -> Todo.ID {
        todos.id(at: todoIndex(at: row))
    }

    /// The row the todo with this id is on, if it is shown.
    func row(ofID id: Todo.ID) -> Int? {
        guard let index = todos.firstIndex(ofID: id) else { return nil }
        guard let order else { return index }
        return order.firstIndex(of: Int32(index))
    }

    /// The place of `row` in the whole list, from 1; nil while not known.
    func place(ofRow row: Int) -> Int? {
        window.before.map { $0 + row + 1 }
    }

    /// How many todos the list shows in all, the rows outside the window too; nil while
    /// not counted.
    var shownTotal: Int? {
        window.storeTotal.map { max(count, $0 - window.readCount + count) }
    }

    /// How many todos the user has, whatever the list shows.
    var everyTodoCount: Int {
        window.everyTodoCount ?? todos.count
    }

    /// The edge of a window the selection on `row` is near enough to read past.
    func edge(near row: Int) -> ListWindow.Edge? {
        if row < ListWindow.margin, !window.reachesStart { return .start }
        if row >= count - ListWindow.margin, !window.reachesEnd { return .end }
        return nil
    }
}
