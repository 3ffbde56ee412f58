import Foundation
@testable import TodoApp

/// The list as the server must have it after the changes it applied, made again in the
/// order they reached it, as `todo_tui.send_change` makes them: a save puts the todo whole
/// (keeping when it was made), an update sets only its fields, a delete removes it. A
/// note is compared by its own text, the text before any other version a merge added.
struct ListReplay {
    private(set) var todos: [Todo.ID: Todo]

    init(initial: [Todo]) {
        todos = Dictionary(uniqueKeysWithValues: initial.map { ($0.id, $0) })
    }

    /// Makes `change`; a sentence when the server could not have applied it so.
    mutating func apply(_ change: ListChange) -> String? {
        switch change {
        case .save(var todo):
            todo.completedAt = TodoChanges.completion(isDone: todo.isDone, completedAt: todo.completedAt, updatedAt: todo.updatedAt)
            if let kept = todos[todo.id] { todo.createdAt = kept.createdAt }
            todos[todo.id] = todo
        case .update(let id, let changes, _):
            guard var todo = todos[id] else { return "an update of \(id), which the list did not have, was applied" }
            if let title = changes.title { todo.title = title }
            if let note = changes.note { todo.note = note }
            if let isDone = changes.isDone { todo.isDone = isDone }
            if let position = changes.position { todo.position = position }
            if let priority = changes.priority { todo.priority = priority }
            if let dueDate = changes.dueDate { todo.dueDate = dueDate }
            let given: Date? = if case .some(.some(let date)) = changes.completedAt { date } else { nil }
            todo.completedAt = todo.isDone ? given ?? todo.completedAt ?? changes.updatedAt : nil
            todo.updatedAt = changes.updatedAt
            todos[id] = todo
        case .delete(let id):
            todos[id] = nil
        }
        return nil
    }

    /// How `server`, the list the server has, differs from the replay: a sentence each.
    func differences(from server: [Todo]) -> [String] {
        var differences: [String] = []
        let found = Dictionary(uniqueKeysWithValues: server.map { ($0.id, $0) })
        for id in Set(found.keys).union(todos.keys) {
            switch (todos[id], found[id]) {
            case (let expected?, let actual?):
                var same = expected
                same.note = actual.note
                if same != actual || NoteVersions(expected.note).text != NoteVersions(actual.note).text {
                    differences.append("todo \(id): the server has \(actual), where its applied changes make \(expected)")
                }
            case (let expected?, nil):
                differences.append("todo \(id) is not on the server, where its applied changes make \(expected)")
            case (nil, let actual?):
                differences.append("todo \(id) is on the server (\(actual)), where its applied changes delete it or never make it")
            case (nil, nil):
                break
            }
        }
        return differences
    }
}
