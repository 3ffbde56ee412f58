import Foundation

/// One change the load makes, numbered across all writers in the order they were due.
struct LoadChange: Sendable {
    enum Kind: String, Sendable {
        case edit, add, delete
    }

    let number: Int
    let writer: Int
    let kind: Kind
    /// When the statement was sent, and when the server answered that it was committed.
    let sent: ContinuousClock.Instant
    let committed: ContinuousClock.Instant?
    let failure: String?

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

/// Wakes one waiting task, or the next to wait when none is: what a client's listening
/// thread tells its reading task.
final class WakeFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var pending = false
    private var waiter: CheckedContinuation<Void, Never>?

    func fire() {
        let woken = lock.withLock { () -> CheckedContinuation<Void, Never>? in
            defer { waiter = nil }
            if waiter == nil { pending = true }
            return waiter
        }
        woken?.resume()
    }

    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now = lock.withLock { () -> Bool in
                if pending {
                    pending = false
                    return true
                }
                waiter = continuation
                return false
            }
            if now { continuation.resume() }
        }
    }
}
