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
    /// Nothing the query shows comes before the first of `todos`.
    public var reachesStart: Bool
    /// Nothing the query shows comes after the last of `todos`.
    public var reachesEnd: Bool

    public init(todos: [TodoSummary], focusIndex: Int, reachesStart: Bool = false, reachesEnd: Bool = false) {
        self.todos = todos
        self.focusIndex = focusIndex
        self.reachesStart = reachesStart
        self.reachesEnd = reachesEnd
    }

    /// `limit` todos (or all there are) from `before` (in order, the nearest last),
    /// `focus` and `after`, the focus as near the middle as both sides allow: near the
    /// start or the end of the list, the page is filled from the other side.
    /// `beforeIsAll` and `afterIsAll` say that the query shows nothing further out.
    static func centered(
        before: [TodoSummary], focus: TodoSummary, after: [TodoSummary], limit: Int, beforeIsAll: Bool, afterIsAll: Bool
    ) -> TodoPage {
        let room = max(0, limit - 1)
        var takenBefore = min(before.count, room / 2)
        let takenAfter = min(after.count, room - takenBefore)
        takenBefore = min(before.count, room - takenAfter)
        return TodoPage(
            todos: before.suffix(takenBefore) + [focus] + after.prefix(takenAfter), focusIndex: takenBefore,
            reachesStart: beforeIsAll && takenBefore == before.count, reachesEnd: afterIsAll && takenAfter == after.count
        )
    }
}
