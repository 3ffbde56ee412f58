import Foundation
import Synchronization
import TerminalTesting

/// The exit status of a child process, handed from `Process`'s termination
/// handler (on some other thread) to a test awaiting it with a deadline.
final class ProcessExit: Sendable {
    private let status = Mutex<Int32?>(nil)

    func record(_ exitStatus: Int32) {
        status.withLock { $0 = exitStatus }
    }

    /// The exit status, or nil if the process has not exited within `limit`.
    func wait(upTo limit: Duration) async -> Int32? {
        _ = await eventually(within: limit) { status.withLock { $0 } != nil }
        return status.withLock { $0 }
    }
}
