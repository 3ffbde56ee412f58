/// A fuzz run: the whole app on the in-memory terminal, driven by events made from one
/// seed, with the screen checked after every event and the store against the app every
/// `modelCheckInterval` events, at each quit and at the end. With the mouse on (by
/// default for odd seeds, half the runs), the terminal reports it and a tenth of the
/// events are clicks, double-clicks and turns of the wheel.
///
/// ```swift
/// let outcome = await FuzzRun(seed: 42, events: 10_000).run()
/// if case .failure(let failure) = outcome { print(failure) }   // seed, event, events, screen
/// ```
///
/// The app is left idle after each event (its saves written, its loads handled) before
/// the next, so the same seed makes the same events and the same screens on every run.
@MainActor
public final class FuzzRun {
    public let seed: UInt64
    public let eventCount: Int
    /// Whether the app takes the mouse and the events include it.
    public let usesMouse: Bool
    public var modelCheckInterval = 100
    /// How many of the last events a failure lists.
    public var recentEventCount = 30
    /// Called before each event is delivered, with its index: for a progress line, or to
    /// trace the events near a crash.
    public var willDeliver: ((Int, FuzzEvent) -> Void)?
    /// Called once each event has been delivered and the app is idle again, with the
    /// event's index and the screen, framed, to read if wanted.
    public var didDeliver: ((Int, () -> String) -> Void)?
    /// Keeps every event delivered, for minimising a failure (`FuzzMinimizer`).
    public var keepsEvents = false
    public private(set) var events: [FuzzEvent] = []
    public private(set) var statistics = FuzzStatistics()

    /// A run of `events` events from `seed`, the mouse on or off as `usesMouse` says, or
    /// as the seed does (`usesMouse(forSeed:)`).
    public init(seed: UInt64, events: Int, usesMouse: Bool? = nil) {
        self.seed = seed
        self.eventCount = events
        self.usesMouse = usesMouse ?? Self.usesMouse(forSeed: seed)
    }

    /// Odd seeds fuzz the mouse too: half the runs, and the seed alone reproduces a run.
    public nonisolated static func usesMouse(forSeed seed: UInt64) -> Bool {
        seed % 2 == 1
    }

    /// The options of `todo-tui-fuzz` that make this run's events again: the seed, and
    /// the mouse where it is not the seed's.
    public var reproducingOptions: String {
        Self.reproducingOptions(seed: seed, usesMouse: usesMouse)
    }

    nonisolated static func reproducingOptions(seed: UInt64, usesMouse: Bool) -> String {
        guard usesMouse != Self.usesMouse(forSeed: seed) else { return "--seed \(seed)" }
        return "--seed \(seed) \(usesMouse ? "--mouse" : "--no-mouse")"
    }

    public func run() async -> Result<FuzzStatistics, FuzzFailure> {
        let session: FuzzSession
        do {
            session = try await FuzzSession(usesMouse: usesMouse)
        } catch {
            return .failure(FuzzFailure(seed: seed, usesMouse: usesMouse, eventIndex: -1, problem: "could not open a store: \(error)", recentEvents: [], screen: ""))
        }
        var generator = FuzzEventGenerator(seed: seed, usesMouse: usesMouse)
        var recent = RecentEvents(capacity: recentEventCount)
        for index in 0..<eventCount {
            let screen = session.app.screen
            statistics.eventsPerScreen[screen, default: 0] += 1
            let event = generator.next(on: screen, size: session.app.terminal.size)
            recent.append(index: index, event: event)
            if keepsEvents { events.append(event) }
            willDeliver?(index, event)
            let isLast = index == eventCount - 1
            let shown = (terminal: ObjectIdentifier(session.app.terminal), updates: session.app.terminal.updatesApplied)
            let problem = await session.apply(event, checksModel: isLast || (index + 1) % modelCheckInterval == 0)
                ?? generator.decoderProblem.map { "the key decoder broke its promise: \($0)" }
            if case .mouse = event {
                statistics.mouseEvents += 1
                let changed = ObjectIdentifier(session.app.terminal) != shown.terminal || session.app.terminal.updatesApplied != shown.updates
                if changed { statistics.mouseEventsThatChangedTheScreen += 1 }
            }
            didDeliver?(index) { session.app.terminal.description }
            if let problem {
                let failure = FuzzFailure(
                    seed: seed, usesMouse: usesMouse, eventIndex: index, problem: problem, recentEvents: recent.events,
                    screen: session.app.terminal.description
                )
                await session.close()
                return .failure(failure)
            }
        }
        statistics.restarts = session.app.restarts
        statistics.modelChecks = session.modelChecks
        statistics.todosCompared = session.todosCompared
        statistics.rowsCompared = session.rowsCompared
        await session.close()
        return .success(statistics)
    }

    /// Delivers `events` to a new app, the mouse on or off, checking as a run does after
    /// each one, and the store against the app after the last: for a failure found by a
    /// run, kept as a regression test. Returns the first failure, or nil.
    public static func replay(_ events: [FuzzEvent], usesMouse: Bool = false) async -> FuzzFailure? {
        guard let session = try? await FuzzSession(usesMouse: usesMouse) else {
            return FuzzFailure(seed: nil, usesMouse: usesMouse, eventIndex: -1, problem: "could not open a store", recentEvents: [], screen: "")
        }
        var recent = RecentEvents(capacity: 30)
        for (index, event) in events.enumerated() {
            recent.append(index: index, event: event)
            if let problem = await session.apply(event, checksModel: index == events.count - 1) {
                let failure = FuzzFailure(
                    seed: nil, usesMouse: usesMouse, eventIndex: index, problem: problem, recentEvents: recent.events,
                    screen: session.app.terminal.description
                )
                await session.close()
                return failure
            }
        }
        await session.close()
        return nil
    }
}

/// What a run went through, to tell whether it reached every screen.
public struct FuzzStatistics: Sendable, CustomStringConvertible {
    public var eventsPerScreen: [AppScreen: Int] = [:]
    /// How many events were the mouse's, and how many of those changed the screen (the
    /// others landed where the mouse does nothing).
    public var mouseEvents = 0
    public var mouseEventsThatChangedTheScreen = 0
    /// How many times the app quit and a new one started.
    public var restarts = 0
    /// How many times the store was compared with the app, and how many todos and rows
    /// on screen were compared in all.
    public var modelChecks = 0
    public var todosCompared = 0
    public var rowsCompared = 0

    public var description: String {
        let screens = AppScreen.allCases.map { "\($0.rawValue) \(eventsPerScreen[$0, default: 0])" }.joined(separator: ", ")
        let mouse = mouseEvents == 0 ? "" : "\(mouseEvents) of the mouse (\(mouseEventsThatChangedTheScreen) changed the screen); "
        return "events on each screen: \(screens); \(mouse)\(restarts) restarts; \(modelChecks) store checks "
            + "(\(todosCompared) todos, \(rowsCompared) rows on screen)"
    }
}

/// The last few events, oldest first.
struct RecentEvents {
    let capacity: Int
    private var ring: [(index: Int, event: FuzzEvent)] = []
    private var next = 0

    init(capacity: Int) {
        self.capacity = capacity
    }

    mutating func append(index: Int, event: FuzzEvent) {
        if ring.count < capacity {
            ring.append((index, event))
        } else {
            ring[next] = (index, event)
        }
        next = (next + 1) % capacity
    }

    var events: [(index: Int, event: FuzzEvent)] {
        ring.count < capacity ? ring : Array(ring[next...] + ring[..<next])
    }
}
