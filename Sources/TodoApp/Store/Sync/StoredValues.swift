import Foundation

/// Some fields of a todo as JSON, for what a copy keeps beside its news: the values a
/// change set, or a whole todo. Only the fields given are written, and `clears` names the
/// two that can be cleared (`completedAt`, `dueDate`) when a change clears them.
struct StoredValues: Codable, Hashable {
    var id: UUID?
    var title: String?
    var note: String?
    var isDone: Bool?
    var completedAt: Double?
    var position: Int?
    var priority: Int?
    var dueDate: String?
    var createdAt: Double?
    var updatedAt: Double?
    var clears: [String]?

    init(_ changes: TodoChanges) {
        title = changes.title
        note = changes.note
        isDone = changes.isDone
        completedAt = changes.completedAt??.timeIntervalSinceReferenceDate
        position = changes.position
        priority = changes.priority?.rawValue
        dueDate = changes.dueDate??.description
        updatedAt = changes.updatedAt.timeIntervalSinceReferenceDate
        var cleared: [String] = []
        if case .some(.none) = changes.completedAt { cleared.append("completedAt") }
        if case .some(.none) = changes.dueDate { cleared.append("dueDate") }
        clears = cleared.isEmpty ? nil : cleared
    }

    init(_ todo: Todo) {
        id = todo.id
        title = todo.title
        note = todo.note
        isDone = todo.isDone
        completedAt = todo.completedAt?.timeIntervalSinceReferenceDate
        position = todo.position
        priority = todo.priority.rawValue
        dueDate = todo.dueDate?.description
        createdAt = todo.createdAt.timeIntervalSinceReferenceDate
        updatedAt = todo.updatedAt.timeIntervalSinceReferenceDate
    }

    var changes: TodoChanges {
        let clearing = Set(clears ?? [])
        var changes = TodoChanges(
            title: title, note: note, isDone: isDone, position: position, priority: priority.flatMap(TodoPriority.init(rawValue:)),
            dueDate: clearing.contains("dueDate") ? .some(nil) : dueDate.map { TodoDay($0) },
            updatedAt: Date(timeIntervalSinceReferenceDate: updatedAt ?? 0)
        )
        changes.completedAt = clearing.contains("completedAt") ? .some(nil) : completedAt.map { Date(timeIntervalSinceReferenceDate: $0) }
        return changes
    }

    var todo: Todo {
        let updated = Date(timeIntervalSinceReferenceDate: updatedAt ?? 0)
        return Todo(
            id: id ?? UUID(), title: title ?? "", note: note ?? "", isDone: isDone ?? false, position: position ?? 0,
            priority: priority.flatMap(TodoPriority.init(rawValue:)) ?? .none, dueDate: dueDate.flatMap(TodoDay.init),
            createdAt: createdAt.map(Date.init(timeIntervalSinceReferenceDate:)) ?? updated, updatedAt: updated,
            completedAt: completedAt.map(Date.init(timeIntervalSinceReferenceDate:))
        )
    }

    /// As JSON text, for a column.
    var json: String {
        String(decoding: (try? JSONEncoder().encode(self)) ?? Data("{}".utf8), as: UTF8.self)
    }

    /// The values in a column's JSON text; nil for none, or text that is not theirs.
    static func from(_ json: String?) -> StoredValues? {
        json.flatMap { try? JSONDecoder().decode(StoredValues.self, from: Data($0.utf8)) }
    }
}

extension TodoChanges {
    /// The fields `fields` names, with the values `todo` has: what a change to those fields
    /// leaves, or what was there before it.
    init(_ fields: Set<OutsideChange.Field>, of todo: Todo) {
        self.init(updatedAt: todo.updatedAt)
        for field in fields {
            switch field {
            case .title: title = todo.title
            case .note: note = todo.note
            case .done:
                isDone = todo.isDone
                completedAt = .some(todo.completedAt)
            case .position: position = todo.position
            case .priority: priority = todo.priority
            case .due: dueDate = .some(todo.dueDate)
            }
        }
    }
}
