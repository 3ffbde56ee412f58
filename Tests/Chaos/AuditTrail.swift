import Foundation
import PostgresClient

/// What the harness records on the server beside todo-tui's own tables, as a superuser,
/// to check a run: the transaction that recorded each change id sent
/// (`todo_tui.applied_changes`), and the list revisions each transaction made (the change
/// feed keeps only a list's latest thousand). Joined, they give the revision each change
/// made, which is the order changes reached the server in: a list's revisions are handed
/// out under its row, held until commit.
///
/// The triggers only write to a schema of their own, `chaos_audit`; todo-tui's tables and
/// what each role may see are as they were.
enum AuditTrail {
    static func install(on db: PostgresConnection) throws {
        try db.executeScript("""
            CREATE SCHEMA chaos_audit;
            CREATE TABLE chaos_audit.applied (change_id uuid PRIMARY KEY, xid xid8 NOT NULL);
            CREATE TABLE chaos_audit.revisions (xid xid8 NOT NULL, list_id bigint NOT NULL, revision bigint NOT NULL);
            CREATE FUNCTION chaos_audit.note_applied() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
            SET search_path = pg_catalog, pg_temp AS $$
            BEGIN
                INSERT INTO chaos_audit.applied VALUES (NEW.change_id, pg_current_xact_id());
                RETURN NULL;
            END $$;
            CREATE FUNCTION chaos_audit.note_revision() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
            SET search_path = pg_catalog, pg_temp AS $$
            BEGIN
                INSERT INTO chaos_audit.revisions VALUES (pg_current_xact_id(), NEW.list_id, NEW.revision);
                RETURN NULL;
            END $$;
            CREATE TRIGGER chaos_audit_applied AFTER INSERT ON todo_tui.applied_changes
                FOR EACH ROW EXECUTE FUNCTION chaos_audit.note_applied();
            CREATE TRIGGER chaos_audit_revisions AFTER INSERT ON todo_tui.changes
                FOR EACH ROW EXECUTE FUNCTION chaos_audit.note_revision();
            """)
    }

    /// What the server did with the changes sent.
    struct Record {
        /// Each change id the server recorded as applied, and the revisions its transaction
        /// made: one, or none for a change that changed no row (deleting a todo already
        /// gone); more would be a change made twice.
        var applied: [UUID: [Int]]
        /// Revisions of the list made by a transaction that recorded no change id.
        var unexplainedRevisions: [Int]
        /// How many ids `todo_tui.applied_changes` holds for the list, as the roles see them.
        var recordedIDs: Int
    }

    static func read(list: Int64, on db: PostgresConnection) throws -> Record {
        let rows = try db.execute("""
            SELECT a.change_id, coalesce(string_agg(DISTINCT r.revision::text, ','), '')
            FROM chaos_audit.applied a LEFT JOIN chaos_audit.revisions r ON r.xid = a.xid AND r.list_id = $1
            GROUP BY a.change_id
            """, [list])
        var applied: [UUID: [Int]] = [:]
        for row in 0..<rows.count {
            guard let id = rows.uuid(row, 0) else { continue }
            applied[id] = rows.string(row, 1).split(separator: ",").compactMap { Int($0) }
        }
        let stray = try db.execute("""
            SELECT DISTINCT r.revision FROM chaos_audit.revisions r
            WHERE r.list_id = $1 AND NOT EXISTS (SELECT FROM chaos_audit.applied a WHERE a.xid = r.xid) ORDER BY 1
            """, [list])
        let recorded = try db.execute("SELECT count(*) FROM todo_tui.applied_changes WHERE list_id = $1", [list])
        return Record(
            applied: applied, unexplainedRevisions: (0..<stray.count).map { stray.int($0, 0) }, recordedIDs: recorded.int(0, 0)
        )
    }
}
