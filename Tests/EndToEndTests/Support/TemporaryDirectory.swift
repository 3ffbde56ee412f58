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
            .appendingPathComponent("todo-tui-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        footprint.record(directory: url)
        // Runs as an unprivileged user must be able to reach files in here.
        chmod(url.path, 0o755)
        Self.letOthersThrough(url.deletingLastPathComponent().path)
    }

    /// Root runs the binary as `nobody` in some tests, which must pass through the
    /// directory that holds this one: `make test` gives each run a TMPDIR of its own, of
    /// mode 0700. Only search is added (no listing), and only to a directory root owns.
    private static func letOthersThrough(_ parent: String) {
        var status = stat()
        guard getuid() == 0, stat(parent, &status) == 0, status.st_uid == 0, status.st_mode & 0o001 == 0 else { return }
        chmod(parent, (status.st_mode & 0o7777) | 0o001)
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
