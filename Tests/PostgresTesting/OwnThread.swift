import Foundation

/// Runs blocking work (libpq's calls, waiting for a process) on a thread of its own and
/// awaits its result: never on one of Swift concurrency's threads, which are as many as
/// the cores (two on CI), so that a few tests blocked there cannot starve the others.
///
/// ```swift
/// let rows = try await onOwnThread { try connection.execute("SELECT 1").count }
/// ```
public func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(with: Result { try body() })
        }
    }
}
