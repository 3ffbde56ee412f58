/// The changes on their way to the store, numbered in the order they were made, and the
/// ones that failed to get there.
struct PendingWrites: Equatable {
    /// Submitted, waiting for the outcome; by ticket, which orders them.
    private(set) var inFlight: [Int: TodoWrite] = [:]
    /// Failed, kept (and shown) until retried; by ticket.
    private(set) var failed: [Int: Failure] = [:]
    private var nextTicket = 0

    var isEmpty: Bool { inFlight.isEmpty && failed.isEmpty }

    /// Why changes failed, oldest first.
    var failures: [String] {
        failed.sorted { $0.key < $1.key }.map(\.value.reason)
    }

    /// The changes that failed, in the order they were made.
    var failedChanges: [TodoWrite] {
        failed.sorted { $0.key < $1.key }.map(\.value.write)
    }

    /// The changes that may not be in the store: failed or on their way, in the order
    /// they were made.
    var unwrittenChanges: [TodoWrite] {
        let failed = failed.lazy.map { ($0.key, $0.value.write) }
        return (Array(failed) + inFlight.map { ($0.key, $0.value) }).sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The changes to submit, in the order they were made.
    var toSubmit: [(ticket: Int, write: TodoWrite)] {
        inFlight.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The changes to the todo with this id that may not be in the store yet, failed or
    /// in flight, in the order they were made.
    func unwritten(to id: Todo.ID) -> [TodoWrite] {
        unwrittenChanges.filter { $0.todoID == id }
    }

    mutating func add(_ write: TodoWrite) {
        inFlight[nextTicket] = write
        nextTicket += 1
    }

    /// Records how the change with `ticket` ended, and returns it.
    @discardableResult
    mutating func finish(ticket: Int, outcome: TodoWrite.Outcome) -> TodoWrite? {
        guard let write = inFlight.removeValue(forKey: ticket) else { return nil }
        switch outcome {
        case .written, .todoWasGone:
            // An older failed change to the same todo must not be retried over this one:
            // only what this one did not redo is kept.
            for (older, failure) in failed where older < ticket && failure.write.todoID == write.todoID {
                failed[older] = failure.write.remainder(afterWriting: write).map { Failure(write: $0, reason: failure.reason) }
            }
        case .failed(let reason):
            failed[ticket] = Failure(write: write, reason: reason)
        }
        return write
    }

    /// Submits every failed change again, in their original order, as new changes.
    mutating func retryFailed() {
        let retries = failedChanges
        failed = [:]
        retries.forEach { add($0) }
    }

    /// A change that did not reach the store, and why.
    struct Failure: Equatable {
        var write: TodoWrite
        var reason: String
    }
}
