import Foundation
import PostgresClient

/// What a local copy of a list reads from the server: the whole list once, then what
/// changed after the revision it is at.
///
/// Both read one moment of the list and the list's revision at that moment. Revisions are
/// handed out under the list's row, held until commit, so the changes a moment shows are
/// exactly those up to its revision: one that commits late has the later revision, and
/// the next read after this revision finds it.
extension ServerTodoStore {
    /// What changed in `list` after `revision`, in one statement (one moment of the list):
    /// each todo changed since as it now is, the ids of those deleted since, the list's
    /// revision, and who changed what for the changes of other origins than this store's
    /// (the newest hundred, oldest first).
    ///
    /// ```swift
    /// guard let changes = try await store.changes(of: list, after: copy.revision) else {
    ///     return try await makeTheCopyAgain()
    /// }
    /// copy.apply(changes)   // copy.revision = changes.revision
    /// ```
    ///
    /// - Returns: nil when the change feed no longer reaches back to `revision` (it keeps a
    ///   list's latest thousand revisions) or `revision` is past the list's: the copy must
    ///   be made again (``copy(of:batchSize:each:)``).
    /// - Throws: ``TodoStoreError/noSuchList(name:)`` when the role may no longer open the
    ///   list (it was deleted, or its share taken back), and what ``ServerConnection``
    ///   throws when the server cannot be reached or fails.
    func changes(of list: ServerList, after revision: Int) async throws -> ServerListChanges? {
        let origin = connection.origin
        return try await connection.run("read the list's changes") { db in
            // Prepared: every copy reads it at every change it hears of, and planning it
            // took the server longer than running it.
            let result = try db.execute(prepared: "todo_tui_changes_after", ServerFeedColumns.changesAfter, [list.id, revision, origin] as [any PostgresParameter])
            return try ServerFeedColumns.changes(in: result, of: list, after: revision)
        }
    }

    /// Reads every todo of `list` in one moment of it, `batchSize` at a time in the list's
    /// order, handing each batch to `each`, and returns the list's revision at that
    /// moment: the one to ask ``changes(of:after:)`` after. Only a batch at a time is in
    /// memory, whatever the list's length.
    ///
    /// ```swift
    /// let revision = try await store.copy(of: list, batchSize: 1_000) { todos in try staging.insert(todos) }
    /// ```
    ///
    /// `each` runs on the store's connection's queue, one batch after the other, and no
    /// other call of this store runs until the copy is done. What it throws ends the copy
    /// and is thrown as it is. A copy whose connection is lost after a batch was handed on
    /// is not started again: it throws ``TodoStoreError/serverUnreachable(server:reason:)``,
    /// and the batches it handed on are to be dropped.
    ///
    /// - Throws: ``TodoStoreError/noSuchList(name:)`` when the role may no longer open the
    ///   list, and what ``ServerConnection`` throws when the server cannot be reached or fails.
    func copy(of list: ServerList, batchSize: Int = 1_000, each: @escaping @Sendable (_ todos: [Todo]) throws -> Void) async throws -> Int {
        precondition(batchSize > 0, "A copy's batches need at least one todo each; \(batchSize) was asked for.")
        let progress = ServerCopyProgress()
        let serverName = connection.serverName
        return try await connection.run("copy the list") { db in
            // The connection, found lost and made again, runs this once more: a copy begun
            // cannot go on from a new moment.
            if let lost = progress.lostAfterHandingOn {
                throw TodoStoreError.serverUnreachable(server: serverName, reason: lost.description)
            }
            try db.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            do {
                let found = try db.execute("SELECT revision FROM todo_tui.lists WHERE id = $1", [list.id])
                guard found.count == 1 else { throw TodoStoreError.noSuchList(name: list.displayName) }
                try db.execute("""
                    DECLARE todo_tui_copy NO SCROLL CURSOR FOR
                    SELECT \(ServerTodoColumns.selected) FROM todo_tui.todos WHERE list_id = $1 ORDER BY position, id
                    """, [list.id])
                while true {
                    // A count, not data: FETCH takes no parameter.
                    let batch = try db.execute("FETCH FORWARD \(batchSize) FROM todo_tui_copy")
                    guard batch.count > 0 else { break }
                    progress.handedOn = true
                    try each((0..<batch.count).map { ServerTodoColumns.todo(batch, $0) })
                    if batch.count < batchSize { break }
                }
                try db.execute("COMMIT")
                return found.int(0, 0)
            } catch {
                if !db.isBroken { _ = try? db.execute("ROLLBACK") }
                if let error = error as? PostgresError, error.isConnectionLost, progress.handedOn {
                    progress.lostAfterHandingOn = error
                }
                throw error
            }
        }
    }
}

