/// A run of neighbouring cells in one row that changed since the last frame.
public struct CellRun: Equatable, Sendable {
    public var row: Int
    public var column: Int
    public var cells: [Cell]

    public init(row: Int, column: Int, cells: [Cell]) {
        self.row = row
        self.column = column
        self.cells = cells
    }
}

/// What a terminal must do to turn the picture it shows into the next frame.
public struct FrameUpdate: Equatable, Sendable {
    /// When true the terminal should forget what it shows and paint `runs` onto a
    /// blank screen (after a resize, or coming back from Ctrl-Z).
    public var isFullRedraw: Bool
    public var runs: [CellRun]
    /// Where to show the cursor afterwards; `nil` hides it.
    public var cursor: Point?
    /// Whether `cursor` differs from the previous frame's, so the terminal must move
    /// (or show, or hide) its cursor even when no cell changed.
    public var movesCursor: Bool

    public init(isFullRedraw: Bool, runs: [CellRun], cursor: Point?, movesCursor: Bool = true) {
        self.isFullRedraw = isFullRedraw
        self.runs = runs
        self.cursor = cursor
        self.movesCursor = movesCursor
    }

    /// Nothing to write: no changed cells and the cursor where it was.
    public var isEmpty: Bool { !isFullRedraw && runs.isEmpty && !movesCursor }

    /// The cells of `new` that differ from `old`, grouped into runs per row. When the
    /// sizes differ (or there is no old frame) every cell is in the update.
    ///
    /// A wide glyph and its continuation cell always travel together, so a terminal
    /// never receives half a glyph.
    public static func between(_ old: Frame?, _ new: Frame) -> FrameUpdate {
        guard let old, old.size == new.size else {
            var runs: [CellRun] = []
            runs.reserveCapacity(new.size.height)
            for row in 0..<(new.size.width > 0 ? new.size.height : 0) {
                let start = row * new.size.width
                runs.append(CellRun(row: row, column: 0, cells: Array(new.cells[start..<start + new.size.width])))
            }
            return FrameUpdate(isFullRedraw: true, runs: runs, cursor: new.cursor)
        }
        var runs: [CellRun] = []
        let width = new.size.width
        new.cells.withUnsafeBufferPointer { newCells in
            old.cells.withUnsafeBufferPointer { oldCells in
                for row in 0..<new.size.height {
                    let base = row * width
                    var column = 0
                    while column < width {
                        guard newCells[base + column] != oldCells[base + column] else {
                            column += 1
                            continue
                        }
                        var start = column
                        // Begin at the glyph's first half if only its continuation changed.
                        if newCells[base + start].isContinuation && start > 0 { start -= 1 }
                        var end = column + 1
                        while end < width && (newCells[base + end] != oldCells[base + end] || newCells[base + end].isContinuation) {
                            end += 1
                        }
                        runs.append(CellRun(row: row, column: start, cells: Array(newCells[(base + start)..<(base + end)])))
                        column = end
                    }
                }
            }
        }
        return FrameUpdate(isFullRedraw: false, runs: runs, cursor: new.cursor, movesCursor: old.cursor != new.cursor)
    }
}
