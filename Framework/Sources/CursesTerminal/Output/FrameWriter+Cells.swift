import CNcurses
import Glibc
import TerminalCore

/// The cells of a row, written where the frame puts them.
///
/// The terminal measures a glyph itself; the frame's columns come from the app's width
/// tables. Where the terminal's cursor goes after a glyph is reckoned with libc's
/// `wcwidth`, as curses reckoned it, and the cursor is moved whenever that is not the
/// frame's next column.
extension FrameWriter {
    /// A curses cell held one spacing character and the marks on it, five in all; a
    /// cluster is cut to that, as it was when curses drew.
    private static var scalarsPerCell: Int { 5 }

    /// Writes the row's cells in `columns`. On a cleared screen (`skippingPlainBlanks`) the
    /// plain blanks are there already and only the other cells are written.
    mutating func appendCells(row: Int, columns: Range<Int>, skippingPlainBlanks: Bool) {
        let erasedFrom = blankTail(row: row, columns: columns, skippingPlainBlanks: skippingPlainBlanks)
        for column in columns {
            if column == erasedFrom {
                // Blanks to the end of the row: one erase instead.
                if cursorRow != row || cursorColumn != column { moveCursor(row: row, column: column) }
                setLook(screen[column, row].style)
                bytes.append(contentsOf: capabilities.clearToEndOfLine)
                return
            }
            let cell = screen[column, row]
            // On a cleared screen a blank is written only where the glyph before went
            // further than the frame put it (libc measured it wider), to clip it, or as
            // the shortest way to a glyph a few columns on (in plain attributes already).
            if skippingPlainBlanks && cell == .blank && !(cursorRow == row && cursorColumn > column)
                && !(cursorRow == row && cursorColumn == column && look == .plain && glyphFollows(column, row: row)) {
                continue
            }
            if cell.isContinuation {
                // The wide glyph to its left covered this column, unless libc measured that
                // glyph narrow; then it is blanked, so that nothing stale shows.
                if cursorRow == row && cursorColumn == column { put(.blank(cell.style), column: column, row: row) }
                continue
            }
            if cursorRow != row || cursorColumn != column { moveCursor(row: row, column: column) }
            put(cell, column: column, row: row)
        }
    }

    /// Whether a cell other than a plain blank comes within a few columns after
    /// `column`: writing the blanks up to it is then shorter than moving the cursor there.
    private func glyphFollows(_ column: Int, row: Int) -> Bool {
        for next in (column + 1)..<min(screen.size.width, column + 4) where screen[next, row] != .blank {
            return true
        }
        return false
    }

    /// Where the run's last blanks start when `el` can draw them: blanks of one look that
    /// erasing draws, reaching the end of the row, more of them than `el` has bytes.
    private func blankTail(row: Int, columns: Range<Int>, skippingPlainBlanks: Bool) -> Int? {
        guard !columns.isEmpty, columns.upperBound == screen.size.width, !capabilities.clearToEndOfLine.isEmpty else { return nil }
        let last = screen[columns.upperBound - 1, row]
        guard last.glyph == .space, !(skippingPlainBlanks && last.style == .plain) else { return nil }
        var start = columns.upperBound - 1
        while start > columns.lowerBound && screen[start - 1, row] == last { start -= 1 }
        guard columns.upperBound - start > capabilities.clearToEndOfLine.count,
              Look(last.style, palette: palette, attributesNotWithColor: capabilities.attributesNotWithColor)
                .erasesLikeBlanks(capabilities)
        else { return nil }
        return start
    }

