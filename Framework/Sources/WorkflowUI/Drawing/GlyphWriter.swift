/// Places glyphs left to right along one row of a frame, inside a clip, keeping the
/// frame's wide glyphs whole.
///
/// Three rules keep every row a sequence of whole glyphs:
/// - a wide glyph that would straddle an edge of the clip is replaced by a blank in
///   the column that is inside;
/// - writing over the continuation half of a wide glyph blanks its first half, just
///   left of the written run;
/// - writing over the first half of a wide glyph blanks its continuation, just right
///   of the written run (see `finish`).
/// Only the run's two ends need the checks, because everything between them is
/// written anew.
struct GlyphWriter {
    private let frame: Frame
    private let row: Int
    private let minColumn: Int
    private let maxColumn: Int
    private let isRowVisible: Bool
    /// The frame column where the next glyph goes.
    private(set) var column: Int
    /// One past the last column written, once something was.
    private var writtenEnd: Int?

    init(frame: Frame, row: Int, clip: Rect, startColumn: Int) {
        self.frame = frame
        self.row = row
        self.minColumn = clip.minColumn
        self.maxColumn = clip.maxColumn
        self.isRowVisible = row >= clip.minRow && row < clip.maxRow
        self.column = startColumn
    }

    /// Whether the next glyph would start at or past the right edge of the clip.
    var isAtEnd: Bool { column >= maxColumn }

    /// Places one glyph of `width` columns (1 or 2) and moves past it. Returns false
    /// once the right edge of the clip is reached: there is no point going on.
    @inline(__always)
    mutating func place(_ glyph: Glyph, width: Int, style: Style) -> Bool {
        let start = column
        guard start < maxColumn else { return false }
        column += width
        if column <= minColumn { return true }  // still left of the clip
        guard isRowVisible else { return column < maxColumn }
        if start < minColumn {
            // Right half pokes into the clip: its first half is outside.
            write(.blank(style), at: minColumn)
        } else if column > maxColumn {
            write(.blank(style), at: start)  // would straddle the right edge
            column = maxColumn
            return false
        } else {
            write(Cell(glyph: glyph, style: style), at: start)
            if width == 2 { write(.continuation(style), at: start + 1) }
        }
        return column < maxColumn
    }

    @inline(__always)
    private mutating func write(_ cell: Cell, at column: Int) {
        if writtenEnd == nil, column > 0, frame[column, row].isContinuation {
            let firstHalf = frame[column - 1, row]
            frame[column - 1, row] = .blank(firstHalf.style)
        }
        frame[column, row] = cell
        writtenEnd = column + 1
    }

    /// Blanks the continuation of a wide glyph whose first half was just overwritten.
    func finish() {
        guard let end = writtenEnd, end < frame.size.width else { return }
        let next = frame[end, row]
        if next.isContinuation { frame[end, row] = .blank(next.style) }
    }
}
