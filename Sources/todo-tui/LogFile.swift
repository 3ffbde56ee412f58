import Foundation

/// A file that log lines are appended to, shared by every logger in the process.
///
/// Each line goes to the kernel in one `write(2)` on a descriptor opened with
/// `O_APPEND`, so lines from different threads (or from two instances logging to
/// one file) never interleave mid-line and no lock is needed.
final class LogFile: Sendable {
    private let descriptor: Int32

    /// Opens `path` for appending, creating it readable by its owner only.
    init(appendingTo path: String) throws {
        descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw CommandFailure(String(cString: strerror(errno)))
        }
    }

    deinit {
        close(descriptor)
    }

    /// Appends `line`, which should end in a newline. A failed write is dropped:
    /// logging must never stop the app.
    func append(_ line: String) {
        var line = line
        line.withUTF8 { bytes in
            var remaining = UnsafeRawBufferPointer(bytes)
            while !remaining.isEmpty {
                let written = write(descriptor, remaining.baseAddress, remaining.count)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }
                remaining = UnsafeRawBufferPointer(rebasing: remaining[written...])
            }
        }
    }
}
