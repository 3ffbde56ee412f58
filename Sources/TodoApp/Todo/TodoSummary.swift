import Foundation

/// What the list shows of a todo: enough to draw its row, tick it off or delete it.
///
/// The list holds one of these per todo, and a list can hold 100,000 of them, so it
/// leaves out what only the editor needs: the note and the two dates take a todo from
/// 88 bytes to 48, and notes can be long. The editor loads the whole ``Todo`` when it
/// opens one.
public struct TodoSummary: Identifiable, Hashable, Sendable {
    public var id: UUID
    public var title: String
    public var isDone: Bool
    /// Where the todo sits in its user's list; see ``Todo/position``.
    public var position: Int

    public init(id: UUID, title: String, isDone: Bool, position: Int) {
        self.id = id
        self.title = title
        self.isDone = isDone
        self.position = position
    }

    /// The summary of `todo`.
    public init(_ todo: Todo) {
        self.init(id: todo.id, title: todo.title, isDone: todo.isDone, position: todo.position)
    }
}
