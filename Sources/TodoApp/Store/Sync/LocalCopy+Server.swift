import Foundation
import GRDB

/// What the server sends back: its changes, a whole copy, and what it did with each change
/// sent to it.
extension LocalCopy {
    // MARK: - The server's changes

    /// Brings `copied` from revision `from` (nil: a copy with none yet) up to
    /// `changes.revision`: each todo as the
    /// server has it, with the changes still waiting here made over it. A copy no longer at
    /// `from` (another window's sync moved it, or a whole copy set it back) is left as it
    /// is, and read from again. Returns whether anything was written.
    @discardableResult
    func apply(_ changes: ServerListChanges, to copied: CopiedList, from: Int?) async throws -> Bool {
        try await store.write("bring in the server's changes") { db in
            let revision = try Int.fetchOne(
                db.cachedStatement(sql: "SELECT revision FROM server_lists WHERE user_id = ?"), arguments: [copied.userID]
            )
            guard revision == from, changes.revision > from ?? 0 else { return false }
            var shownBefore: [Todo.ID: Todo] = [:]
            for id in changes.changed.map(\.id) {
                shownBefore[id] = try TodoRows.todo(id: id, userID: copied.userID, in: db)
            }
            for todo in changes.changed { try Self.put(todo, id: todo.id, userID: copied.userID, in: db) }
            for id in changes.deleted { try Self.put(nil, id: id, userID: copied.userID, in: db) }
            try Self.setRevision(changes.revision, of: copied, in: db)
            let news = try changes.news.map { change in
                try Self.withWhatItChangedHere(change, before: shownBefore, userID: copied.userID, in: db)
            }
            try ServerNews.add(news, userID: copied.userID, in: db)
            return true
        }
    }

    /// Whether bringing in `changes` would change what the copy shows, or tell news: not
    /// when they are only this machine's own changes coming back. Such changes are not
    /// written (only their revision, see ``setRevision(_:of:)``), so that the interface's
    /// mark does not move for its own changes.
    func wouldChange(_ changes: ServerListChanges, in copied: CopiedList) async throws -> Bool {
        guard changes.news.isEmpty else { return true }
        return try await store.read("compare the server's changes") { db in
            let ids = changes.changed.map { ($0 as Todo?, $0.id) } + changes.deleted.map { (nil, $0) }
            for (todo, id) in ids {
                let here = try TodoRows.todo(id: id, userID: copied.userID, in: db)
                if try Self.shown(todo, id: id, userID: copied.userID, in: db) != here { return true }
            }
            return false
        }
    }

    /// Notes that the copy, at revision `from`, is at `revision`, when nothing else changes
    /// with it; nothing if it is no longer at `from`.
    func setRevision(_ revision: Int, of copied: CopiedList, from: Int) async throws {
        try await store.write("note the copy's revision") { db in
            try db.cachedStatement(sql: "UPDATE server_lists SET revision = ? WHERE user_id = ? AND revision = ?")
                .execute(arguments: [revision, copied.userID, from])
        }
    }

    /// `change`, with the fields it changed as this copy showed them before and shows
    /// them now, when it changed what the copy shows: what `u` puts back. A change whose
    /// fields a change waiting here hides is shown no differently, so it has none.
    private static func withWhatItChangedHere(
        _ change: OutsideChange, before: [Todo.ID: Todo], userID: Int64, in db: Database
    ) throws -> OutsideChange {
        guard case .changed(let fields) = change.kind, let id = change.todoID, let was = before[id],
              let now = try TodoRows.todo(id: id, userID: userID, in: db) else { return change }
        let (undo, redo) = (TodoChanges(fields, of: was), TodoChanges(fields, of: now))
        var same = undo
        same.updatedAt = redo.updatedAt
        guard same != redo else { return change }
        var told = change
        (told.before, told.after) = (undo, redo)
        return told
    }

    /// Starts a copy of the whole list: ``copyBatchNow(_:into:)`` then ``finishCopy(of:at:)``,
    /// on this copy's connection. The todos the copy has now are those it may find gone.
    func beginCopy(of copied: CopiedList) async throws {
        try await store.write("start the copy") { db in
            try db.execute(sql: """
                CREATE TEMP TABLE IF NOT EXISTS copied_ids (id BLOB PRIMARY KEY);
                CREATE TEMP TABLE IF NOT EXISTS held_ids (id BLOB PRIMARY KEY);
                DELETE FROM copied_ids;
                DELETE FROM held_ids;
                """)
            try db.execute(sql: "INSERT INTO held_ids SELECT id FROM todos WHERE user_id = ?", arguments: [copied.userID])
        }
    }

    /// Puts some of the server's todos into the copy, each with the changes waiting here
    /// made over it; now, on the thread the server's rows arrive on.
    func copyBatchNow(_ todos: [Todo], into copied: CopiedList) throws {
        try store.writeNow("copy the list") { db in
            let seen = try db.cachedStatement(sql: "INSERT OR IGNORE INTO copied_ids (id) VALUES (?)")
            // Most copies have nothing waiting to send: the todos go in as they come.
            let nothingWaits = try Outbox.count(userID: copied.userID, in: db) == 0
            if nothingWaits { try Self.save(todos, userID: copied.userID, in: db) }
            for todo in todos {
                if !nothingWaits { try Self.put(todo, id: todo.id, userID: copied.userID, in: db) }
                try seen.execute(arguments: [Data(uuidBytes: todo.id)])
            }
        }
    }

