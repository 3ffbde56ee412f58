import Testing
@testable import TodoApp

@Suite struct ChunkedArrayTests {
    private let size = ChunkedArray<Int>.chunkSize

    @Test func itHoldsElementsInOrderAcrossChunks() {
        let array = ChunkedArray(0..<(size * 3 + 5))
        #expect(array.count == size * 3 + 5)
        #expect(Array(array) == Array(0..<(size * 3 + 5)))
        #expect(array[size] == size)
        #expect(array.last == size * 3 + 4)
    }

    @Test func changingAnElementOfACopyLeavesTheOriginal() {
        let original = ChunkedArray(0..<(size * 2))
        var copy = original
        copy[size + 1] = -1
        #expect(original[size + 1] == size + 1)
        #expect(copy[size + 1] == -1)
        #expect(copy != original)
    }

    @Test func removingKeepsEveryIndexRightEvenWhenChunksBecomeUneven() {
        var array = ChunkedArray(0..<(size * 3))
        var expected = Array(0..<(size * 3))
        for index in [0, size, size * 2 + 7, 5, size - 3] {
            #expect(array.remove(at: index) == expected.remove(at: index))
        }
        #expect(Array(array) == expected)
        for index in expected.indices { #expect(array[index] == expected[index]) }
        #expect(array.firstIndex { $0 == expected[size + 9] } == size + 9)
    }

    @Test func anEmptyArrayHasNoElements() {
        let array = ChunkedArray<Int>()
        #expect(array.isEmpty)
        #expect(array.firstIndex { _ in true } == nil)
        #expect(Array(array) == [])
    }
}

/// The chunked collection with plain arrays for chunks: its index bookkeeping, tested
/// with the simplest elements.
private typealias ChunkedArray<Element> = ChunkedCollection<[Element]>
