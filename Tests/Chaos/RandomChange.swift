import Foundation
import TodoAppFuzzing
@testable import TodoApp

/// What a chaos client does next to the list it has open, chosen at random from what its
/// copy shows: the changes a person makes (add, rename, tick, note, priority, due date,
/// move, delete, and an undo that brings back a todo it deleted), each as the interface
/// makes it.
struct RandomChange {
    /// The client's number, and how many changes it has made: in the titles and notes it
    /// writes, so that each text says who wrote it and none is written twice.
    let client: Int
    var made: Int

    /// The changes of one action (two for a move, one otherwise) to `todos`, the copy's list
    /// in its order; `deleted` holds the todos this client deleted, whole, for an undo.
    mutating func next(in todos: [Todo], deleted: inout [Todo], using random: inout SplitMix64) -> [ListChange] {
        made += 1
        let now = Date()
        let text = "c\(client).\(made)"
        guard !todos.isEmpty else { return [add(text, after: todos, now: now, random: &random)] }
        // Most changes go to the first few todos, as people work on the top of a list: so
        // that two clients often change one todo at once.
        let todo = random.chance(0.6) ? random.element(of: todos.prefix(4)) : random.element(of: todos)
        let action = random.weighted([
            (16, "add"), (14, "rename"), (14, "tick"), (14, "note"), (10, "priority"), (8, "due"), (12, "move"),
            (7, "delete"), (5, "restore"),
        ])
        switch action {
        case "add":
            return [add(text, after: todos, now: now, random: &random)]
        case "rename":
            return [.update(todo.id, TodoChanges(title: "\(text) (was \(todo.title.prefix(12)))", updatedAt: now), baseNote: nil)]
        case "tick":
            return [.update(todo.id, TodoChanges(isDone: !todo.isDone, updatedAt: now), baseNote: nil)]
        case "note":
            return [.update(todo.id, TodoChanges(note: "note \(text)", updatedAt: now), baseNote: nil)]
        case "priority":
            let others = TodoPriority.allCases.filter { $0 != todo.priority }
            return [.update(todo.id, TodoChanges(priority: random.element(of: others), updatedAt: now), baseNote: nil)]
        case "due":
            let day: TodoDay? = random.chance(0.25) ? nil : TodoDay(year: 2030, month: Int.random(in: 1...12, using: &random), day: Int.random(in: 1...28, using: &random))
            return [.update(todo.id, TodoChanges(dueDate: .some(day), updatedAt: now), baseNote: nil)]
        case "move":
            // As `J` and `K` move a todo: it and its neighbour swap positions.
            guard todos.count > 1, let index = todos.firstIndex(of: todo) else { return [] }
            let other = todos[index == todos.count - 1 ? index - 1 : index + 1]
            return [
                .update(todo.id, TodoChanges(position: other.position, updatedAt: now), baseNote: nil),
                .update(other.id, TodoChanges(position: todo.position, updatedAt: now), baseNote: nil),
            ]
        case "delete":
            // Any todo: deleting the few everyone works on would leave little to conflict over.
            let gone = random.element(of: todos)
            deleted.append(gone)
            return [.delete(gone.id)]
        default:
            // An undo of a delete: the todo whole, with its id, as it was deleted.
            guard !deleted.isEmpty else { return [add(text, after: todos, now: now, random: &random)] }
            return [.save(deleted.removeLast())]
        }
    }

    private func add(_ text: String, after todos: [Todo], now: Date, random: inout SplitMix64) -> ListChange {
        let position = (todos.map(\.position).max() ?? -1) + 1
        let priority = random.element(of: TodoPriority.allCases)
        return .save(Todo(title: "todo \(text)", position: position, priority: priority, createdAt: now, updatedAt: now))
    }
}
