import Foundation
import PostgresClient

/// Sends one change from a local copy to its list on the server, through
/// `todo_tui.send_change` (see ``ServerSchema/version2``), and says what the server did.
///
/// A note the server has from someone else since the change was made is merged here
/// (``NoteMerge``) and the change sent again from that note, under the same id: the
/// server compares and writes under the todo's lock, so a note that moved once more
/// meanwhile is merged again, never overwritten.
struct ServerChangeSender {
    let db: PostgresConnection
    let list: ServerList
    let serverName: String

    /// How many times a note is merged before the send gives up for now: another writer
    /// changing it at every turn is a storm that passes.
    static let mostMerges = 5
    /// Who wrote the other note, when the change feed no longer says.
    static let unknownAuthor = "someone else"

    func send(_ sent: SentChange) throws -> ListChangeOutcome {
        var change = sent.change
        var mergedWith: String?
        do {
            for _ in 0..<Self.mostMerges {
                let reply = try db.execute("""
                    SELECT outcome, found_note, found_actor FROM todo_tui.send_change(
                        $1::uuid, $2::bigint, $3::text, $4::uuid, $5::text, $6::text, $7::boolean, $8::double precision,
                        $9::bigint, $10::smallint, $11::boolean, $12::date, $13::double precision, $14::double precision, $15::text)
                    """, parameters(sent.id, change))
                switch reply.string(0, 0) {
                case "applied": return mergedWith.map(ListChangeOutcome.noteMerged(with:)) ?? .applied
                case "already applied": return .alreadyApplied
                case "gone": return .todoWasGone(deletedBy: reply.optionalString(0, 2))
                case "no list": return noSuchList
                case "read only": return readOnly
                case "note moved":
                    guard case .update(let id, var changes, let base?) = change, let mine = changes.note else {
                        throw unexpected("a note moved, for a change that sets none from a base")
                    }
                    let theirs = reply.string(0, 1)
                    let merge = NoteMerge(mine: mine, base: base, theirs: theirs, theirAuthor: reply.optionalString(0, 2) ?? Self.unknownAuthor)
                    changes.note = merge.text
                    mergedWith = mergedWith ?? merge.addedAuthor
                    change = .update(id, changes, baseNote: theirs)
                case let outcome:
                    throw unexpected("'\(outcome)', which this todo-tui does not know")
                }
            }
        } catch let error as PostgresError where error.sqlState == PostgresError.insufficientPrivilege {
            // The role lost the list between the server's look at its access and the
            // write (a share taken back or made read-only meanwhile).
            let found = try ServerListLookup.find(ServerListName(name: list.name, owner: list.owner), on: db)
            guard let found, found.id == list.id else { return noSuchList }
            guard found.canWrite else { return readOnly }
            throw error
        }
        throw TodoStoreError.serverOperationFailed(
            action: "send a change", server: serverName,
            reason: "the todo's note changed \(Self.mostMerges) times while it was being merged; the change waits to be sent again"
        )
    }

    /// An answer of the server's function that this todo-tui cannot have asked for: a
    /// failure of the send, which may be tried again, not a crash.
    private func unexpected(_ answer: String) -> TodoStoreError {
        .serverOperationFailed(action: "send a change", server: serverName, reason: "todo_tui.send_change answered \(answer)")
    }

    private var noSuchList: ListChangeOutcome {
        .refused(TodoStoreError.noSuchList(name: list.displayName).description)
    }

    private var readOnly: ListChangeOutcome {
        .refused(TodoStoreError.readOnlyList(name: list.name, owner: list.owner).description)
    }

    /// The function's arguments for `change`, in its order: the todo's fields, each nil
    /// where the change keeps the stored one.
    private func parameters(_ id: UUID, _ change: ListChange) -> [any PostgresParameter] {
        let head: [any PostgresParameter] = [id, list.id]
        switch change {
        case .save(let todo):
            let completedAt = TodoChanges.completion(isDone: todo.isDone, completedAt: todo.completedAt, updatedAt: todo.updatedAt)
            return head + [
                "save", todo.id, todo.title, todo.note, todo.isDone, completedAt?.timeIntervalSinceReferenceDate,
                todo.position, todo.priority.rawValue, true, todo.dueDate?.description,
                todo.createdAt.timeIntervalSinceReferenceDate, todo.updatedAt.timeIntervalSinceReferenceDate, String?.none,
            ] as [any PostgresParameter]
        case .update(let todoID, let changes, let baseNote):
            return head + [
                "update", todoID, changes.title, changes.note, changes.isDone, changes.completedAt??.timeIntervalSinceReferenceDate,
                changes.position, changes.priority?.rawValue, changes.dueDate != nil, changes.dueDate??.description,
                Double?.none, changes.updatedAt.timeIntervalSinceReferenceDate, baseNote,
            ] as [any PostgresParameter]
        case .delete(let todoID):
            return head + [
                "delete", todoID, String?.none, String?.none, Bool?.none, Double?.none,
                Int?.none, Int?.none, false, String?.none, Double?.none, Double?.none, String?.none,
            ] as [any PostgresParameter]
        }
    }
}
