/// A move of a list's selection, and the arithmetic for it.
///
/// The selection belongs to the app (it lives in workflow state); a view gets one
/// command per movement from `KeyCommand.movements`, computes the new selection with
/// this pure function and sends it to the screen:
///
/// ```swift
/// KeyCommand.movements(title: "move", bindings: environment.keyBindings) { [unowned self] movement in
///     screen.onSelect(movement.selection(from: screen.selection, itemCount: screen.contacts.count,
///                                        pageSize: list.pageSize))
/// }
/// ```
public enum ListMovement: Hashable, Sendable, CaseIterable {
    case up
    case down
    case pageUp
    case pageDown
    case first
    case last

    /// The selection after this move, kept inside `0..<itemCount`; `nil` when the
    /// list is empty. With no selection yet every move selects the first item,
    /// except `.last`. A page is `pageSize` rows (at least one).
    public func selection(from current: Int?, itemCount: Int, pageSize: Int) -> Int? {
        guard itemCount > 0 else { return nil }
        let last = itemCount - 1
        guard let current else { return self == .last ? last : 0 }
        let page = max(1, pageSize)
        let target: Int
        switch self {
        case .up: target = current - 1
        case .down: target = current + 1
        case .pageUp: target = current - page
        case .pageDown: target = current + page
        case .first: target = 0
        case .last: target = last
        }
        return min(max(0, target), last)
    }
}
