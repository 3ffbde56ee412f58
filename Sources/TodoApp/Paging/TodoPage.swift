/// Some of a query's todos around one of them: what a list reads to keep its selection
/// on a todo after a change.
///
/// ```swift
/// if let page = try await store.page(of: query, around: selected.id, limit: 60) {
///     rows = page.todos              // in the query's order
///     selection = page.focusIndex    // the selected todo's row among them
/// }
/// ```
public struct TodoPage: Hashable, Sendable {
    /// The todos, in the query's order.
    public var todos: [TodoSummary]
    /// Where in `todos` the todo the page was read around is.
    public var focusIndex: Int

    public init(todos: [TodoSummary], focusIndex: Int) {
        self.todos = todos
        self.focusIndex = focusIndex
    }

    /// `limit` todos (or all there are) from `before` (in order, the nearest last),
    /// `focus` and `after`, the focus as near the middle as both sides allow: near the
    /// start or the end of the list, the page is filled from the other side.
    static func centered(before: [TodoSummary], focus: TodoSummary, after: [TodoSummary], limit: Int) -> TodoPage {
        let room = max(0, limit - 1)
        var takenBefore = min(before.count, room / 2)
        let takenAfter = min(after.count, room - takenBefore)
        takenBefore = min(before.count, room - takenAfter)
        return TodoPage(todos: before.suffix(takenBefore) + [focus] + after.prefix(takenAfter), focusIndex: takenBefore)
    }
}
