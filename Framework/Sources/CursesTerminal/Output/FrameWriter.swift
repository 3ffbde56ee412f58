import Glibc
import TerminalCore

/// Writes `FrameUpdate`s to the terminal: the cells that changed, then the cursor, in
/// terminfo's escape sequences, in one `write` a frame.
///
/// The app compared the frame with the last one already: an update's runs are written as
/// they are, with no second comparison. curses sets the terminal up and restores it, reads
/// the keys and gives terminfo's strings; it draws nothing. Between frames the terminal
/// is left in plain attributes, as curses leaves it, and curses believes the cursor hidden
/// (as set when it started), which is what its way out needs (see `CursesScreen`).
struct FrameWriter {
    let palette: ColorPalette
    let capabilities: TerminalCapabilities
    private let descriptor: Int32
    /// False when no UTF-8 locale could be had (`UTF8Locale`): glyphs are then encoded as
    /// the locale encodes them, as curses did.
    let encodesUTF8: Bool
    /// What the terminal shows, or will once it is back from another program.
    private(set) var screen: ShownScreen
    /// False while another program has the terminal: updates land in `screen` only, and
    /// the whole of it is written when the terminal comes back (`repaint`).
    var ownsTerminal = true

    /// The frame's bytes; kept between frames for its capacity.
    var bytes: [UInt8] = []
    /// Where the terminal's cursor is once it has drawn `bytes`; -1 when unknown. Past
    /// the last column after a glyph there.
    var cursorRow = -1
    var cursorColumn = -1
    /// The look the terminal draws in, and the style it came from.
    var look = Look.plain
    var lookStyle: Style?
    /// Whether the terminal shows its cursor; nil when unknown.
    private var cursorIsVisible: Bool? = false
    /// The cursor the last update asked for, and whether there was one yet.
    private var wantedCursor: Point??
    /// The screen is unknown (at the start, after a resize): the next frame clears it and
    /// writes it whole.
    private var needsRepaint = true

    init(descriptor: Int32, capabilities: TerminalCapabilities, palette: ColorPalette, encodesUTF8: Bool, size: Size) {
        self.descriptor = descriptor
        self.capabilities = capabilities
        self.palette = palette
        self.encodesUTF8 = encodesUTF8
        screen = ShownScreen(size: size)
    }

    /// Writes what the update changed and places or hides the cursor, in one `write`;
    /// nothing when the update changes nothing.
    mutating func apply(_ update: FrameUpdate) {
        if update.isEmpty && wantedCursor == .some(update.cursor) { return }
        wantedCursor = .some(update.cursor)
        if update.isFullRedraw {
            screen.clear()
            needsRepaint = true
        }
        guard ownsTerminal else {
            for run in update.runs { screen.store(run) }
            return
        }
        startFrame()
        if needsRepaint {
            for run in update.runs { screen.store(run) }
            appendWholeScreen()
        } else {
            for run in update.runs {
                let columns = screen.store(run)
                if !columns.isEmpty { appendCells(row: run.row, columns: columns, skippingPlainBlanks: false) }
            }
        }
        finishFrame()
    }

    /// Writes the whole picture again: the terminal is back from another program or from
    /// Ctrl-Z, and curses, taking it back, cleared it, hid the cursor and reset the
    /// attributes.
    mutating func repaint() {
        ownsTerminal = true
        cursorIsVisible = false
        cursorRow = -1
        look = .plain
        startFrame()
        appendWholeScreen()
        finishFrame()
    }

    /// Puts the cursor where curses last left it, top left, before curses's way out
    /// (endwin) moves it from there: curses's repaint when it takes the terminal back
    /// clears the screen, which leaves the cursor top left, and before that curses knows
    /// no place and moves to an absolute one.
    mutating func returnCursorToCurses() {
        guard ownsTerminal, cursorRow != 0 || cursorColumn != 0 else { return }
        bytes.removeAll(keepingCapacity: true)
        moveCursor(row: 0, column: 0)
        flush()
    }

    /// The terminal changed size: what it shows now is unknown until the next frame,
    /// which writes it whole.
    mutating func resize(to size: Size) {
        guard size != screen.size else { return }
        screen.resize(to: size)
        needsRepaint = true
    }

    // MARK: Frames

    /// The cursor to show: the one asked for, when it is on the screen.
    private var visibleCursor: Point? {
        guard let wanted = wantedCursor ?? nil, Rect(size: screen.size).contains(wanted) else { return nil }
        return wanted
    }

    /// A cursor that is to go is hidden before anything is drawn, so it is never seen
    /// moving over the cells.
    private mutating func startFrame() {
        bytes.removeAll(keepingCapacity: true)
        lookStyle = nil
        if visibleCursor == nil && cursorIsVisible != false {
            bytes.append(contentsOf: capabilities.hideCursor)
            cursorIsVisible = false
        }
    }

    /// Every cell on a cleared screen, blanks left out. A terminal without `clear` gets
    /// every cell written.
    private mutating func appendWholeScreen() {
        let clears = !capabilities.clearScreen.isEmpty
        if clears {
            bytes.append(contentsOf: capabilities.clearScreen)
            cursorRow = 0
            cursorColumn = 0
        }
        for row in 0..<screen.size.height {
            appendCells(row: row, columns: 0..<screen.size.width, skippingPlainBlanks: clears)
        }
        needsRepaint = false
    }

    /// Plain attributes again, then the cursor placed and shown, then the bytes written.
    private mutating func finishFrame() {
        if look != .plain {
            capabilities.appendChange(from: look, to: .plain, to: &bytes)
            look = .plain
        }
        if let cursor = visibleCursor {
            if cursorRow != cursor.row || cursorColumn != cursor.column { moveCursor(row: cursor.row, column: cursor.column) }
            if cursorIsVisible != true {
                bytes.append(contentsOf: capabilities.showCursor)
                cursorIsVisible = true
            }
        }
        flush()
    }

    mutating func moveCursor(row: Int, column: Int) {
        if !capabilities.movesInAnyAttributes && look != .plain {
            // Some terminals draw the attributes along the way.
            capabilities.appendChange(from: look, to: .plain, to: &bytes)
            look = .plain
            lookStyle = nil
        }
        capabilities.moveCursor.append(row: row, column: column, to: &bytes)
        cursorRow = row
        cursorColumn = column
    }

    /// Draws what follows in `style`.
    mutating func setLook(_ style: Style) {
        guard style != lookStyle else { return }
        lookStyle = style
        let new = Look(style, palette: palette, attributesNotWithColor: capabilities.attributesNotWithColor)
        guard new != look else { return }
        capabilities.appendChange(from: look, to: new, to: &bytes)
        look = new
    }

    /// One `write`, unless the terminal takes less at a time. A terminal that is gone
    /// takes nothing; reading keys then finds it hung up.
    private func flush() {
        guard !bytes.isEmpty else { return }
        let descriptor = descriptor
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EAGAIN {
                    var writable = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&writable, 1, -1)
                } else if written >= 0 || errno != EINTR {
                    return
                }
            }
        }
    }
}
