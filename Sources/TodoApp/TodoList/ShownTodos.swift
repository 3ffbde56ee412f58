/// The rows the list shows: its todos through a `TodoOrder`, addressed by row.
struct ShownTodos: Sendable {
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
