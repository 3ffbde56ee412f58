/// The last few values made, each with the key it was made for, the most recently used
/// first: for values that are costly to make and come back in turn, such as the
/// commands or the footer of a list whose selection goes back and forth between a done
/// todo and an open one.
///
/// ```swift
/// if let commands = madeCommands.value(for: shape) { return commands }
/// let commands = makeCommands(for: shape)
/// madeCommands.insert(commands, for: shape)
/// ```
///
/// Keys are compared one by one: meant for a handful of values, not for a table.
public struct RecentlyUsed<Key: Equatable, Value> {
    private var entries: [(key: Key, value: Value)] = []
    public let capacity: Int

    public init(capacity: Int) {
        self.capacity = capacity
    }

    /// The value kept for `key`, now the most recently used; nil if none is.
    public mutating func value(for key: Key) -> Value? {
        guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
        if index > 0 { entries.insert(entries.remove(at: index), at: 0) }
        return entries[0].value
    }

    /// Keeps `value` for `key` as the most recently used, forgetting the least recently
    /// used beyond `capacity`.
    public mutating func insert(_ value: Value, for key: Key) {
        entries.removeAll { $0.key == key }
        entries.insert((key, value), at: 0)
        if entries.count > capacity { entries.removeLast() }
    }
}