    /// Writes one cell where the cursor is, and moves the reckoned cursor past it.
    private mutating func put(_ cell: Cell, column: Int, row: Int) {
        setLook(cell.style)
        let start = bytes.count
        var columns = 1
        if let byte = cell.glyph.asciiByte, byte >= 0x20 && byte < 0x7F {
            // Most cells: one printable ASCII character, sent as it is.
            bytes.append(byte)
        } else {
            columns = appendGlyph(cell.content)
            let framed = column + 1 < screen.size.width && screen[column + 1, row].isContinuation ? 2 : 1
            if column + max(columns, framed) > screen.size.width {
                // A glyph wider than the columns left (the screen shrank under this frame)
                // would wrap to the next row.
                bytes.removeSubrange(start...)
                bytes.append(UInt8(ascii: " "))
                columns = 1
            }
        }
        if capabilities.lastCellScrolls && row == screen.size.height - 1 && column + columns >= screen.size.width {
            // Without `xenl` the bottom right cell scrolls the screen, unless the
            // terminal's wrapping is off while it is written; else it is left alone.
            guard !capabilities.autoMarginOff.isEmpty else {
                bytes.removeSubrange(start...)
                return
            }
            bytes.insert(contentsOf: capabilities.autoMarginOff, at: start)
            bytes.append(contentsOf: capabilities.autoMarginOn)
        }
        cursorColumn += columns
    }

    /// Appends the cluster as a curses cell held it and returns the columns libc gives it.
    ///
    /// Control characters never reach the terminal raw; a cluster that starts with a
    /// combining mark gets a space to sit on. A cluster of several spacing characters is
    /// sent as its first: frames laid out by the app's canvas hold an emoji sequence (a
    /// family joined by U+200D, a skin tone) as its parts, each in cells of its own and
    /// ending at most in a joiner, which is dropped here: sent, it would have a terminal
    /// that knows the sequence draw the parts as one picture, narrower than they were
    /// counted. A flag is its two regional indicators, one column each: a terminal that
    /// knows flags joins them into one across the two columns, one that does not shows
    /// two letters, and both fill exactly the columns the frame gave the flag.
    private mutating func appendGlyph(_ glyph: String) -> Int {
        let scalars = glyph.unicodeScalars
        if scalars.count == 2, scalars.allSatisfy({ (0x1F1E6...0x1F1FF).contains($0.value) }) {
            return scalars.reduce(0) { columns, indicator in
                append(indicator)
                return columns + max(1, Self.width(of: indicator))
            }
        }
        var count = 0
        var columns = 1
        for scalar in scalars where count < Self.scalarsPerCell {
            if count > 0 && (scalar == "\u{200D}" || Self.width(of: scalar) != 0) { break }
            let safe: Unicode.Scalar = TerminalText.isReplacedForDisplay(scalar) ? "\u{FFFD}" : scalar
            if count == 0 {
                let width = Self.width(of: safe)
                if width < 0 {
                    // A character libc cannot measure (unassigned, or newer than the C
                    // library) is sent as a blank, as curses sent it: a terminal would
                    // give it columns of its own choosing.
                    bytes.append(UInt8(ascii: " "))
                    return 1
                }
                if !safe.isASCII && width == 0 {
                    bytes.append(UInt8(ascii: " "))
                    count = 1
                } else {
                    columns = max(1, width)
                }
            }
            append(safe)
            count += 1
        }
        if count == 0 { bytes.append(UInt8(ascii: " ")) }
        return columns
    }

    private static func width(of scalar: Unicode.Scalar) -> Int {
        Int(cncurses_wcwidth(wchar_t(scalar.value)))
    }

    /// Appends the scalar in UTF-8, or without a UTF-8 locale as the locale writes it;
    /// one it cannot write is a question mark.
    private mutating func append(_ scalar: Unicode.Scalar) {
        if encodesUTF8 || scalar.isASCII {
            bytes.append(contentsOf: scalar.utf8)
            return
        }
        var state = mbstate_t()
        let encoded = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 16) { buffer -> [UInt8] in
            let count = wcrtomb(buffer.baseAddress, wchar_t(scalar.value), &state)
            guard count > 0 && count <= buffer.count else { return [UInt8(ascii: "?")] }
            return buffer[..<count].map { UInt8(bitPattern: $0) }
        }
        bytes.append(contentsOf: encoded)
    }
}
