/// Every todo's title and note, folded (`SearchFolding`) and laid end to end, so that a
/// search scans one buffer instead of making a `String` of each of 100,000 titles.
///
/// Built when a search starts, in list order, and again when the list's text changes.
/// Notes are added once they are read (the list keeps none).
struct SearchIndex: Equatable, Sendable {
    /// Each todo's folded title, a line break, and its folded note, one after another.
    private var bytes: [UInt8] = []
    /// Where each todo's text ends in `bytes`.
    private var ends: [Int32] = []
    /// What the index was built from, so the list can tell when it is out of date.
    let revision: Int

    var count: Int { ends.count }

    init(todos: TodoSummaries, notes: [Todo.ID: String], revision: Int) {
        self.revision = revision
        ends.reserveCapacity(todos.count)
        var index = 0
        for chunk in todos.chunks {
            for offset in 0..<chunk.count {
                defer { index += 1 }
                chunk.withTitleBytes(at: offset) { title in
                    if title.allSatisfy({ $0 < 0x80 }) {
                        bytes.append(contentsOf: title.lazy.map(Self.loweredASCII))
                    } else {
                        bytes.append(contentsOf: SearchFolding.folded(String(decoding: title, as: UTF8.self)).utf8)
                    }
                }
                if let note = notes[chunk.id(at: offset)] {
                    // A line break cannot be typed into the search, so no match spans it.
                    bytes.append(UInt8(ascii: "\n"))
                    bytes.append(contentsOf: SearchFolding.folded(note).utf8)
                }
                ends.append(Int32(clamping: bytes.count))
            }
        }
    }

    private static func loweredASCII(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }

    /// Whether the todo at each index contains `query` (folded, not empty).
    func matches(_ query: String) -> [Bool] {
        let needle = Array(query.utf8)
        var found = [Bool](repeating: false, count: ends.count)
        guard !needle.isEmpty else { return found }
        bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                var start = 0
                for index in 0..<ends.count {
                    let end = Int(ends[index])
                    found[index] = Self.contains(needle, in: haystack, from: start, to: end)
                    start = end
                }
            }
        }
        return found
    }

    private static func contains(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        let first = needle[0]
        let last = end - needle.count
        guard last >= start else { return false }
        var position = start
        while position <= last {
            if haystack[position] == first {
                var matched = 1
                while matched < needle.count, haystack[position + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            position += 1
        }
        return false
    }
}
