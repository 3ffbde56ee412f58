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

    /// Whether the todo at each index contains every word of `query` (folded; see
    /// ``TodoSearch``), in any order; a query with no words matches every todo.
    ///
    /// `narrowing` is what a shorter query that `query` starts with found: as the user
    /// types on, only those todos can still match (each word typed before is still in
    /// a word now), so only they are looked at again.
    func matches(_ query: String, narrowing previous: SearchMatches? = nil) -> SearchMatches {
        let needles = TodoSearch.words(of: query).map { Array($0.utf8) }
        let candidates = previous.flatMap { previous in
            query.hasPrefix(previous.query) && previous.found.count == ends.count ? previous.found : nil
        }
        guard !needles.isEmpty else { return SearchMatches(query: query, found: [Bool](repeating: true, count: ends.count)) }
        var found = [Bool](repeating: false, count: ends.count)
        bytes.withUnsafeBufferPointer { haystack in
            for index in 0..<ends.count where candidates?[index] ?? true {
                let start = index == 0 ? 0 : Int(ends[index - 1])
                found[index] = needles.allSatisfy { needle in
                    needle.withUnsafeBufferPointer { Self.contains($0, in: haystack, from: start, to: Int(ends[index])) }
                }
            }
        }
        return SearchMatches(query: query, found: found)
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

/// What a search found: for each todo of the index, whether it matched `query`.
struct SearchMatches: Equatable, Sendable {
    var query: String
    var found: [Bool]
}
