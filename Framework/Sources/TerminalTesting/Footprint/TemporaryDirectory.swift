import Foundation

/// A fresh directory under the system's temporary directory, removed with everything
/// in it by `remove()` or, at the latest, when the value is released.
///
/// Only inside a test with the `.leavesNothingBehind` trait, which checks afterwards
/// that the directory is gone.
///
/// ```swift
/// let home = try TemporaryDirectory()
/// let app = try await TmuxSession(command: "HOME=\(home.url.path) /path/to/app")
/// ```
public final class TemporaryDirectory: Sendable {
    public let url: URL

    public init() throws {
        let footprint = try TestFootprint.required(by: "A temporary directory")
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("terminal-test-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        footprint.record(directory: url)
        // Runs as an unprivileged user must be able to reach files in here.
        chmod(url.path, 0o755)
        Self.letOthersThrough(url.deletingLastPathComponent().path)
    }

    /// A test run as root may run a program as another user (`nobody`), which must pass
    /// through the directory that holds this one, and a TMPDIR of the test run's own is
    /// often of mode 0700. Only search is added (no listing), and only to a directory
    /// root owns.
    private static func letOthersThrough(_ parent: String) {
        var status = stat()
        guard getuid() == 0, stat(parent, &status) == 0, status.st_uid == 0, status.st_mode & 0o001 == 0 else { return }
        chmod(parent, (status.st_mode & 0o7777) | 0o001)
    }

    deinit {
        remove()
    }

    /// Removes the directory and everything in it; doing it again does nothing.
    public func remove() {
        chmod(url.path, 0o755)
        try? FileManager.default.removeItem(at: url)
    }

    public func appending(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }
}
