import Foundation
@testable import TodoApp

/// One line of a client's journal: a change it is about to make (its id, todo and values),
/// whether it was made, or news its copy told of a change of its that was not made as
/// made. JSON, one object a line.
struct JournalEntry: Codable, Hashable {
    enum Kind: String, Codable {
        /// The client (re)started on its data directory.
        case start
        /// A change about to be made: `change` is save, update or delete.
        case change
        /// Whether the change `id` was made to the copy (an update of a todo the copy no
        /// longer had is not).
        case made
        /// News of the copy's: `news` is its kind (deleted-yours, notes-merged, refused).
        case news
    }

    var kind: Kind
    var client: Int
    /// Seconds since the reference date, as the app keeps times.
    var at: Double
    var id: UUID?
    var change: String?
    var todo: UUID?
    /// A save's todo whole, or an update's fields.
    var values: StoredValues?
    var made: Bool?
    var news: String?
    var actor: String?

    static func change(_ id: UUID, _ change: ListChange, client: Int) -> JournalEntry {
        var entry = JournalEntry(kind: .change, client: client, at: Date().timeIntervalSinceReferenceDate, id: id, todo: change.todoID)
        switch change {
        case .save(let todo):
            entry.change = "save"
            entry.values = StoredValues(todo)
        case .update(_, let changes, _):
            entry.change = "update"
            entry.values = StoredValues(changes)
        case .delete:
            entry.change = "delete"
        }
        return entry
    }

    /// The change this entry says was made, as the copy keeps it.
    var listChange: ListChange? {
        guard kind == .change, let todo else { return nil }
        switch change {
        case "save": return values.map { values in
            var whole = values.todo
            whole.id = todo
            return .save(whole)
        }
        case "update": return values.map { .update(todo, $0.changes, baseNote: nil) }
        case "delete": return .delete(todo)
        default: return nil
        }
    }
}

/// A client's journal file: each entry written and flushed to the disk before the client
/// goes on, so that a change is written down before it is made, whatever kills the client.
final class JournalWriter: @unchecked Sendable {
    private let handle: FileHandle
    private let lock = NSLock()
    private let encoder = JSONEncoder()

    init(appendingTo url: URL) throws {
        if !FileManager.default.fileExists(atPath: url.path) {
            _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        }
        handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
    }

    func write(_ entry: JournalEntry) throws {
        var line = try encoder.encode(entry)
        line.append(UInt8(ascii: "\n"))
        try lock.withLock {
            try handle.write(contentsOf: line)
            try handle.synchronize()
        }
    }
}

enum JournalReader {
    /// Every entry of the journal at `url`; a last line cut short by a kill is left out.
    static func read(_ url: URL) throws -> [JournalEntry] {
        let decoder = JSONDecoder()
        return try String(decoding: Data(contentsOf: url), as: UTF8.self)
            .split(separator: "\n")
            .compactMap { try? decoder.decode(JournalEntry.self, from: Data($0.utf8)) }
    }
}
