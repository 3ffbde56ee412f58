import CNcurses
import Glibc
import TerminalCore

/// Writes `FrameUpdate`s into curses's picture of the screen, then lets curses send the
/// terminal only what differs from what it already shows, in one `doupdate`.
struct ScreenPainter {
    var palette: ColorPalette
    /// False while another program has the terminal: updates still go into curses's
    /// picture of the screen, which is sent whole when the terminal comes back, but
    /// nothing is written to the terminal meanwhile.
    var ownsTerminal = true
    /// What the last update asked for; nil before the first one.
    private var shownCursor: Point??
    private var cursorIsVisible: Bool?
    /// Whether the last update wanted the cursor shown, inside the window.
    private var wantsCursorVisible = false

    init(palette: ColorPalette) {
        self.palette = palette
    }

    mutating func paint(_ update: FrameUpdate, on window: UnsafeMutablePointer<WINDOW>) {
        if update.isEmpty && shownCursor == .some(update.cursor) { return }
        if update.isFullRedraw {
            // Clear curses's model and the real screen: after a resize or a return from
            // Ctrl-Z, what the terminal shows is unknown.
            wclear(window)
        }
        let bounds = Size(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
        for run in update.runs where run.row >= 0 && run.row < bounds.height {
            // After `wclear` every cell of the window is a plain blank already: a full
            // redraw writes only the others (a welcome screen is mostly blank).
            write(run, on: window, width: bounds.width, skippingPlainBlanks: update.isFullRedraw)
        }
        let cursor = update.cursor.flatMap { Rect(size: bounds).contains($0) ? $0 : nil }
        wantsCursorVisible = cursor != nil
        shownCursor = .some(update.cursor)
        if let cursor {
            leaveok(window, false)
            wmove(window, Int32(cursor.row), Int32(cursor.column))
        } else {
            // Nobody sees the cursor, so curses need not move it after drawing.
            leaveok(window, true)
        }
        wnoutrefresh(window)
        guard ownsTerminal else { return }
        if cursor == nil { setCursorVisible(false) }
        doupdate()
        if cursor != nil { setCursorVisible(true) }
    }

    /// Forget what the cursor looked like, for after curses was suspended.
    mutating func forgetCursor() {
        shownCursor = nil
        cursorIsVisible = nil
    }

    /// The terminal is back from another program and curses has sent it the whole
    /// picture: shows or hides the cursor as the last update asked.
    mutating func terminalCameBack() {
        ownsTerminal = true
        cursorIsVisible = nil
        setCursorVisible(wantsCursorVisible)
    }

    private mutating func setCursorVisible(_ visible: Bool) {
        guard cursorIsVisible != visible else { return }
        curs_set(visible ? 1 : 0)
        cursorIsVisible = visible
    }

    // MARK: Cells

    /// Writes each glyph at the column the frame gives it. curses may measure a glyph
    /// differently from the frame (libc's `wcwidth` against the app's width tables), so
    /// its cursor is checked against the frame's column rather than trusted.
    private mutating func write(
        _ run: CellRun, on window: UnsafeMutablePointer<WINDOW>, width: Int, skippingPlainBlanks: Bool
    ) {
        let row = Int32(run.row)
        wmove(window, row, Int32(max(0, run.column)))
        // Neighbouring cells nearly always share a style: its curses attributes and
        // colour pair are worked out when it changes, not for every cell.
        var look = self.look(for: run.cells.first?.style ?? .plain)
        for (offset, cell) in run.cells.enumerated() {
            let column = run.column + offset
            guard column < width else { break }
            guard column >= 0 else { continue }
            // Unless curses put the glyph before further than the frame did (it measured
            // it wider): the blank then clips it, as an update that is not full does.
            if skippingPlainBlanks && cell == .blank && !(getcury(window) == row && getcurx(window) > Int32(column)) {
                continue
            }
            if cell.style != look.style { look = self.look(for: cell.style) }
            let isWide = offset + 1 < run.cells.count && run.cells[offset + 1].isContinuation
            if cell.isContinuation {
                // curses covered this column with the wide glyph to its left, unless it
                // measured that glyph narrow; then blank it so nothing stale shows.
                if getcurx(window) == Int32(column) { Self.put(" ", look: look, on: window) }
                continue
            }
            if getcurx(window) != Int32(column) || getcury(window) != row {
                wmove(window, row, Int32(column))
            }
            if let ascii = Self.printableASCII(cell.glyph) {
                // Most cells: one printable ASCII character, put as it is.
                Self.put(ascii, look: look, on: window)
            } else if isWide && column + 1 >= width {
                // A wide glyph that no longer fits (the window shrank under this frame)
                // would wrap to the next line.
                Self.put(" ", look: look, on: window)
            } else {
                let glyph = cell.content
                if let indicators = Self.regionalIndicators(of: glyph) {
                    // A flag is two one-column regional indicators in a cell of their own
                    // each: a terminal that knows flags joins them into one across the two
                    // columns, one that does not shows two letters, and both fill exactly
                    // the columns the frame gave the flag.
                    indicators.forEach { Self.put($0, look: look, on: window) }
                } else {
                    Self.put(glyph, look: look, on: window)
                }
            }
        }
    }

    /// A cell's style as curses takes it.
    private struct CursesLook {
        let style: Style
        let attributes: attr_t
        let pair: Int16
    }

    /// `style` as curses takes it; a new colour pair is made the first time one is needed.
    private mutating func look(for style: Style) -> CursesLook {
        CursesLook(style: style, attributes: attributes(for: style), pair: palette.pair(for: style))
    }

    /// The cell's character when it is a single printable ASCII one (a space to a
    /// tilde), which needs no cluster walk, no flag check and no sanitising.
    private static func printableASCII(_ glyph: Glyph) -> UInt8? {
        guard let byte = glyph.asciiByte, byte >= 0x20 && byte < 0x7F else { return nil }
        return byte
    }

    /// Adds one printable ASCII character.
    private static func put(_ byte: UInt8, look: CursesLook, on window: UnsafeMutablePointer<WINDOW>) {
        var character = cchar_t()
        var text: (wchar_t, wchar_t) = (wchar_t(byte), 0)
        withUnsafePointer(to: &text) { pointer in
            pointer.withMemoryRebound(to: wchar_t.self, capacity: 2) { characters in
                _ = setcchar(&character, characters, look.attributes, look.pair, nil)
            }
        }
        _ = wadd_wch(window, &character)
    }

    /// Adds one grapheme cluster. The result is ignored on purpose: curses reports ERR
    /// after writing the bottom-right cell because the cursor cannot move past it, yet the
    /// cell is written, and curses sends it without scrolling.
    private static func put(_ glyph: String, look: CursesLook, on window: UnsafeMutablePointer<WINDOW>) {
        var character = cchar_t()
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: Int(CCHARW_MAX) + 2) { buffer in
            let count = Self.fill(buffer, with: glyph)
            buffer[count] = 0
            _ = setcchar(&character, buffer.baseAddress, look.attributes, look.pair, nil)
        }
        _ = wadd_wch(window, &character)
    }

