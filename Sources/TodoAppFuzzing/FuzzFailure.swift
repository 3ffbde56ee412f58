import WorkflowUI

/// A broken promise found by a fuzz run: what went wrong, at which event, what led to
/// it, and what the screen showed.
public struct FuzzFailure: Error, Sendable, CustomStringConvertible {
    /// The run's seed; nil for a replay of a given list of events.
    public var seed: UInt64?
    /// Whether the app took the mouse.
    public var usesMouse: Bool
    /// The index of the event after which the problem was seen (from 0).
    public var eventIndex: Int
    public var problem: String
    /// The last events up to and including the failing one, oldest first, each with its
    /// index.
    public var recentEvents: [(index: Int, event: FuzzEvent)]
    /// The screen when the problem was seen, framed.
    public var screen: String

    public init(
        seed: UInt64?, usesMouse: Bool = false, eventIndex: Int, problem: String, recentEvents: [(index: Int, event: FuzzEvent)], screen: String
    ) {
        self.seed = seed
        self.usesMouse = usesMouse
        self.eventIndex = eventIndex
        self.problem = problem
        self.recentEvents = recentEvents
        self.screen = screen
    }

    public var description: String {
        var lines = ["FUZZ FAILURE: \(problem)"]
        let mouse = usesMouse ? "the mouse on" : "the mouse off"
        if let seed {
            lines.append("seed \(seed), event \(eventIndex), \(mouse) (reproduce: todo-tui-fuzz \(FuzzRun.reproducingOptions(seed: seed, usesMouse: usesMouse)) --events \(eventIndex + 1))")
        } else {
            lines.append("event \(eventIndex) of the replayed events, \(mouse)")
        }
        lines.append("the last \(recentEvents.count) events:")
        lines += recentEvents.map { "  #\($0.index) \($0.event.summary())" }
        lines.append("the screen:")
        lines.append(screen)
        return lines.joined(separator: "\n")
    }
}
