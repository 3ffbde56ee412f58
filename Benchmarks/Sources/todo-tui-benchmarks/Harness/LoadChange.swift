import Foundation

/// One change the load makes, numbered across all writers in the order they were due.
struct LoadChange: Sendable {
    enum Kind: String, Sendable {
        case edit, add, delete
    }

    let number: Int
    let writer: Int
    let kind: Kind
    /// The todo it changed, added or deleted.
    let todoID: UUID
    /// When the writer's store was asked to make it, and when that returned: the change
    /// made in the writer's copy and kept in its outbox, as a user's keystroke makes it.
    let asked: ContinuousClock.Instant
    let made: ContinuousClock.Instant
    let failure: String?
    /// When the server committed it, by the server's clock (``CommitWatch``); nil until
    /// known, or when the feed was not read in time to tell.
    var committed: ContinuousClock.Instant?
    /// When a connection listening to the list, as every client's does, was told of it.
    var heard: ContinuousClock.Instant?

    /// The title it gives a todo, which tells on any screen which change it was: every
    /// change but a deletion writes one.
    static func title(number: Int, writer: Int) -> String {
        "Change \(String(format: "%06d", number)) by w\(String(format: "%02d", writer))"
    }

    /// The numbers of the changes whose titles `text` shows.
    static func numbers(in text: some StringProtocol) -> [Int] {
        var found: [Int] = []
        var rest = Substring(text)
        while let range = rest.range(of: "Change ") {
            let digits = rest[range.upperBound...].prefix(6)
            if digits.count == 6, let number = Int(digits) { found.append(number) }
            rest = rest[range.upperBound...]
        }
        return found
    }
}

/// When each change was first seen by one client, shared between the thread or task that
/// reads for the client and the benchmark.
final class SightingLog: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [Int: ContinuousClock.Instant] = [:]

    /// Notes the changes whose titles `texts` show, as seen `at`, unless seen before.
    func note(_ texts: [String], at instant: ContinuousClock.Instant) {
        let numbers = texts.flatMap { LoadChange.numbers(in: $0) }
        guard !numbers.isEmpty else { return }
        lock.withLock {
            for number in numbers where seen[number] == nil { seen[number] = instant }
        }
    }

    var sightings: [Int: ContinuousClock.Instant] { lock.withLock { seen } }
}
