import Foundation

/// What the list shows of each of a user's todos, in list order.
///
/// A list can hold 100,000 todos, and most of its memory is titles: as `String`s each
/// is a heap block of its own, 32 bytes of header plus the text, rounded up. Here each
/// chunk keeps its titles' UTF-8 back to back in one buffer, and ids, positions and
/// done flags in arrays of their own, which halves the list's memory. A title becomes a
/// `String` again only when read, and only the rows on screen are read.
///
/// Find a todo with ``firstIndex(ofID:)``, which looks at ids alone; `firstIndex(where:)`
/// would make every title a `String` on the way.
typealias TodoSummaries = ChunkedCollection<TodoSummaryChunk>

extension ChunkedCollection where Chunk == TodoSummaryChunk {
    /// The index of the todo with this id, comparing ids only.
    func firstIndex(ofID id: Todo.ID) -> Int? {
        firstIndex(searchingChunks: { $0.offset(ofID: id) })
    }

    /// The id of the todo at `index`, read without its title.
    func id(at index: Int) -> Todo.ID {
        withChunk(holding: index) { chunk, offset in chunk.id(at: offset) }
    }

    /// The highest position of any todo; nil for an empty list. Lists are read in
    /// position order, but a todo added here while another instance added some is not.
    var maxPosition: Int? {
        chunks.compactMap(\.maxPosition).max()
    }

    /// How many of the todos are done, counted without reading a title.
    var doneCount: Int {
        chunks.reduce(0) { $0 + $1.doneCount }
    }

    /// The position of the todo at `index`, read without its title.
    func position(at index: Int) -> Int {
        withChunk(holding: index) { chunk, offset in chunk.position(at: offset) }
    }

    /// Where a todo at `position` goes to keep the list in position order: after every
    /// todo at that position or before it.
    func insertionIndex(forPosition position: Int) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self.position(at: middle) <= position { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
