/// A vertical list that draws only the rows on screen and scrolls to keep the
/// selected row in view.
///
/// The list does not own its items or its selection: the app keeps both in workflow
/// state and passes them in on every draw. What the list keeps is pure view state,
/// the first row on screen, so a view owns one `ScrollingList` value between frames.
/// Drawing asks for exactly the visible rows, one closure call each, so a list of
/// 100,000 items costs the same per frame as a list of 20.
///
/// ```swift
/// list.draw(in: canvas, itemCount: contacts.count, selection: selection) { row, index, isSelected in
///     row.draw(contacts[index].name, at: .zero, width: row.size.width,
///              style: isSelected ? theme.selection : .plain, padded: true)
/// }
/// ```
///
/// Scrolling is minimal: the list moves only when the selection would leave the
/// screen, and then only far enough to show it on the first or last row.
public struct ScrollingList: Hashable, Sendable {
    /// The index of the item on the first row.
    public private(set) var firstVisibleIndex = 0
    /// The rows the list had at its last draw: the size of a page for `ListMovement`.
    public private(set) var pageSize = 1

    public init() {}

    /// The indices of the items on screen with `rows` rows, after scrolling (as
    /// little as possible) so that `selection` is among them. Also trims scrolling
    /// that would leave empty rows below the last item, as after deletions.
    @discardableResult
    public mutating func scroll(toShow selection: Int?, itemCount: Int, rows: Int) -> Range<Int> {
        let rows = max(0, rows)
        if let selection, selection >= 0, selection < itemCount, rows > 0 {
            if selection < firstVisibleIndex { firstVisibleIndex = selection }
            if selection >= firstVisibleIndex + rows { firstVisibleIndex = selection - rows + 1 }
        }
        firstVisibleIndex = max(0, min(firstVisibleIndex, itemCount - rows))
        return firstVisibleIndex..<min(itemCount, firstVisibleIndex + rows)
    }

    /// Scrolls with the items when `offset` of them were put before (positive) or
    /// taken from before (negative) those on screen, so the same items stay on the same
    /// rows: a list that reads more items above the first as the user scrolls up calls
    /// it, or its rows would jump by the number read.
    ///
    /// ```swift
    /// items.insert(contentsOf: earlier, at: 0)
    /// list.itemsMoved(by: earlier.count)
    /// selection += earlier.count
    /// ```
    public mutating func itemsMoved(by offset: Int) {
        firstVisibleIndex = max(0, firstVisibleIndex + offset)
    }

    /// Scrolls to show `selection`, then calls `drawRow` once for each item on
    /// screen, with a one-row canvas, the item's index and whether it is selected.
    /// Rows below the last item are left as they are.
    public mutating func draw(
        in canvas: Canvas, itemCount: Int, selection: Int?,
        drawRow: (_ row: Canvas, _ index: Int, _ isSelected: Bool) -> Void
    ) {
        let rows = canvas.size.height
        pageSize = max(1, rows)
        let visible = scroll(toShow: selection, itemCount: itemCount, rows: rows)
        for index in visible {
            let row = canvas.region(Rect(column: 0, row: index - firstVisibleIndex, width: canvas.size.width, height: 1))
            drawRow(row, index, index == selection)
        }
    }

    /// The selection after `movement`, with a page the size of the last draw.
    ///
    /// The page keys scroll the list itself by a page, as `less` does, and the selection
    /// moves with it, keeping its row on screen. Where the list cannot scroll further,
    /// they go to the first or last item.
    public mutating func selection(after movement: ListMovement, from current: Int?, itemCount: Int) -> Int? {
        guard let current, itemCount > 0, movement == .pageUp || movement == .pageDown else {
            return movement.selection(from: current, itemCount: itemCount, pageSize: pageSize)
        }
        let lastFirstVisible = max(0, itemCount - pageSize)
        let page = movement == .pageDown ? pageSize : -pageSize
        let first = min(max(0, firstVisibleIndex + page), lastFirstVisible)
        guard first != firstVisibleIndex else {
            return movement == .pageDown ? itemCount - 1 : 0
        }
        let moved = current + first - firstVisibleIndex
        firstVisibleIndex = first
        return min(max(0, moved), itemCount - 1)
    }
}
