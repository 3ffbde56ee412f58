import Foundation
@testable import TodoApp

/// The checks at the end of a chaos run, from the clients' journals and what the server
/// recorded (``AuditTrail``):
///
/// - every change a client made is on the server, or was superseded by a named rule: a later
///   change to the same field reached the server after it (the last to reach the server
///   stays), or an update found its todo deleted by someone (deleted elsewhere: never
///   applied, and its maker's copy told of it), or its note was merged with another's;
/// - none is there twice: each change id applied once, in one revision at most, every
///   revision of the list made by a change a client wrote down;
/// - the server's list is exactly what its applied changes make, replayed in the order they
///   reached it (``ListReplay``): no todo made twice, none lost, each field the last set.
struct ChaosVerdict {
    struct Counts {
        var made = 0
        var applied = 0
        /// Applied, and at least one field it set stands on the server.
        var reflected = 0
        /// Applied, its fields each set again by a change that reached the server later.
        var lastToReach = 0
        /// Applied, its todo deleted by a change that reached the server later.
        var deletedLater = 0
        /// Applied, its note kept with another's text marked.
        var notesMerged = 0
        /// Not applied: an update of a todo someone had deleted, told to its maker.
        var deletedElsewhere = 0
        /// Not made: an update of a todo the copy no longer had when it was made.
        var notMade = 0
        /// Not known to be made: the client was killed between writing it down and making it.
        var cutShort = 0
    }

    private(set) var counts = Counts()
    private(set) var violations: [String] = []

    /// - Parameters:
    ///   - journals: each client's journal, by client.
    ///   - initial: the list before the clients started.
    ///   - record: what the server recorded of the changes sent.
    ///   - server: the list on the server at the end.
    init(journals: [Int: [JournalEntry]], initial: [Todo], record: AuditTrail.Record, server: [Todo]) {
        var changes: [UUID: (client: Int, order: Int, change: ListChange)] = [:]
        var made: [UUID: Bool?] = [:]
        var told: [Int: Set<Todo.ID>] = [:]
        for (client, entries) in journals {
            for (order, entry) in entries.enumerated() {
                switch entry.kind {
                case .change:
                    guard let id = entry.id, let change = entry.listChange else { continue }
                    changes[id] = (client, order, change)
                case .made:
                    if let id = entry.id { made[id] = .some(entry.made) }
                case .news:
                    if entry.news == "deleted-yours", let todo = entry.todo { told[client, default: []].insert(todo) }
                    if let news = entry.news, news.hasPrefix("refused") {
                        violations.append("client \(client) was told a change to \(entry.todo?.uuidString ?? "?") was refused: \(news)")
                    }
                case .start:
                    break
                }
            }
        }
        counts.made = changes.count

        // Each change applied once, in one revision, and nothing else changed the list.
        for (id, revisions) in record.applied {
            guard let change = changes[id] else {
                violations.append("the server applied change \(id), which no client wrote down")
                continue
            }
            if revisions.count > 1 { violations.append("change \(id) (\(change.change)) was made in \(revisions.count) revisions: \(revisions)") }
            if revisions.isEmpty, !change.change.isDelete {
                violations.append("change \(id) (\(change.change)) was recorded as applied and changed nothing")
            }
        }
        if !record.unexplainedRevisions.isEmpty {
            violations.append("revisions \(record.unexplainedRevisions) of the list were made by no change a client sent")
        }
        if record.recordedIDs != record.applied.count {
            violations.append("todo_tui.applied_changes holds \(record.recordedIDs) ids, where \(record.applied.count) were recorded applied")
        }

        // The server's list is its applied changes, replayed in the order they reached it.
        let inOrder = record.applied.compactMap { id, revisions in revisions.first.map { (revision: $0, id: id) } }.sorted { $0.revision < $1.revision }
        var replay = ListReplay(initial: initial)
        for (_, id) in inOrder {
            guard let change = changes[id]?.change else { continue }
            if let wrong = replay.apply(change) { violations.append("change \(id): \(wrong)") }
        }
        violations += replay.differences(from: server)

        classifyApplied(inOrder.compactMap { applied in changes[applied.id].map { ($0.change, applied.revision) } }, server: server)
        let deletions = Set(record.applied.keys.compactMap { id -> Todo.ID? in
            guard case .delete(let todo)? = changes[id]?.change else { return nil }
            return todo
        })
        for (id, change) in changes where record.applied[id] == nil {
            switch made[id] {
            case .some(.some(false)):
                counts.notMade += 1
            case .some(.none), nil:
                // Written down, then the client was killed (or its store failed) before it
                // wrote down whether the change was made: maybe never made.
                counts.cutShort += 1
            case .some(.some(true)):
                guard case .update(let todo, _, _) = change.change else {
                    violations.append("change \(id) of client \(change.client) (\(change.change)) was made and never reached the server")
                    continue
                }
                let deletedHereAfter = journals[change.client, default: []].dropFirst(change.order + 1).contains { $0.listChange == .delete(todo) }
                guard deletions.contains(todo) else {
                    violations.append("update \(id) of client \(change.client) (\(change.change)) was made and never reached the server, and no one deleted its todo")
                    continue
                }
                guard told[change.client, default: []].contains(todo) || deletedHereAfter else {
                    violations.append("update \(id) of client \(change.client) found its todo deleted elsewhere, and its maker was not told")
                    continue
                }
                counts.deletedElsewhere += 1
            }
        }
        counts.applied = record.applied.count
    }

    /// Counts each applied change by what became of it, the changes in the order they
    /// reached the server, each with its revision.
    private mutating func classifyApplied(_ applied: [(change: ListChange, revision: Int)], server: [Todo]) {
        var lastSet: [Todo.ID: [OutsideChange.Field: Int]] = [:]
        var lastDeleted: [Todo.ID: Int] = [:]
        for (change, revision) in applied {
            if case .delete(let id) = change { lastDeleted[id] = revision }
            for field in change.fields { lastSet[change.todoID, default: [:]][field] = revision }
        }
        let notes = Dictionary(uniqueKeysWithValues: server.map { ($0.id, NoteVersions($0.note)) })
        for (change, revision) in applied where !change.isDelete {
            let standing = change.fields.filter { lastSet[change.todoID]?[$0] == revision && lastDeleted[change.todoID, default: -1] < revision }
            if !standing.isEmpty {
                counts.reflected += 1
                if standing.contains(.note), notes[change.todoID]?.others.isEmpty == false { counts.notesMerged += 1 }
            } else if lastDeleted[change.todoID, default: -1] > revision {
                counts.deletedLater += 1
            } else {
                counts.lastToReach += 1
            }
        }
    }
}

extension ListChange {
    var isDelete: Bool {
        if case .delete = self { true } else { false }
    }

    /// The fields of its todo it sets: every one for a save.
    var fields: Set<OutsideChange.Field> {
        switch self {
        case .save: [.title, .note, .done, .position, .priority, .due]
        case .delete: []
        case .update(_, let changes, _):
            Set([
                changes.title.map { _ in .title }, changes.note.map { _ in .note }, changes.isDone.map { _ in .done },
                changes.position.map { _ in .position }, changes.priority.map { _ in .priority }, changes.dueDate.map { _ in .due },
            ].compactMap { $0 })
        }
    }
}
