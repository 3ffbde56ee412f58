/// The full grid of cells for one picture of the screen, plus where the cursor goes.
///
/// A frame is a reference type so that a `Canvas` (a clipped window onto it) can be
/// handed to child views by value while they all draw into the same grid. Renderers
/// keep two frames and swap them, so drawing a frame allocates nothing.
public final class Frame {
    // Every cell drawn reads `size` and writes `cells`. Swift checks exclusive access to
    // a class's stored properties at run time, and on the keystroke path that check cost
    // more than the drawing it guarded. A frame is drawn by one view at a time on one
    // thread, and no code here holds an access across a call that could reach the frame
    // again, so the checks are turned off for these two.
    @exclusivity(unchecked) public private(set) var size: Size
    /// Row-major, `size.width * size.height` cells.
    @exclusivity(unchecked) public private(set) var cells: [Cell]
    /// Where the terminal should show its cursor after this frame, or `nil` to hide it.
    public var cursor: Point?
    /// The cursor a view that draws incrementally took away while it draws, for a view
    /// inside it that keeps its drawing, the cursor's among it, to put back.
    var cursorSetAside: Point?
    /// Which rows were written since ``forgetChangedRows()``: a frame kept from one
    /// picture to the next is compared with the last one on those rows alone.
    @exclusivity(unchecked) public private(set) var changedRows: [Bool]

    public init(size: Size) {
        self.size = size
        self.cells = Array(repeating: .blank, count: size.width * size.height)
        self.changedRows = Array(repeating: true, count: size.height)
    }

    public subscript(column: Int, row: Int) -> Cell {
        get { cells[row * size.width + column] }
        set {
            cells[row * size.width + column] = newValue
            changedRows[row] = true
        }
    }

    /// Starts counting changed rows afresh.
    public func forgetChangedRows() {
        changedRows.withUnsafeMutableBufferPointer { $0.update(repeating: false) }
    }

    public func contains(column: Int, row: Int) -> Bool {
        column >= 0 && row >= 0 && column < size.width && row < size.height
    }

    /// Resets every cell to blank, keeping the storage, and hides the cursor.
    public func clear() {
        cells.withUnsafeMutableBufferPointer { $0.update(repeating: .blank) }
        changedRows.withUnsafeMutableBufferPointer { $0.update(repeating: true) }
        cursor = nil
    }

    /// Changes the size, clearing every cell.
    public func resize(to newSize: Size) {
        if newSize != size {
            size = newSize
            cells = Array(repeating: .blank, count: newSize.width * newSize.height)
            changedRows = Array(repeating: true, count: newSize.height)
        } else {
            clear()
        }
        cursor = nil
    }

    /// The text of one row, continuation cells left out: what a person reads there.
    public func text(ofRow row: Int) -> String {
        var line = ""
        for column in 0..<size.width {
            line += self[column, row].content
        }
        return line
    }

    /// Every row as text, trailing blanks trimmed: the form tests compare against.
    public var lines: [String] {
        (0..<size.height).map { row in
            var line = text(ofRow: row)
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}

extension Frame {
    /// Puts `newCells` in place, one after another, from the cell at `start` (row-major).
    /// For `DrawnRowCache`, which copies whole rows it drew before.
    func replaceCells(startingAt start: Int, with newCells: ArraySlice<Cell>) {
        precondition(start >= 0 && start + newCells.count <= cells.count, "the cells go past the frame's end")
        // One block copy (cells are plain bytes), not a cell-by-cell assignment: a list
        // copies most of its rows from the cache on every key.
        cells.withUnsafeMutableBufferPointer { buffer in
            newCells.withUnsafeBufferPointer { source in
                _ = UnsafeMutableBufferPointer(rebasing: buffer[start..<start + source.count]).update(fromContentsOf: source)
            }
        }
        guard size.width > 0, !newCells.isEmpty else { return }
        for row in start / size.width...(start + newCells.count - 1) / size.width { changedRows[row] = true }
    }

    /// Blanks every cell of `rect`, which lies inside the frame, in `style`. A wide glyph
    /// cut by the rectangle's edge loses its other half too, as when text is drawn over
    /// it. One block write a row: a view drawn again clears its whole area.
    func blank(_ rect: Rect, style: Style) {
        let width = size.width
        cells.withUnsafeMutableBufferPointer { buffer in
            for row in rect.minRow..<rect.maxRow {
                let base = row * width
                if rect.minColumn > 0, buffer[base + rect.minColumn].isContinuation {
                    buffer[base + rect.minColumn - 1] = .blank(buffer[base + rect.minColumn - 1].style)
                }
                if rect.maxColumn < width, buffer[base + rect.maxColumn].isContinuation {
                    buffer[base + rect.maxColumn] = .blank(buffer[base + rect.maxColumn].style)
                }
                UnsafeMutableBufferPointer(rebasing: buffer[base + rect.minColumn..<base + rect.maxColumn]).update(repeating: .blank(style))
                changedRows[row] = true
            }
        }
    }

    /// Makes `rows` of this frame those of `other`, a frame of the same size, and the
    /// cursor `other`'s: how the picture last sent is brought up to date.
    func copyRows(_ rows: [Bool], from other: Frame) {
        precondition(other.size == size, "the frames differ in size")
        let width = size.width
        cells.withUnsafeMutableBufferPointer { target in
            other.cells.withUnsafeBufferPointer { source in
                for row in rows.indices where rows[row] {
                    let range = row * width..<(row + 1) * width
                    _ = UnsafeMutableBufferPointer(rebasing: target[range]).update(fromContentsOf: UnsafeBufferPointer(rebasing: source[range]))
                }
            }
        }
        cursor = other.cursor
    }
}
