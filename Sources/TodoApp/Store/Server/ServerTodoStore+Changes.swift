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

    func outsideChangeSignal(for user: String) async -> (any OutsideChangeSignal)? {
        guard let list = try? await existingList(user) else { return nil }
        return ServerChangeSignal(conninfo: connection.conninfo, environment: connection.environment, list: list.id, logger: connection.logger)
    }
}
