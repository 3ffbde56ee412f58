/// An array kept in chunks, so that changing one element of a shared copy copies one
/// chunk rather than the whole array.
///
/// The list's todos are shared between the workflow state and the screens rendered from
/// it; with a plain array, ticking off one of 100,000 todos copied all of them (8 MB
/// and a retain per title) on the keystroke path. Here it copies at most `chunkSize`.
public struct ChunkedArray<Element> {
    public static var chunkSize: Int { 1_024 }

    private var chunks: [[Element]] = []
    /// The index of each chunk's first element, for finding an index's chunk by binary
    /// search once removals have made chunks uneven.
    private var starts: [Int] = []
    public private(set) var count = 0

    public init() {}

    public init(_ elements: some Sequence<Element>) {
        for element in elements { append(element) }
    }

    /// Makes room for `count` elements in chunks of their own.
    public mutating func reserveCapacity(_ count: Int) {
        chunks.reserveCapacity((count + Self.chunkSize - 1) / Self.chunkSize)
        starts.reserveCapacity((count + Self.chunkSize - 1) / Self.chunkSize)
    }

    public mutating func append(_ element: Element) {
        if chunks.isEmpty || chunks[chunks.count - 1].count >= Self.chunkSize {
            chunks.append([])
            starts.append(count)
            chunks[chunks.count - 1].reserveCapacity(Self.chunkSize)
        }
        chunks[chunks.count - 1].append(element)
        count += 1
    }

    /// Removes and returns the element at `index`; only its chunk is rewritten.
    @discardableResult
    public mutating func remove(at index: Int) -> Element {
        let (chunk, offset) = location(of: index)
        let element = chunks[chunk].remove(at: offset)
        if chunks[chunk].isEmpty { chunks.remove(at: chunk) }
        count -= 1
        recomputeStarts()
        return element
    }

    public mutating func removeAll(where shouldBeRemoved: (Element) -> Bool) {
        for chunk in chunks.indices { chunks[chunk].removeAll(where: shouldBeRemoved) }
        chunks.removeAll { $0.isEmpty }
        count = chunks.reduce(0) { $0 + $1.count }
        recomputeStarts()
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

extension ChunkedArray: RandomAccessCollection, MutableCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(index: Int) -> Element {
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

extension ChunkedArray {
    /// Walks the chunks directly: faster than looking every index up.
    public struct Iterator: IteratorProtocol {
        fileprivate var chunks: IndexingIterator<[[Element]]>
        fileprivate var current: IndexingIterator<[Element]>?

        public mutating func next() -> Element? {
            while true {
                if let element = current?.next() { return element }
                guard let chunk = chunks.next() else { return nil }
                current = chunk.makeIterator()
            }
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(chunks: chunks.makeIterator(), current: nil)
    }

    /// The index of the first element that satisfies `predicate`, scanning chunk by chunk.
    public func firstIndex(where predicate: (Element) throws -> Bool) rethrows -> Int? {
        for (chunk, elements) in chunks.enumerated() {
            if let offset = try elements.firstIndex(where: predicate) { return starts[chunk] + offset }
        }
        return nil
    }
}

extension ChunkedArray: Sendable where Element: Sendable {}

extension ChunkedArray: Equatable where Element: Equatable {
    public static func == (lhs: ChunkedArray, rhs: ChunkedArray) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}

extension ChunkedArray: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension ChunkedArray: CustomStringConvertible {
    public var description: String { Array(self).description }
}
