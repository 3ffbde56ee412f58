import Synchronization

/// The worker tasks of one host, and whether each is busy or waiting on a ``TestClock``:
/// what ``WorkflowHost/settle(timeout:)`` waits on.
///
/// A task counts as busy from the moment it is started (before it first runs) until it
/// ends, which is after its output has been handled on the main actor, except while it
/// sleeps on a test clock: only a test moves that, so nothing will come of the task until
/// it does. A task's sleeps are told here by the clock, through the task-local
/// ``current``, which the tasks it starts inherit.
final class PendingWork: Sendable {
    private let state = Mutex(State())

    /// Which of this host's tasks is running, for `current`.
    struct Token: Sendable {
        let work: PendingWork
        let task: Int
    }

    /// The worker task running now, if the code asking runs in one.
    @TaskLocal static var current: Token?

    /// What a wait waits for.
    enum Condition: Equatable {
        /// Every task ended or waiting on a test clock.
        case quiet
        /// That task ended or waiting on a test clock.
        case idle(task: Int)
    }

    private struct State {
        /// The tasks not ended, by id: what each runs, and how many of its sleeps on a test
        /// clock are under way (a task whose child tasks sleep may have more than one).
        var tasks: [Int: (name: String, sleeps: Int)] = [:]
        var waits: [Int: Wait] = [:]
        /// Waits whose deadline passed before they were registered.
        var expired: Set<Int> = []
        var nextWait = 0

        func holds(_ condition: Condition) -> Bool {
            switch condition {
            case .quiet: tasks.values.allSatisfy { $0.sleeps > 0 }
            case .idle(let task): tasks[task].map { $0.sleeps > 0 } ?? true
            }
        }

        /// Removes the waits whose condition now holds, for resuming outside the lock.
        mutating func takeMetWaits() -> [CheckedContinuation<Bool, Never>] {
            let met = waits.filter { holds($0.value.condition) }
            for id in met.keys { waits[id] = nil }
            return met.values.map(\.continuation)
        }
    }

    private struct Wait {
        var condition: Condition
        var continuation: CheckedContinuation<Bool, Never>
    }

    func started(_ task: Int, name: String) {
        state.withLock { $0.tasks[task] = (name, 0) }
    }

    func ended(_ task: Int) {
        change { $0.tasks[task] = nil }
    }

    /// The task began a sleep on a test clock.
    func sleepBegan(in task: Int) {
        change { $0.tasks[task]?.sleeps += 1 }
    }

    /// The test clock woke the task (its deadline came, or it was cancelled): it is busy
    /// from now, before it runs again.
    func sleepEnded(in task: Int) {
        change { $0.tasks[task]?.sleeps -= 1 }
    }

    /// What the busy tasks run, for a report of work that did not settle.
    var busyTasks: [String] {
        state.withLock { state in state.tasks.values.filter { $0.sleeps == 0 }.map(\.name).sorted() }
    }

    /// Returns true once `condition` holds, or false if `deadline` comes first.
    func wait(until condition: Condition, deadline: ContinuousClock.Instant) async -> Bool {
        let id = state.withLock { state in
            state.nextWait += 1
            return state.nextWait
        }
        let timeout = Task { [weak self] in
            do { try await Task.sleep(until: deadline, clock: .continuous) } catch { return }
            self?.expire(id)
        }
        defer { timeout.cancel() }
        return await withCheckedContinuation { continuation in
            let answer: Bool? = state.withLock { state in
                if state.holds(condition) { return true }
                if state.expired.remove(id) != nil { return false }
                state.waits[id] = Wait(condition: condition, continuation: continuation)
                return nil
            }
            if let answer { continuation.resume(returning: answer) }
        }
    }

    private func expire(_ id: Int) {
        let wait = state.withLock { state in
            guard let wait = state.waits.removeValue(forKey: id) else {
                state.expired.insert(id)
                return Wait?.none
            }
            return wait
        }
        wait?.continuation.resume(returning: false)
    }

    private func change(_ body: (inout State) -> Void) {
        let met = state.withLock { state in
            body(&state)
            return state.takeMetWaits()
        }
        for continuation in met { continuation.resume(returning: true) }
    }
}
