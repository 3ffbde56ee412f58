import Foundation

/// A fresh directory under the system's temporary directory, removed with
/// everything in it when the value is released.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("todo-tui-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        // Runs as an unprivileged user must be able to reach files in here.
        chmod(url.path, 0o755)
    }

    deinit {
        chmod(url.path, 0o755)
        try? FileManager.default.removeItem(at: url)
    }

    func appending(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }
}
