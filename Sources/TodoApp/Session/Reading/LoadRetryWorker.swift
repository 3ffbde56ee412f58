import Workflow

/// Waits before the list is read again after a read failed for a reason that may pass (a
/// server not reachable yet, a database busy): 1 s after the first failure, doubling to
/// 30 s, so that a list opens by itself once the store is back, without the user logging
/// in again. A failure that would come again is not waited out (see
/// ``TodoStoreError/mayPassOnRetry``).
struct LoadRetryWorker: Worker {
    /// How many reads have failed in a row; each wait is its own worker.
    let attempt: Int
    let clock: TodoClock

    /// The wait after the `attempt`th failure in a row.
    static func delay(after attempt: Int) -> Duration {
        .seconds(min(30, 1 << min(max(attempt - 1, 0), 5)))
    }

    func run() async {
        await clock.sleep(Self.delay(after: attempt))
    }

    func isEquivalent(to otherWorker: LoadRetryWorker) -> Bool {
        attempt == otherWorker.attempt
    }
}
