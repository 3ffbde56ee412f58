/// A collection kept in chunks, so that changing one element of a shared copy copies one
/// chunk rather than the whole collection.
///
/// The list's todos are shared between the workflow state and the screens rendered from
/// it; with a plain array, ticking off one of 100,000 todos copied all of them (8 MB
/// and a retain per title) on the keystroke path. Here it copies at most `chunkSize`.
///
/// What a chunk is decides how elements are stored: an array per chunk, or, for
/// ``TodoSummaries``, each chunk's todos packed column by column.
struct ChunkedCollection<Chunk: ChunkStorage> {
    static var chunkSize: Int { 1_024 }

    /// The chunks in order, for reading what a chunk can tell about all its elements at
    /// once (how many are done, say).
    private(set) var chunks: [Chunk] = []
    /// The index of each chunk's first element, for finding an index's chunk by binary
    /// search once removals have made chunks uneven.
    private var starts: [Int] = []
    private(set) var count = 0

    init() {}

    init(_ elements: some Sequence<Chunk.Element>) {
        for element in elements { append(element) }
    }

    /// Makes room for `count` elements in chunks of their own.
    mutating func reserveCapacity(_ count: Int) {
        chunks.reserveCapacity((count + Self.chunkSize - 1) / Self.chunkSize)
        starts.reserveCapacity((count + Self.chunkSize - 1) / Self.chunkSize)
    }

    mutating func append(_ element: Chunk.Element) {
        if chunks.isEmpty || chunks[chunks.count - 1].count >= Self.chunkSize {
            chunks.append(Chunk())
            starts.append(count)
            chunks[chunks.count - 1].reserveCapacity(Self.chunkSize)
        }
        chunks[chunks.count - 1].append(element)
        count += 1
    }

    /// Puts `element` at `index`, moving the ones from there on; only one chunk is
    /// rewritten (it may grow past `chunkSize`, as removals leave chunks uneven).
    mutating func insert(_ element: Chunk.Element, at index: Int) {
        guard index < count else {
            append(element)
            return
        }
        let (chunk, offset) = location(of: index)
        chunks[chunk].insert(element, at: offset)
        count += 1
        recomputeStarts()
    }

    /// Removes and returns the element at `index`; only its chunk is rewritten.
    @discardableResult
    mutating func remove(at index: Int) -> Chunk.Element {
        let (chunk, offset) = location(of: index)
        let element = chunks[chunk].remove(at: offset)
        if chunks[chunk].count == 0 { chunks.remove(at: chunk) }
        count -= 1
        recomputeStarts()
        return element
    }

    /// The index of the first element that `search` finds, asking each chunk in turn
    /// for the offset of a match: for searches a chunk can do faster than by looking at
    /// each element.
    func firstIndex(searchingChunks search: (Chunk) throws -> Int?) rethrows -> Int? {
        for (chunk, elements) in chunks.enumerated() {
            if let offset = try search(elements) { return starts[chunk] + offset }
        }
        return nil
    }

    /// What `read` finds at `index`, given its chunk and the offset in it: for reading
    /// part of an element a chunk can give without making the whole element.
    func withChunk<Result>(holding index: Int, _ read: (Chunk, Int) throws -> Result) rethrows -> Result {
        let (chunk, offset) = location(of: index)
        return try read(chunks[chunk], offset)
    }

    private mutating func recomputeStarts() {
        var start = 0
        starts = chunks.map { chunk in
            defer { start += chunk.count }
            return start
        }
    }

    /// The chunk holding `index`, and the index within it.
    private func location(of index: Int) -> (chunk: Int, offset: Int) {
        precondition(index >= 0 && index < count, "Index \(index) is out of range for \(count) elements.")
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return (low, index - starts[low])
    }
}

extension ChunkedCollection: RandomAccessCollection, MutableCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(index: Int) -> Chunk.Element {
        get {
            let (chunk, offset) = location(of: index)
            return chunks[chunk][offset]
        }
        set {
            let (chunk, offset) = location(of: index)
            chunks[chunk][offset] = newValue
        }
    }
}

extension ChunkedCollection {
    /// Walks the chunks directly: faster than looking every index up.
    struct Iterator: IteratorProtocol {
        fileprivate var chunks: IndexingIterator<[Chunk]>
        fileprivate var current: Chunk?
        fileprivate var offset = 0

        mutating func next() -> Chunk.Element? {
            while true {
                if let chunk = current, offset < chunk.count {
                    defer { offset += 1 }
                    return chunk[offset]
                }
                guard let chunk = chunks.next() else { return nil }
                current = chunk
                offset = 0
            }
        }
    }

    func makeIterator() -> Iterator {
        Iterator(chunks: chunks.makeIterator(), current: nil)
    }

    /// The index of the first element that satisfies `predicate`, scanning chunk by chunk.
    func firstIndex(where predicate: (Chunk.Element) throws -> Bool) rethrows -> Int? {
        try firstIndex(searchingChunks: { chunk in
            try (0..<chunk.count).first { try predicate(chunk[$0]) }
        })
    }
}

extension ChunkedCollection: Sendable where Chunk: Sendable {}

extension ChunkedCollection: Equatable where Chunk: Equatable, Chunk.Element: Equatable {
    /// Compares chunk by chunk when both are split alike, so that a copy and the
    /// original, which share all but the chunks changed since, compare without looking
    /// at the elements of the shared ones.
    static func == (lhs: ChunkedCollection, rhs: ChunkedCollection) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.starts == rhs.starts { return lhs.chunks == rhs.chunks }
        return lhs.elementsEqual(rhs)
    }
}

extension ChunkedCollection: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: Chunk.Element...) {
        self.init(elements)
    }
}

extension ChunkedCollection: CustomStringConvertible {
    /// The first few elements and how many more there are: a list of 100,000 todos can
    /// end up in a log line or a failed test's message.
    var description: String {
        let shown = prefix(5).map { String(describing: $0) }.joined(separator: ", ")
        return count > 5 ? "[\(shown), … \(count - 5) more]" : "[\(shown)]"
    }
}

/// What ``ChunkedCollection`` keeps one chunk of elements in.
protocol ChunkStorage<Element> {
    associatedtype Element
    init()
    var count: Int { get }
    subscript(offset: Int) -> Element { get set }
    mutating func reserveCapacity(_ count: Int)
    mutating func append(_ element: Element)
    mutating func insert(_ element: Element, at offset: Int)
    @discardableResult mutating func remove(at offset: Int) -> Element
}

extension Array: ChunkStorage {}
