/// Work that did not settle in time: what ``WorkflowHost/settle(timeout:)`` throws when
/// workers are still busy at its deadline, naming them.
///
/// A worker that waits on the system's clock, or on something outside the app (a file to
/// change, a server to answer), stays busy; in a test, give it a ``TestClock`` or an
/// outside world that answers at once.
public struct UnsettledWork: Error, CustomStringConvertible {
    /// The busy workers, each as its type and, if it has one, its key.
    public var busyWorkers: [String]
    /// How long the settle waited.
    public var timeout: Duration

    public init(busyWorkers: [String], timeout: Duration) {
        self.busyWorkers = busyWorkers
        self.timeout = timeout
    }

    public var description: String {
        let busy = busyWorkers.isEmpty ? "something kept changing" : "still busy: " + busyWorkers.joined(separator: ", ")
        return "The work in flight did not settle within \(timeout); \(busy). A worker that waits on the system's clock "
            + "or for something outside the app never settles: give it a TestClock."
    }
}
