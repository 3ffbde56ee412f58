import Foundation

/// Cuts the events of a failure down to a few that still fail, for a regression test:
/// delta debugging (Zeller's ddmin), trying to leave out ever smaller runs of events and
/// keeping each cut after which a replay still fails.
///
/// Any failure counts, not only the one first seen: a shorter list that fails
/// differently is still a bug, and the report says what the short list shows.
@MainActor
public enum FuzzMinimizer {
    /// The shortest failing list found within `budget`, with its failure; nil when
    /// `events` do not fail when replayed.
    public static func minimize(
        _ events: [FuzzEvent], budget: Duration = .seconds(600), progress: ((Int) -> Void)? = nil
    ) async -> (events: [FuzzEvent], failure: FuzzFailure)? {
        guard var failure = await FuzzRun.replay(events) else { return nil }
        // Everything after the failing event is not needed.
        var current = Array(events.prefix(failure.eventIndex + 1))
        let deadline = ContinuousClock.now + budget
        var chunks = 2
        while current.count > 1, ContinuousClock.now < deadline {
            let size = Int((Double(current.count) / Double(chunks)).rounded(.up))
            var cut = false
            var start = 0
            while start < current.count, ContinuousClock.now < deadline {
                var candidate = current
                candidate.removeSubrange(start..<min(start + size, current.count))
                if !candidate.isEmpty, let shorter = await FuzzRun.replay(candidate) {
                    current = Array(candidate.prefix(shorter.eventIndex + 1))
                    failure = shorter
                    cut = true
                    progress?(current.count)
                } else {
                    start += size
                }
            }
            if cut {
                chunks = max(chunks - 1, 2)
            } else if size == 1 {
                break
            } else {
                chunks = min(chunks * 2, current.count)
            }
        }
        return (current, failure)
    }
}
