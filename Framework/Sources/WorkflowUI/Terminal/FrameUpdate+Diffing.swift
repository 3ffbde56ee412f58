import Glibc

/// Deciding what changed is the renderer's job, so that every `TerminalDevice` gets the
/// same minimal updates and only has to write them.
extension FrameUpdate {
    /// The cells of `new` that differ from `old`, grouped into runs per row. When the
    /// sizes differ (or there is no old frame) every cell is in the update.
    ///
    /// A wide glyph and its continuation cell always travel together, so a terminal
    /// never receives half a glyph.
    ///
    /// `rows`, when given, says which rows may differ (`Frame.changedRows`): the others
    /// are not compared.
    public static func between(_ old: Frame?, _ new: Frame, rows: [Bool]? = nil) -> FrameUpdate {
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
                let rowBytes = width * MemoryLayout<Cell>.stride
                for row in 0..<new.size.height {
                    if let rows, !rows[row] { continue }
                    let base = row * width
                    // Most rows of a frame are those of the last one: one compare of their
                    // bytes settles it. Equal bytes are equal cells; unequal bytes are
                    // compared cell by cell below, so padding can only cost time.
                    if rowBytes > 0, memcmp(newCells.baseAddress! + base, oldCells.baseAddress! + base, rowBytes) == 0 { continue }
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
