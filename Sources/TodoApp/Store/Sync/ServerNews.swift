import Foundation
import GRDB

/// Who changed what on the server, as a copy heard it, and what became of this machine's
/// changes the server did not make as made: the table `server_news`, which the header
/// reads ("grace marked 'Milk' done") and `u` takes back. A list keeps the latest hundred
/// of others' changes, and apart from them the latest hundred of what became of its own.
enum ServerNews {
    /// The kinds that tell of a change made here, which ask something of the user.
    private static let aboutChangesMadeHere = "kind IN ('deleted-yours', 'notes-merged', 'refused')"

    static func add(_ news: [OutsideChange], userID: Int64, in db: Database) throws {
        guard !news.isEmpty else { return }
        let insert = try db.cachedStatement(sql: """
            INSERT INTO server_news (user_id, actor, kind, fields, title, is_done, todo_id, before, after, yours, reason)
            VALUES (?, ?, ?, ?, CAST(? AS TEXT), ?, ?, ?, ?, ?, ?)
            """)
        for change in news {
            var (kind, fields, yours, reason) = ("", "", nil as String?, nil as String?)
            switch change.kind {
            case .added: kind = "added"
            case .deleted: kind = "deleted"
            case .changed(let changed):
                kind = "changed"
                fields = changed.map(\.rawValue).sorted().joined(separator: ",")
            case .deletedWhileChangedHere(let todo):
                kind = "deleted-yours"
                yours = StoredValues(todo).json
            case .notesMerged: kind = "notes-merged"
            case .refused(let why):
                kind = "refused"
                reason = why
            }
            try insert.execute(arguments: [
                userID, change.actor, kind, fields, Data(change.title.utf8), change.isDone, change.todoID.map { Data(uuidBytes: $0) },
                change.before.map { StoredValues($0).json }, change.after.map { StoredValues($0).json }, yours, reason,
            ])
        }
        // Apart, so that a catch-up bringing a hundred of others' changes does not push out
        // the news of one made here that it answered first ("… · u keeps yours").
        let prune = try db.cachedStatement(sql: """
            DELETE FROM server_news WHERE user_id = ? AND (\(aboutChangesMadeHere)) = ? AND seq < (
                SELECT seq FROM server_news WHERE user_id = ? AND (\(aboutChangesMadeHere)) = ? ORDER BY seq DESC LIMIT 1 OFFSET 99
            )
            """)
        for mine in [false, true] { try prune.execute(arguments: [userID, mine, userID, mine]) }
    }

    static func after(_ seq: Int64, userID: Int64, in db: Database) throws -> (latest: Int64, news: [OutsideChange]) {
        let rows = try Row.fetchAll(db.cachedStatement(sql: """
            SELECT seq, actor, kind, fields, CAST(title AS BLOB), is_done, todo_id, before, after, yours, reason
            FROM server_news WHERE user_id = ? AND seq > ? ORDER BY seq
            """), arguments: [userID, seq])
        let newest: Int64? = rows.last?[0]
        let latest = try newest ?? Int64.fetchOne(
            db.cachedStatement(sql: "SELECT coalesce(max(seq), 0) FROM server_news WHERE user_id = ?"), arguments: [userID]
        ) ?? 0
        return (latest, rows.map(decode))
    }

    private static func decode(_ row: Row) -> OutsideChange {
        let kind: OutsideChange.Kind = switch row[2] as String {
        case "added": .added
        case "deleted": .deleted
        case "deleted-yours": .deletedWhileChangedHere(yours: StoredValues.from(row[9])?.todo ?? Todo(title: "", position: 0))
        case "notes-merged": .notesMerged
        case "refused": .refused(reason: row[10] ?? "")
        default: .changed(Set((row[3] as String).split(separator: ",").compactMap { OutsideChange.Field(rawValue: String($0)) }))
        }
        return OutsideChange(
            actor: row[1], kind: kind, title: String(decoding: row[4] as Data, as: UTF8.self), isDone: row[5],
            todoID: (row[6] as Data?).flatMap(UUID.init(bytes:)),
            before: StoredValues.from(row[7])?.changes, after: StoredValues.from(row[8])?.changes
        )
    }
}
