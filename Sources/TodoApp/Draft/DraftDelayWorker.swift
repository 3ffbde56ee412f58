import Workflow

/// Waits a moment after the editor's last change, so that typing keeps the draft once
/// a pause comes, not once a key. A newer change renders a new one, which cancels this.
struct DraftDelayWorker: Worker {
    /// Which change this waits after.
    let revision: Int
    /// What waits: real time, or none under a harness that must not wait.
    let clock: TodoClock

    /// Well within the second a draft may lag, and long enough to let a burst of keys by.
    static let delay: Duration = .milliseconds(300)

    func run() async {
        await clock.sleep(Self.delay)
    }

    func isEquivalent(to otherWorker: DraftDelayWorker) -> Bool {
        revision == otherWorker.revision
    }
}
