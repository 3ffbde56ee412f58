import Foundation
import PostgresClient

/// How a ``Todo`` maps to a row of `todo_tui.todos`, both ways. Times are seconds since
/// Foundation's reference date, as the app keeps them, so that they come back exactly.
enum ServerTodoColumns {
    static let selected = "id, title, note, is_done, position, priority, due_date::text, created_at, updated_at, completed_at"
    static let inserted = "list_id, id, title, note, is_done, position, priority, due_date, created_at, updated_at, completed_at"
    /// `todos` as rows a statement selects, one array parameter a column bound in
    /// `arguments`, in the order of the columns of ``inserted`` after `list_id`: several
    /// todos written by one statement, whose triggers then count them, and take the
    /// list's lock, once.
    static func rows(of todos: [Todo], _ arguments: inout ServerSQLArguments) -> String {
        func column(_ type: String, _ values: (Todo) -> any PostgresParameter) -> String {
            "\(arguments.bind(PostgresArray(todos.map(values))))::\(type)[]"
        }
        let columns = [
            column("uuid") { $0.id }, column("text") { $0.title }, column("text") { $0.note },
            column("boolean") { $0.isDone }, column("bigint") { $0.position }, column("smallint") { $0.priority.rawValue },
            column("date") { $0.dueDate?.description }, column("double precision") { $0.createdAt.timeIntervalSinceReferenceDate },
            column("double precision") { $0.updatedAt.timeIntervalSinceReferenceDate },
            // A done todo always has a time, an open one none, whatever the value says.
            column("double precision") { todo in
                TodoChanges.completion(isDone: todo.isDone, completedAt: todo.completedAt, updatedAt: todo.updatedAt)?
                    .timeIntervalSinceReferenceDate
            },
        ]
        return "unnest(\(columns.joined(separator: ", "))) AS r(\(inserted.dropFirst("list_id, ".count)))"
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
