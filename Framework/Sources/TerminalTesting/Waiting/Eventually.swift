/// Waits until `condition` holds, looking again every `interval`, or until `timeout` has
/// passed; returns whether it held. The one way the tests wait: never a bare sleep.
///
/// ```swift
/// #expect(await eventually { host.rendering == "Lift off!" })
/// let ended = await eventually(within: .seconds(10), pollingEvery: .milliseconds(20)) { !process.isRunning }
/// ```
///
/// The condition runs in the caller's isolation (on the main actor for a view test), and
/// the pauses between looks let other tasks run, such as the workers a test waits for.
/// The timeout only bounds a failure, since a condition that holds ends the wait at once,
/// so the default is generous: on a busy two-core machine a worker's result has been
/// seen to wait over 20 seconds for the main actor when a suite starts.
///
/// - Parameters:
///   - timeout: how long to keep looking.
///   - interval: the pause after a look that found the condition false; zero lets the
///     tasks already waiting run (`Task.yield`) and looks again, for a condition that the
///     next turn of the main actor settles.
///   - longestInterval: when given, each pause is half again as long as the one before,
///     up to this: for a condition that is costly to check (one that starts a process).
///   - isolation: the caller's actor, which the condition runs on; leave it to the default.
///   - condition: checked first at once, then after each pause, and once more at the
///     deadline, so that a wait never fails without a look at the end.
public func eventually(
    within timeout: Duration = .seconds(60),
    pollingEvery interval: Duration = .milliseconds(5),
    backingOffTo longestInterval: Duration? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ condition: () async throws -> Bool
) async rethrows -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var pause = interval
    while try await !condition() {
        let left = deadline - clock.now
        guard left > .zero else { return false }
        if pause > .zero {
            try? await Task.sleep(for: min(pause, left))
        } else {
            await Task.yield()
        }
        if let longestInterval { pause = min(pause * 3 / 2, longestInterval) }
        // A cancelled task's sleeps end at once: look one last time rather than spin.
        if clock.now >= deadline || Task.isCancelled { return try await condition() }
    }
    return true
}
