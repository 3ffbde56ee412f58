import Synchronization

/// The value of a task that is waited for only so long: the caller goes on without it,
/// and the task (a call to a server that does not answer) goes on by itself.
enum AnswerWithin {
    /// `task`'s value, or what it threw, if it ends within `limit`; nil otherwise.
    static func value<T: Sendable>(of task: Task<T, any Error>, within limit: Duration) async throws -> T? {
        let first = FirstToEnd()
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T?, any Error>) in
            Task {
                let result = await task.result
                if first.claim() { continuation.resume(with: result.map { Optional($0) }) }
            }
            Task {
                try? await Task.sleep(for: limit)
                if first.claim() { continuation.resume(returning: nil) }
            }
        }
    }

    /// Lets the first of two claim the answer.
    private final class FirstToEnd: Sendable {
        private let claimed = Mutex(false)

        func claim() -> Bool {
            claimed.withLock { claimed in
                defer { claimed = true }
                return !claimed
            }
        }
    }
}
