import Foundation

/// A home directory of its own for the programs a benchmark starts, in the temporary
/// directory, so that nothing of the user's is read or touched; `remove()` deletes it
/// with whatever the programs left in it.
final class TemporaryHome {
    let url: URL

    /// A new directory in `parent`: by default the temporary directory.
    init(in parent: URL = FileManager.default.temporaryDirectory) throws {
        url = parent.appendingPathComponent("todo-tui-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func appending(_ path: String) -> URL {
        url.appendingPathComponent(path)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
