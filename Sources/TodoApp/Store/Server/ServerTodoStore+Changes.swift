import Foundation
import PostgresClient

/// How a server store hears of others' changes: the change feed's latest revision made
/// by another connection, and the list's notifications.
extension ServerTodoStore: OutsideChangeDetecting {
    /// The latest revision of `user`'s list that another connection made (another person,
    /// machine or window, or a script); this store's own changes leave it alone.
    func outsideChangeMark(for user: String) async throws -> Int {
        guard let list = try await existingList(user) else { return 0 }
        let origin = connection.origin
        return try await connection.run("check for changes") { db in
            try db.execute("""
                SELECT coalesce(max(revision), 0) FROM todo_tui.changes WHERE list_id = $1 AND origin <> $2
                """, [list.id, origin]).int(0, 0)
        }
    }

    /// The signal of `user`'s list, one for as long as that list is watched: each watch
    /// after a change waits on the same listening connection, and a change that came
    /// between two watches wakes the second at once.
    func outsideChangeSignal(for user: String) async -> (any OutsideChangeSignal)? {
        guard let list = try? await existingList(user) else { return nil }
        return signals.signal(for: list.id) {
            ServerChangeSignal(conninfo: connection.conninfo, environment: connection.environment, list: list.id, logger: connection.logger)
        }
    }
}

extension ServerTodoStore {
    /// The change feed's entries for `user`'s list after revision `mark` that other
    /// connections made, oldest first, at most a hundred (the newest).
    func outsideChanges(for user: String, after mark: Int) async -> [OutsideChange] {
        guard let list = try? await existingList(user) else { return [] }
        let origin = connection.origin
        let changes = try? await connection.run("read the changes") { db in
            let result = try db.execute("""
                SELECT actor, kind, title, fields::text, is_done FROM (
                    SELECT actor, kind, title, fields, is_done, revision, todo_id FROM todo_tui.changes
                    WHERE list_id = $1 AND revision > $2 AND origin <> $3 ORDER BY revision DESC, todo_id LIMIT 100
                ) newest ORDER BY revision, todo_id
                """, [list.id, mark, origin] as [any PostgresParameter])
            return (0..<result.count).map { Self.outsideChange(result, $0) }
        }
        return changes ?? []
    }

    /// The change feed's entry in `row` of `result`, read from the columns `actor`, `kind`,
    /// `title`, `fields::text` and `is_done`, at `columns` in that order.
    static func outsideChange(_ result: PostgresResult, _ row: Int, columns: [Int] = [0, 1, 2, 3, 4]) -> OutsideChange {
        let kind: OutsideChange.Kind = switch result.string(row, columns[1]) {
        case "added": .added
        case "deleted": .deleted
        default: .changed(fields(result.string(row, columns[3])))
        }
        return OutsideChange(
            actor: result.string(row, columns[0]), kind: kind, title: result.string(row, columns[2]), isDone: result.bool(row, columns[4])
        )
    }

    /// A `text[]` of field names as the server writes it (`{title,done}`).
    private static func fields(_ array: String) -> Set<OutsideChange.Field> {
        Set(array.trimmingCharacters(in: CharacterSet(charactersIn: "{}")).split(separator: ",").compactMap { OutsideChange.Field(rawValue: String($0)) })
    }
}

/// The change signal of the list a store watches: kept while that list is watched, and
/// dropped (its connection closed) when another is.
final class ServerChangeSignals: @unchecked Sendable {
    private let lock = NSLock()
    private var current: (list: Int64, signal: ServerChangeSignal)?

    func signal(for list: Int64, making make: () -> ServerChangeSignal) -> ServerChangeSignal {
        lock.withLock {
            if let current, current.list == list { return current.signal }
            let made = make()
            current = (list, made)
            return made
        }
    }
}