/// How far a copy got: touched only on the connection's queue, one call at a time.
private final class ServerCopyProgress: @unchecked Sendable {
    var handedOn = false
    var lostAfterHandingOn: PostgresError?
}

/// The one statement ``ServerTodoStore/changes(of:after:)`` sends, and how its rows read.
///
/// Its rows are of four sections, in this order: the list's revision and whether the feed
/// reaches back (one row, none when the role may not open the list); each todo changed
/// since; each id deleted since; each change of another origin. A read costs the feed's
/// rows after the revision and a lookup by key for each todo they name, however long the
/// list. Every row has the columns of a todo (``ServerTodoColumns/selected``), then the
/// section, then those of a change.
enum ServerFeedColumns {
    static let changesAfter = """
        WITH list AS (
            SELECT l.revision FROM todo_tui.lists l WHERE l.id = $1
        ), feed AS (
            SELECT c.revision, c.todo_id, c.kind, c.title, c.fields, c.is_done, c.actor, c.origin
            FROM todo_tui.changes c WHERE c.list_id = $1 AND c.revision > $2
        )
        SELECT NULL::uuid, NULL::text, NULL::text, NULL::boolean, NULL::bigint, NULL::smallint, NULL::text,
            NULL::double precision, NULL::double precision, NULL::double precision,
            0 AS section, NULL::name, NULL::text, NULL::text, list.revision,
            -- Revisions are numbered without gaps and the feed loses its oldest first: the
            -- one after `$2` there means every one after it is.
            list.revision = $2 OR EXISTS (SELECT FROM todo_tui.changes c WHERE c.list_id = $1 AND c.revision = $2 + 1)
        FROM list
        UNION ALL
        -- Each todo the feed names, looked up by its key one at a time (OFFSET 0 keeps the
        -- planner from joining the whole list instead): there now, it changed; not, it
        -- was deleted.
        SELECT coalesce(t.id, touched.todo_id), t.title, t.note, t.is_done, t.position, t.priority, t.due_date,
            t.created_at, t.updated_at, t.completed_at,
            CASE WHEN t.id IS NULL THEN 2 ELSE 1 END, NULL, NULL, NULL, NULL, NULL
        FROM (SELECT DISTINCT f.todo_id FROM feed f) touched
        LEFT JOIN LATERAL (
            SELECT \(ServerTodoColumns.selected) FROM todo_tui.todos WHERE list_id = $1 AND id = touched.todo_id OFFSET 0
        ) t ON true
        UNION ALL
        SELECT news.todo_id, news.title, NULL, news.is_done, NULL, NULL, NULL, NULL, NULL, NULL,
            3, news.actor, news.kind, news.fields::text, news.revision, NULL
        FROM (SELECT * FROM feed f WHERE f.origin <> $3 ORDER BY f.revision DESC, f.todo_id LIMIT 100) news
        ORDER BY 11, 15, 1
        """

    private static let section = 10
    private static let revision = 14
    private static let reaches = 15
    /// actor, kind, title, fields, is_done: as ``ServerTodoStore/outsideChange(_:_:columns:)`` reads them.
    private static let news = [11, 12, 1, 13, 3]

    static func changes(in result: PostgresResult, of list: ServerList, after revision: Int) throws -> ServerListChanges? {
        guard result.count > 0, result.int(0, section) == 0 else { throw TodoStoreError.noSuchList(name: list.displayName) }
        guard result.bool(0, reaches) else { return nil }
        var changes = ServerListChanges(revision: result.int(0, Self.revision), changed: [], deleted: [], news: [])
        for row in 1..<result.count {
            switch result.int(row, section) {
            case 1: changes.changed.append(ServerTodoColumns.todo(result, row))
            case 2: changes.deleted += result.uuid(row, 0).map { [$0] } ?? []
            default:
                var change = ServerTodoStore.outsideChange(result, row, columns: news)
                change.todoID = result.uuid(row, 0)
                changes.news.append(change)
            }
        }
        return changes
    }
}
