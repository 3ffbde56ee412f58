import Foundation

/// A copy of a todo database, in a directory of this process's own under `TMPDIR`, for
/// reading one that cannot be read where it is (see ``ReadOnlyDatabase``). Removed with
/// everything SQLite made beside it by ``remove()``, or at the latest when released.
///
/// The file is copied with its write-ahead log (and a rollback journal, if one is left):
/// the log holds the last commits of a list that was open when it was copied. Something
/// may be writing them meanwhile (the owner of a directory this user may only read, a
/// program on another mount of the same disk), and a copy taken during a write could mix
/// old and new pages. So each file's ``FileStamp`` is taken before and after copying, and
/// the copy is kept only when none changed; otherwise it is made again, a few times, and
/// then refused with ``TodoStoreError/changedWhileCopied(path:)``.
///
/// ```swift
/// let copy = try PrivateDatabaseCopy(of: "/mnt/backup/todo-tui/todos.sqlite")
/// let queue = try DatabaseQueue(path: copy.databasePath)
/// ```
final class PrivateDatabaseCopy: Sendable {
    /// The copy of the database file.
    let databasePath: String
    private let directory: String

    /// What is copied beside the database file: its write-ahead log, and the journal
    /// of a write that was cut short, which SQLite rolls back in the copy.
    static let companions = ["-wal", "-journal"]

    /// Copies the database at `path`, and what SQLite keeps beside it, into a new private
    /// directory; tries `attempts` times to make a copy while nothing changes.
    ///
    /// - Parameter whileCopying: called with the attempt's number (from 1) and the path of
    ///   the copy after each attempt's files are copied, before they are looked at again:
    ///   for tests, to change them meanwhile.
    /// - Throws: ``TodoStoreError``: ``TodoStoreError/changedWhileCopied(path:)``,
    ///   ``TodoStoreError/cannotCopyToRead(path:reason:)``, or the refusal of a file this
    ///   process may not read. Nothing is left behind.
    init(of path: String, attempts: Int = 5, whileCopying: (_ attempt: Int, _ copy: String) -> Void = { _, _ in }) throws {
        directory = try Self.makePrivateDirectory(for: path)
        databasePath = directory + "/" + DataLocation.databaseFileName
        do {
            try copyWhileUnchanged(path, attempts: attempts, whileCopying: whileCopying)
        } catch {
            remove()
            throw error
        }
    }

    /// A connection still open on the copy reads on: its files go once it closes them.
    deinit {
        remove()
    }

    /// Removes the copy and its directory; doing it again does nothing.
    func remove() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func copyWhileUnchanged(_ path: String, attempts: Int, whileCopying: (Int, String) -> Void) throws {
        let target = path.resolvingSymbolicLinks
        let sources = [target] + Self.companions.map { target + $0 }
        for attempt in 1...max(1, attempts) {
            var before = try sources.map { try FileStamp(of: $0) }
            let wait = before.compactMap { $0?.timeUntilTimesAreReliable(now: FileStamp.now()) }.max() ?? 0
            if wait > 0 {
                Thread.sleep(forTimeInterval: Double(wait) / 1e9)
                before = try sources.map { try FileStamp(of: $0) }
            }
            guard before[0] != nil else { throw TodoStoreError.noDatabase(path: path) }
            for (source, stamp) in zip(sources, before) {
                let copied = databasePath + source.dropFirst(target.count)
                unlink(copied)
                if stamp != nil { try copy(source, to: copied, naming: path) }
            }
            whileCopying(attempt, databasePath)
            if try sources.map({ try FileStamp(of: $0) }) == before { return }
            Thread.sleep(forTimeInterval: 0.05 * Double(attempt))
        }
        throw TodoStoreError.changedWhileCopied(path: path)
    }

    /// Copies the file at `source` to a new file at `target`, readable by this user only.
    private func copy(_ source: String, to target: String, naming path: String) throws {
        let input = open(source, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else {
            // Gone since it was looked at: the stamps after the copy say so.
            if errno == ENOENT { return }
            throw TodoStoreError.unreadable(path: source, errno: errno)
        }
        defer { close(input) }
        let output = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard output >= 0 else { throw Self.copyFailed(path, errno: errno) }
        defer { close(output) }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw TodoStoreError.unreadable(path: source, errno: errno) }
            if count == 0 { return }
            var written = 0
            while written < count {
                let result = buffer.withUnsafeBytes { write(output, $0.baseAddress! + written, count - written) }
                if result < 0, errno == EINTR { continue }
                guard result > 0 else { throw Self.copyFailed(path, errno: errno) }
                written += result
            }
        }
    }

    /// A new directory of mode 0700 under `TMPDIR` (or `/tmp`).
    private static func makePrivateDirectory(for path: String) throws -> String {
        let temporary = FileManager.default.temporaryDirectory.path
        var template = Array(((temporary == "/" ? "" : temporary) + "/todo-tui-read-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw copyFailed(path, errno: errno) }
        return String(cString: made)
    }

    /// Copying into `TMPDIR` failed with `code` (no space left there, say).
    private static func copyFailed(_ path: String, errno code: Int32) -> TodoStoreError {
        .cannotCopyToRead(path: path, reason: "\(String(cString: strerror(code))) in \(FileManager.default.temporaryDirectory.path)")
    }
}
