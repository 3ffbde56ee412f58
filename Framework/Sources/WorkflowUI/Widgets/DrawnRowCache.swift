/// Keeps the cells each row of a list drew in the last frame, with a key that holds
/// everything the row's drawing depends on, and copies them back instead of drawing the
/// row again when the same key comes to the same row.
///
/// Moving a list's selection changes two rows; the others are drawn exactly as before.
/// Comparing a row's key and copying its cells costs a fraction of measuring and placing
/// its text again.
///
/// ```swift
/// var place = 0  // the list draws its rows top to bottom
/// list.draw(in: canvas, itemCount: rows.count, selection: selection) { row, index, isSelected in
///     let contactRow = ContactRow(contact: rows[index], isSelected: isSelected)
///     rowCache.draw(row, at: place, key: contactRow) { contactRow.draw(in: $0, theme: theme) }
///     place += 1
/// }
/// ```
///
/// The key must hold all that the drawing reads (the item, whether it is selected, what
/// a search marks, the day when dates are relative…); the row's width is compared too.
/// Rows are drawn on their own cleared area, as a view's rows are in each frame: what
/// was under a row is not part of what is kept. Call ``clear()`` when something outside
/// the keys changes, such as the theme. A row the canvas clips is drawn, never kept.
///
/// Rows are kept by their place on screen, so a cache holds one screenful however long
/// the list, and finding a row is one comparison of keys, not a hash of them. A list
/// that scrolls draws its rows again.
///
/// On a canvas that is not blank, the list's own last drawing (a view that
/// `drawsIncrementally`), a row whose key did not change is left as it is, and one
/// whose key did is blanked before it is drawn.
@frozen
public struct DrawnRowCache<Key: Equatable> {
    @usableFromInline
    struct DrawnRow {
        @usableFromInline let key: Key
        @usableFromInline let width: Int
        @usableFromInline let cells: [Cell]

        @usableFromInline
        init(key: Key, width: Int, cells: [Cell]) {
            self.key = key
            self.width = width
            self.cells = cells
        }
    }

    /// The row drawn last at each place on screen, from the top.
    @usableFromInline var rows: [DrawnRow?] = []

    @inlinable
    public init() {}

    /// Draws the one-row canvas `row`, the `place`th on screen (0 at the top): by
    /// copying the cells drawn there before for an equal key at the same width, or else
    /// with `draw`, keeping what it drew.
    @inlinable
    public mutating func draw(_ row: Canvas, at place: Int, key: Key, with draw: (Canvas) -> Void) {
        guard place >= 0, row.size.height == 1, row.isWhollyVisible else {
            draw(row.cleared())
            return
        }
        if place < rows.count, let drawn = rows[place], drawn.width == row.size.width, drawn.key == key {
            if row.isBlank { row.replaceCells(ofRow: 0, with: drawn.cells[...]) }
            return
        }
        draw(row.cleared())
        if place >= rows.count { rows.append(contentsOf: repeatElement(nil, count: place + 1 - rows.count)) }
        // A copy: a slice would share the frame's storage, and the frame's next write
        // would then copy all of it.
        rows[place] = DrawnRow(key: key, width: row.size.width, cells: Array(row.cells(ofRow: 0)))
    }

    /// Forgets every row, for when their drawing changes for a reason no key holds.
    @inlinable
    public mutating func clear() {
        rows.removeAll()
    }

    /// Forgets the rows from the `place`th on, for a list that blanked them (it has
    /// fewer rows than before): a row drawn there again is drawn, not left as it is.
    @inlinable
    public mutating func forgetRows(from place: Int) {
        if place < rows.count { rows.removeSubrange(max(0, place)...) }
    }
}