    /// Ends a copy: the todos the copy had when it began and the server did not send go
    /// (but those made here and not sent yet), and the copy is at `revision`, the moment
    /// of the server it copied. Another window's sync may have brought in newer changes
    /// meanwhile, which the copy's older rows may have overwritten: the revision set back
    /// has them read again.
    func finishCopy(of copied: CopiedList, at revision: Int) async throws {
        try await store.write("finish the copy") { db in
            try db.execute(sql: """
                DELETE FROM todos WHERE user_id = ? AND id IN (SELECT id FROM held_ids)
                    AND id NOT IN (SELECT id FROM copied_ids) AND id NOT IN (SELECT todo_id FROM outbox WHERE user_id = ?)
                """, arguments: [copied.userID, copied.userID])
            try db.execute(sql: "DROP TABLE copied_ids; DROP TABLE held_ids")
            try Self.setRevision(revision, of: copied, in: db)
        }
    }

    /// Puts the server's version of one todo into the copy (nil: the server has none), as
    /// after a change the server refused.
    func put(serverVersion todo: Todo?, id: Todo.ID, in copied: CopiedList) async throws {
        try await store.write("bring in the server's todo") { db in
            try Self.put(todo, id: id, userID: copied.userID, in: db)
        }
    }

    /// The server's `todo` (nil: none) with the changes waiting here made over it. A
    /// todo the server deleted stays while an update of it waits: the change's answer
    /// (``ListChangeOutcome/todoWasGone(deletedBy:)``) removes it, with a notice that
    /// keeps it.
    private static func put(_ todo: Todo?, id: Todo.ID, userID: Int64, in db: Database) throws {
        if let shown = try shown(todo, id: id, userID: userID, in: db) {
            try save([shown], userID: userID, in: db)
        } else {
            try TodoRows.delete(id: id, userID: userID, in: db)
        }
    }

    /// Saves the server's `todos` into the copy. A copy holds one list, so an id is never
    /// another list's there.
    private static func save(_ todos: [Todo], userID: Int64, in db: Database) throws {
        try TodoRows.save(todos, userID: userID, in: db)
    }

    /// What the copy shows of the server's `todo` (nil: none): it, with the changes waiting
    /// here made over it; a todo the server deleted stays as it is here while an update of
    /// it waits (see ``put(_:id:userID:in:)``).
    private static func shown(_ todo: Todo?, id: Todo.ID, userID: Int64, in db: Database) throws -> Todo? {
        let waiting = try Outbox.pending(todoID: id, in: db)
        if todo == nil, waiting.contains(where: { if case .update = $0.change { true } else { false } }) {
            return try TodoRows.todo(id: id, userID: userID, in: db)
        }
        var shown = todo
        for change in waiting { change.change.apply(to: &shown) }
        return shown
    }

    private static func setRevision(_ revision: Int, of copied: CopiedList, in db: Database) throws {
        try db.cachedStatement(sql: "UPDATE server_lists SET revision = ? WHERE user_id = ?")
            .execute(arguments: [revision, copied.userID])
    }

    // MARK: - What the server did with a change

    /// Forgets `sent`, which the server has answered, and tells of a change that was not
    /// made as made, in the news: a todo someone deleted leaves the copy, its news keeping
    /// it whole as it was here.
    func settle(_ sent: SentChange, _ outcome: ListChangeOutcome, in copied: CopiedList) async throws {
        try await store.write("note the server's answer") { db in
            let id = sent.change.todoID
            let here = try TodoRows.todo(id: id, userID: copied.userID, in: db)
            try Outbox.remove(sent.id, in: db)
            let told: (actor: String, kind: OutsideChange.Kind)? = switch outcome {
            case .applied, .alreadyApplied: nil
            case .todoWasGone(let actor): here.map { (actor ?? "someone", .deletedWhileChangedHere(yours: $0)) }
            case .noteMerged(let actor): (actor, .notesMerged)
            case .refused(let reason): ("", .refused(reason: reason))
            }
            if case .todoWasGone = outcome { try Self.put(nil, id: id, userID: copied.userID, in: db) }
            guard let told, let here else { return }
            try ServerNews.add(
                [OutsideChange(actor: told.actor, kind: told.kind, title: here.title, isDone: here.isDone, todoID: id)],
                userID: copied.userID, in: db
            )
        }
    }

    // MARK: - News

    /// Who changed what on the server after the news numbered `seq`, oldest first, and the
    /// number of the latest.
    func news(in copied: CopiedList, after seq: Int64) async throws -> (latest: Int64, news: [OutsideChange]) {
        try await store.read("read who changed what") { db in try ServerNews.after(seq, userID: copied.userID, in: db) }
    }
}
