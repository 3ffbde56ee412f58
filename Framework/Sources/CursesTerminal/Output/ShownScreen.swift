import TerminalCore

/// The cells the terminal shows, as the frame updates left them: what is written again
/// when the terminal comes back from another program or from Ctrl-Z, or after a resize,
/// when what it shows is unknown. Frames applied while the terminal is lent land here
/// only.
struct ShownScreen {
    private(set) var size: Size
    /// Row after row.
    private(set) var cells: [Cell]

    init(size: Size) {
        self.size = size
        cells = Array(repeating: .blank, count: size.width * size.height)
    }

    subscript(column: Int, row: Int) -> Cell {
        cells[row * size.width + column]
    }

    /// Every cell blank, as after a full redraw's clear.
    mutating func clear() {
        for index in cells.indices { cells[index] = .blank }
    }

    /// Takes the run's cells that fall on the screen; the part of a run from a frame
    /// bigger than the screen is left out. Returns the columns taken, empty when none.
    @discardableResult
    mutating func store(_ run: CellRun) -> Range<Int> {
        guard run.row >= 0, run.row < size.height else { return 0..<0 }
        let start = max(0, run.column)
        let end = min(size.width, run.column + run.cells.count)
        guard start < end else { return 0..<0 }
        let base = run.row * size.width
        for column in start..<end {
            cells[base + column] = run.cells[column - run.column]
        }
        return start..<end
    }

    /// A screen of `newSize`, keeping the cells both sizes have.
    mutating func resize(to newSize: Size) {
        guard newSize != size else { return }
        var resized = ShownScreen(size: newSize)
        for row in 0..<min(size.height, newSize.height) {
            for column in 0..<min(size.width, newSize.width) {
                resized.cells[row * newSize.width + column] = self[column, row]
            }
        }
        self = resized
    }
}
