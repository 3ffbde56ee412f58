import Foundation
import PostgresClient

/// How a ``Todo`` maps to a row of `todo_tui.todos`, both ways. Times are seconds since
/// Foundation's reference date, as the app keeps them, so that they come back exactly.
enum ServerTodoColumns {
    static let selected = "id, title, note, is_done, position, priority, due_date::text, created_at, updated_at, completed_at"
    static let inserted = "list_id, id, title, note, is_done, position, priority, due_date, created_at, updated_at, completed_at"
    static let insertedValues = "$1, $2, $3, $4, $5, $6, $7, $8::date, $9, $10, $11"

    static func parameters(for todo: Todo, list: Int64) -> [any PostgresParameter] {
        [
            list, todo.id, todo.title, todo.note, todo.isDone, todo.position, todo.priority.rawValue,
            todo.dueDate?.description,
            todo.createdAt.timeIntervalSinceReferenceDate, todo.updatedAt.timeIntervalSinceReferenceDate,
            // A done todo always has a time, an open one none, whatever the value says.
            TodoChanges.completion(isDone: todo.isDone, completedAt: todo.completedAt, updatedAt: todo.updatedAt)?
                .timeIntervalSinceReferenceDate,
        ]
    }

    static func todo(_ result: PostgresResult, _ row: Int) -> Todo {
        Todo(
            id: result.uuid(row, 0) ?? UUID(),
            title: result.string(row, 1),
            note: result.string(row, 2),
            isDone: result.bool(row, 3),
            position: result.int(row, 4),
            priority: TodoPriority(rawValue: result.int(row, 5)) ?? .none,
            dueDate: result.optionalString(row, 6).flatMap(TodoDay.init),
            createdAt: Date(timeIntervalSinceReferenceDate: result.double(row, 7)),
            updatedAt: Date(timeIntervalSinceReferenceDate: result.double(row, 8)),
            completedAt: result.optionalDouble(row, 9).map(Date.init(timeIntervalSinceReferenceDate:))
        )
    }

    /// What a list shows of a todo, in the columns ``summary(_:_:)`` reads.
    static let summarySelected = "t.id, t.title, t.is_done, t.position, t.priority, t.due_date::text, t.note <> '', t.completed_at"

    static func summary(_ result: PostgresResult, _ row: Int) -> TodoSummary {
        TodoSummary(
            id: result.uuid(row, 0) ?? UUID(),
            title: result.string(row, 1),
            isDone: result.bool(row, 2),
            position: result.int(row, 3),
            priority: TodoPriority(rawValue: result.int(row, 4)) ?? .none,
            dueDate: result.optionalString(row, 5).flatMap(TodoDay.init),
            hasNote: result.bool(row, 6),
            completedAt: result.optionalDouble(row, 7).map(Date.init(timeIntervalSinceReferenceDate:))
        )
    }

    static func summaries(_ result: PostgresResult) -> [TodoSummary] {
        (0..<result.count).map { summary(result, $0) }
    }
}
