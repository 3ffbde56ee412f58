import Foundation
import PostgresTesting
import Testing
@testable import TodoApp

/// The two kinds of ``TodoStore`` the app runs on, which every test of the store's
/// behaviour runs against: `@Test(arguments: StoreBackend.allCases)`.
enum StoreBackend: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// A SQLite file in a temporary directory (the embedded default).
    case sqlite
    /// A database of its own on the test process's PostgreSQL server, connected as `ada`:
    /// each "user" the tests name is one of her lists.
    case server
    /// The same, read and changed through a copy on this machine (``SyncedTodoStore``), as
    /// the app uses a server: every store opened on one place shares the copies, as
    /// windows on one machine do.
    case synced

    var testDescription: String {
        switch self {
        case .sqlite: "SQLite"
        case .server: "PostgreSQL"
        case .synced: "PostgreSQL through a copy"
        }
    }

    /// A fresh place for one test's lists, on which it opens as many stores as it needs.
    func makePlace() async throws -> StorePlace {
        switch self {
        case .sqlite: StorePlace(directory: try StorePlace.makeDirectory())
        case .server: StorePlace(database: try await TodoTestDatabase.make())
        case .synced: StorePlace(database: try await TodoTestDatabase.make(), directory: try StorePlace.makeDirectory())
        }
    }
}

/// Where one test keeps its lists: a temporary directory that SQLite stores open the file
/// in, or a database on the test server that server stores connect to (as `ada`). Every
/// store opened on one place sees the others' changes, as two windows of the app do.
/// Removed (the directory) or dropped (the database) when released.
final class StorePlace: Sendable {
    let backend: StoreBackend
    /// The SQLite store's directory.
    let directory: URL?
    /// The server's database.
    let database: TodoTestDatabase?

    init(directory: URL) {
        backend = .sqlite
        self.directory = directory
        database = nil
    }

    init(database: TodoTestDatabase) {
        backend = .server
        directory = nil
        self.database = database
    }

    init(database: TodoTestDatabase, directory: URL) {
        backend = .synced
        self.directory = directory
        self.database = database
    }

    /// A new directory under the system's temporary directory.
    static func makeDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("todo-tui-store-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    deinit {
        removeDirectory()
    }

    /// Removes the directory now, with what the stores open on it keep there: for a place
    /// that may outlive the tests that use it.
    func removeDirectory() {
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }

    /// A new store on this place: another window, or the app started again.
    func openStore() throws -> any OutsideChangeDetecting {
        if let database, let directory {
            return SyncedTodoStore(server: database.store(as: .ada), dataLocation: DataLocation(directory: directory))
        }
        if let database { return database.store(as: .ada) }
        return try SQLiteTodoStore(location: DataLocation(directory: directory!))
    }

    /// `text` as this backend keeps it: PostgreSQL's text holds no U+0000, which the
    /// server store sends as U+FFFD; SQLite keeps every character.
    func stored(_ text: String) -> String {
        backend != .sqlite ? text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}") : text
    }
}
