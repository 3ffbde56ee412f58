import Foundation
import Synchronization

/// The exit status of a child process, handed from `Process`'s termination
/// handler (on some other thread) to a test awaiting it with a deadline.
final class ProcessExit: Sendable {
    private let status = Mutex<Int32?>(nil)

    func record(_ exitStatus: Int32) {
        status.withLock { $0 = exitStatus }
    }

    /// The exit status, or nil if the process has not exited within `limit`.
    func wait(upTo limit: Duration) async -> Int32? {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while clock.now < deadline {
            if let exitStatus = status.withLock({ $0 }) { return exitStatus }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return status.withLock { $0 }
    }
}
