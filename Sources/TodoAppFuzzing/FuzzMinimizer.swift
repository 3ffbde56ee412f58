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
    ///
    /// - Parameter replay: how a list is tried: by default `FuzzRun.replay`, a new app
    ///   on a new store.
    public static func minimize(
        _ events: [FuzzEvent], budget: Duration = .seconds(600), progress: ((Int) -> Void)? = nil,
        replay: ([FuzzEvent]) async -> FuzzFailure? = { await FuzzRun.replay($0) }
    ) async -> (events: [FuzzEvent], failure: FuzzFailure)? {
        guard var failure = await replay(events) else { return nil }
        // Everything after the failing event is not needed.
        var current = Array(events.prefix(failure.eventIndex + 1))
        let deadline = ContinuousClock.now + budget
        // A failure usually needs only the events just before it (and a login, which a
        // short run of them often has): the last few, then more, are tried first, which
        // is much cheaper than cutting halves off a run of a million.
        var tail = 16
        while tail < current.count / 2, ContinuousClock.now < deadline {
            if let shorter = await replay(Array(current.suffix(tail))) {
                current = Array(current.suffix(tail).prefix(shorter.eventIndex + 1))
                failure = shorter
                progress?(current.count)
                break
            }
            tail *= 4
        }
        var chunks = 2
        while current.count > 1, ContinuousClock.now < deadline {
            let size = Int((Double(current.count) / Double(chunks)).rounded(.up))
            var cut = false
            var start = 0
            while start < current.count, ContinuousClock.now < deadline {
                var candidate = current
                candidate.removeSubrange(start..<min(start + size, current.count))
                if !candidate.isEmpty, let shorter = await replay(candidate) {
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
