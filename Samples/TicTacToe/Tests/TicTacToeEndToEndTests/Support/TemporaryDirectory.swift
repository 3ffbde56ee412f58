import Foundation

/// A fresh directory under the system's temporary directory, removed with everything
/// in it by `remove()` or, at the latest, when the value is released.
///
/// Only inside a test with the `.leavesNothingBehind` trait, which checks afterwards
/// that the directory is gone.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() throws {
        let footprint = try TestFootprint.required(by: "A temporary directory")
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("tictactoe-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        footprint.record(directory: url)
        // Runs as an unprivileged user must be able to reach files in here.
        chmod(url.path, 0o755)
    }

    deinit {
        remove()
    }

    /// Removes the directory and everything in it; doing it again does nothing.
    func remove() {
        chmod(url.path, 0o755)
        try? FileManager.default.removeItem(at: url)
    }

    func appending(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }
}
