import Foundation
import TodoApp

/// A fresh directory under the system's temporary directory, removed with
/// everything in it when the value is released.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("todo-tui-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        // A test may have made it read-only; give the permissions back first.
        chmod(url.path, 0o700)
        try? FileManager.default.removeItem(at: url)
    }

    /// A data location whose database file is `todos.sqlite` in this directory.
    var location: DataLocation { DataLocation(directory: url) }

    /// The database file of ``location``.
    var databaseFile: URL { location.databaseFile }

    /// The names of the files in this directory, sorted.
    func fileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }
}