    /// The two regional indicators of a flag ("🇯🇵"), or nil for any other cluster.
    private static func regionalIndicators(of glyph: String) -> [String]? {
        let scalars = glyph.unicodeScalars
        guard scalars.count == 2, scalars.allSatisfy({ (0x1F1E6...0x1F1FF).contains($0.value) }) else { return nil }
        return scalars.map { String($0) }
    }

    /// The cluster's scalars as wide characters, as many as a curses cell holds. Control
    /// characters never reach the terminal raw; a cluster that starts with a combining
    /// mark gets a space to sit on, as curses would otherwise join it to the cell before.
    ///
    /// A curses cell holds one spacing character and the zero-width marks on it, so a
    /// cluster of several spacing characters is drawn as its first character: curses
    /// would otherwise give each its own cell and push everything after it out of
    /// place. Frames laid out by the app's canvas hold an emoji sequence (a family
    /// joined by U+200D, a skin tone) as its parts, each in cells of its own and ending
    /// at most in a joiner, which is dropped here: sent, it would have a terminal that
    /// knows the sequence draw the parts as one picture, narrower than they were
    /// counted. (Flags are painted apart, as two cells.)
    private static func fill(_ buffer: UnsafeMutableBufferPointer<wchar_t>, with glyph: String) -> Int {
        var count = 0
        for scalar in glyph.unicodeScalars where count < Int(CCHARW_MAX) {
            if count > 0 && (scalar == "\u{200D}" || cncurses_wcwidth(wchar_t(scalar.value)) != 0) { break }
            let safe: Unicode.Scalar = TerminalText.isReplacedForDisplay(scalar) ? "\u{FFFD}" : scalar
            if count == 0 && !safe.isASCII && cncurses_wcwidth(wchar_t(safe.value)) == 0 {
                buffer[0] = wchar_t(UInt8(ascii: " "))
                count = 1
            }
            buffer[count] = wchar_t(safe.value)
            count += 1
        }
        if count == 0 {
            buffer[0] = wchar_t(UInt8(ascii: " "))
            count = 1
        }
        return count
    }

    private func attributes(for style: Style) -> attr_t {
        var attributes = cncurses_a_normal()
        var wanted = style.attributes
        if !palette.isEnabled && style.background != .default {
            // Without colour a highlight drawn as a background would vanish; reverse video
            // keeps it visible.
            wanted.insert(.reverse)
        }
        if wanted.contains(.bold) { attributes |= cncurses_a_bold() }
        if wanted.contains(.dim) { attributes |= cncurses_a_dim() }
        if wanted.contains(.italic) { attributes |= cncurses_a_italic() }
        if wanted.contains(.underline) { attributes |= cncurses_a_underline() }
        if wanted.contains(.reverse) { attributes |= cncurses_a_reverse() }
        return attributes
    }
}
