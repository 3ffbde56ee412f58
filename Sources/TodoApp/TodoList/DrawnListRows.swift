import WorkflowUI

/// What the list's rows were last drawn from. While all of it stays the same but the
/// selection, and the selection moves within the rows on screen, the row it left and the
/// row it reached are the only ones that can look different: a ↓ draws those two and
/// looks at no other.
struct DrawnListRows {
    private let todos: TodoSummaries
    private let order: [Int32]?
    private let query: String?
    private let today: TodoDay
    private let size: Size
    private let firstVisibleIndex: Int
    let selection: Int?

    init(rows: ShownTodos, query: String?, today: TodoDay, size: Size, firstVisibleIndex: Int, selection: Int?) {
        todos = rows.todos
        order = rows.order
        self.query = query
        self.today = today
        self.size = size
        self.firstVisibleIndex = firstVisibleIndex
        self.selection = selection
    }

    /// The items whose rows may look different from `earlier`, on screen, in order; nil when
    /// any may (other todos, another search, day, size or scroll).
    func itemsChanged(since earlier: DrawnListRows?) -> [Int]? {
        guard let earlier, size == earlier.size, firstVisibleIndex == earlier.firstVisibleIndex,
            today == earlier.today, query == earlier.query,
            todos.sharesStorage(with: earlier.todos), Self.isSameOrder(order, earlier.order)
        else { return nil }
        let onScreen = firstVisibleIndex..<(firstVisibleIndex + size.height)
        let moved = earlier.selection == selection ? [] : [earlier.selection, selection]
        return moved.compactMap { $0 }.filter { onScreen.contains($0) && $0 < todos.count }.sorted()
    }

    private static func isSameOrder(_ left: [Int32]?, _ right: [Int32]?) -> Bool {
        switch (left, right) {
        case (nil, nil): true
        case (let left?, let right?): left.sharesStorage(with: right)
        default: false
        }
    }
}

