/// What test views and callbacks report, in order, as readable sentences, so a failing
/// expectation shows the whole story.
@MainActor
final class EventLog {
    private(set) var entries: [String] = []

    func record(_ entry: String) {
        entries.append(entry)
    }

    /// Entries that start with `prefix` ("layout", "changed"), in order.
    func entries(startingWith prefix: String) -> [String] {
        entries.filter { $0.hasPrefix(prefix) }
    }

    func removeAll() {
        entries.removeAll()
    }
}
