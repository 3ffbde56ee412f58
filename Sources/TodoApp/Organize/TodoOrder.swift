/// Which of the window's todos the list shows, and in what order: the indices of a
/// `TodoSummaries` in shown order, or nil when it shows every todo in the order read.
///
/// The store read the window in its view's order; this keeps a change made here in
/// that order until the next read: a todo marked done under Open leaves the rows, one
/// given a priority moves under "by priority".
enum TodoOrder {
    static func indices(of todos: TodoSummaries, filter: TodoFilter, sort: TodoSort) -> [Int32]? {
        guard filter != .all || sort != .manual else { return nil }
        let shown = todos.indices.filter { filter.includes(isDone: todos[$0].isDone) }
        guard sort != .manual else { return shown.map(Int32.init) }
        // Sorted with the index read as the last key, which keeps equal todos in the
        // order the store gave them.
        let keyed: [(key: Int, index: Int)] = shown.map { (sortKey(of: todos[$0], by: sort), $0) }
        let sorted = keyed.sorted { $0.key != $1.key ? $0.key < $1.key : $0.index < $1.index }
        return sorted.map { Int32($0.index) }
    }

    /// Smaller comes first: the soonest due date, todos without one last; the highest
    /// priority, none last.
    private static func sortKey(of todo: TodoSummary, by sort: TodoSort) -> Int {
        switch sort {
        case .manual: 0
        case .dueDate: todo.dueDate?.daysSince1970 ?? .max
        case .priority: TodoPriority.high.rawValue - todo.priority.rawValue
        }
    }
}
