import Foundation

/// What the list holds of the todos in its window, in the window's order: a few hundred
/// at most (see ``ListWindow``), whatever the length of the list.
typealias TodoSummaries = [TodoSummary]

extension [TodoSummary] {
    /// The index of the todo with this id.
    func firstIndex(ofID id: Todo.ID) -> Int? {
        firstIndex { $0.id == id }
    }

    /// The id of the todo at `index`.
    func id(at index: Int) -> Todo.ID {
        self[index].id
    }

    /// The highest position of any todo; nil for an empty list. Lists are read in
    /// position order, but a todo added here while another instance added some is not.
    var maxPosition: Int? {
        lazy.map(\.position).max()
    }

    /// How many of the todos are done.
    var doneCount: Int {
        count { $0.isDone }
    }

    /// Where a todo at `position` goes to keep the list in position order: after every
    /// todo at that position or before it.
    func insertionIndex(forPosition position: Int) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle].position <= position { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
