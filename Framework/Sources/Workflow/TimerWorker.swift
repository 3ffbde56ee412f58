/// A worker that produces an output every `interval`, for as long as it is rendered: a
/// screen refreshed every two seconds, a clock on screen.
///
/// ```swift
/// TimerWorker(every: .seconds(2), clock: clock)
///     .mapOutput { Action.refresh }
///     .running(in: context, key: "refresh")
/// ```
///
/// Each interval is counted from the moment the last output was handled, so a slow
/// refresh never piles ticks up behind it. Rendering it again with the same interval
/// leaves it running; another interval starts it afresh; leaving it out stops it.
///
/// Its waits are the `clock`'s: a workflow that takes its clock as a property (the
/// system's, `ContinuousClock()`, in the app) lets a test run it on a ``TestClock`` and
/// move time on instead of waiting for it.
public struct TimerWorker: Worker, RepeatingWorker {
    public var interval: Duration
    public var clock: any Clock<Duration>

    public init(every interval: Duration, clock: any Clock<Duration> = ContinuousClock()) {
        self.interval = interval
        self.clock = clock
    }

    /// Waits one interval; the runtime runs it again after each output.
    public func run() async {
        try? await clock.sleep(for: interval)
    }

    /// Timers with the same interval are the same timer, whatever their clocks: a
    /// workflow renders one clock for its whole life.
    public func isEquivalent(to otherWorker: TimerWorker) -> Bool {
        interval == otherWorker.interval
    }
}
