import CNcurses
import WorkflowUI

/// What a terminal shows after a program's bytes: a small emulator of the sequences
/// xterm-256color's terminfo entry sends (cursor addressing, clearing, erasing to the end
/// of a line, SGR, the cursor shown or hidden, the alternate screen), so that a test reads
/// back where each glyph landed and how it looks rather than searching the bytes.
///
/// Glyphs take the columns libc's `wcwidth` gives them, as in a terminal that measures
/// like the program; a glyph written over half of a wide one blanks its other half.
///
/// ```swift
/// var screen = EmulatedTerminal(width: 80, height: 24)
/// screen.feed(try pty.drainOutput())
/// #expect(screen.text(ofRow: 2) == "  [ ] Buy milk")
/// ```
struct EmulatedTerminal {
    /// How a cell looks: SGR's attributes and colours (nil is the terminal's own colour).
    struct Look: Equatable {
        var bold = false, dim = false, italic = false, underline = false, reverse = false
        var foreground: Int?
        var background: Int?
    }

    struct Cell: Equatable {
        /// The cell's glyph; "" for the right half of a wide one.
        var text = " "
        var look = Look()
    }

    let width: Int
    let height: Int
    private var main: [[Cell]]
    private var alternate: [[Cell]]
    private var showsAlternate = false
    private var savedCursor = Point.zero
    private(set) var cursor = Point.zero
    private(set) var cursorIsVisible = true
    private(set) var look = Look()
    /// The rows written to (printed on or erased) since `forgetWrites`.
    private(set) var writtenRows: Set<Int> = []
    /// Whether a glyph or a line feed ever scrolled the screen.
    private(set) var scrolled = false
    /// The cursor sits past the last column after a glyph there, until the next glyph
    /// wraps it or a move takes it away.
    private var pendingWrap = false
    /// The last glyph printed, which `REP` (`CSI n b`, terminfo's `rep`) repeats.
    private var lastPrinted: Unicode.Scalar?

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        main = Array(repeating: Array(repeating: Cell(), count: width), count: height)
        alternate = main
    }

    subscript(column: Int, row: Int) -> Cell {
        showsAlternate ? alternate[row][column] : main[row][column]
    }

    /// The row's glyphs, the right halves of wide ones left out.
    func text(ofRow row: Int) -> String {
        (0..<width).map { self[$0, row].text }.joined()
    }

    /// What the screen shows, a line a row.
    var lines: [String] { (0..<height).map(text(ofRow:)) }

    mutating func forgetWrites() {
        writtenRows = []
    }

    mutating func feed(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B: index = escape(in: bytes, at: index)
            case 0x0D: cursor.column = 0; pendingWrap = false; index += 1
            case 0x0A: lineFeed(); index += 1
            case 0x08: cursor.column = max(0, min(cursor.column, width - 1) - 1); pendingWrap = false; index += 1
            case 0..<0x20, 0x7F: index += 1
            default: index = printScalar(in: bytes, at: index)
            }
        }
    }

    // MARK: Glyphs

    private mutating func printScalar(in bytes: [UInt8], at start: Int) -> Int {
        let length = byte0Length(bytes[start])
        let end = min(bytes.count, start + length)
        let scalar = String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
        put(scalar)
        return end
    }

    private func byte0Length(_ byte: UInt8) -> Int {
        switch byte {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    private mutating func put(_ scalar: Unicode.Scalar) {
        let measured = Int(cncurses_wcwidth(wchar_t(scalar.value)))
        if measured == 0 {
            // A mark joins the glyph before it, the left half of a wide one.
            var column = pendingWrap ? cursor.column : max(0, cursor.column - 1)
            if column > 0 && self[column, cursor.row].text.isEmpty { column -= 1 }
            update(column: column, row: cursor.row) { $0.text.unicodeScalars.append(scalar) }
            return
        }
        lastPrinted = scalar
        let columns = max(1, measured)
        if pendingWrap || cursor.column + columns > width {
            cursor.column = 0
            lineFeed()
        }
        pendingWrap = false
        blankWideNeighbours(ofColumns: cursor.column..<(cursor.column + columns), row: cursor.row)
        set(Cell(text: String(scalar), look: look), column: cursor.column, row: cursor.row)
        if columns == 2 { set(Cell(text: "", look: look), column: cursor.column + 1, row: cursor.row) }
        cursor.column += columns
        if cursor.column >= width {
            cursor.column = width - 1
            pendingWrap = true
        }
    }

    /// A glyph written over half of a wide one blanks the other half, as terminals do.
    private mutating func blankWideNeighbours(ofColumns columns: Range<Int>, row: Int) {
        if let first = columns.first, self[first, row].text.isEmpty, first > 0 {
            update(column: first - 1, row: row) { $0.text = " " }
        }
        if let last = columns.last, last + 1 < width, self[last + 1, row].text.isEmpty {
            update(column: last + 1, row: row) { $0.text = " " }
        }
    }

    private mutating func lineFeed() {
        pendingWrap = false
        if cursor.row < height - 1 {
            cursor.row += 1
            return
        }
        scrolled = true
        let blank = Array(repeating: Cell(), count: width)
        if showsAlternate { alternate.removeFirst(); alternate.append(blank) } else { main.removeFirst(); main.append(blank) }
    }

    private mutating func set(_ cell: Cell, column: Int, row: Int) {
        update(column: column, row: row) { $0 = cell }
    }

    private mutating func update(column: Int, row: Int, _ change: (inout Cell) -> Void) {
        guard row >= 0, row < height, column >= 0, column < width else { return }
        writtenRows.insert(row)
        if showsAlternate { change(&alternate[row][column]) } else { change(&main[row][column]) }
    }

    /// Erasing fills with blanks in the current background, as a terminal with
    /// `bce` (xterm's entry says so) does.
    private mutating func erase(row: Int, columns: Range<Int>) {
        let blank = Cell(text: " ", look: Look(background: look.background))
        for column in columns { set(blank, column: column, row: row) }
    }

    // MARK: Escape sequences

    private mutating func escape(in bytes: [UInt8], at start: Int) -> Int {
        guard start + 1 < bytes.count else { return bytes.count }
        switch bytes[start + 1] {
        case UInt8(ascii: "["): return controlSequence(in: bytes, from: start + 2)
        case UInt8(ascii: "("), UInt8(ascii: ")"): return start + 3
        case UInt8(ascii: "]"):
            // An operating system command, to BEL or ST.
            var index = start + 2
            while index < bytes.count && bytes[index] != 0x07 && bytes[index] != 0x1B { index += 1 }
            return bytes.count > index && bytes[index] == 0x1B ? index + 2 : index + 1
        default: return start + 2
        }
    }

    private mutating func controlSequence(in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        let isPrivate = index < bytes.count && bytes[index] == UInt8(ascii: "?")
        if isPrivate { index += 1 }
        var text = ""
        while index < bytes.count, (0x30...0x3F).contains(bytes[index]) {
            text.append(Character(Unicode.Scalar(bytes[index])))
            index += 1
        }
        while index < bytes.count, (0x20...0x2F).contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return index }
        let parameters = text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let first = parameters.first.flatMap { $0 } ?? 0
        if isPrivate {
            privateMode(parameters.compactMap { $0 }, isSet: bytes[index] == UInt8(ascii: "h"), final: bytes[index])
            return index + 1
        }
        switch Unicode.Scalar(bytes[index]) {
        case "H", "f":
            let second = parameters.count > 1 ? parameters[1] ?? 1 : 1
            move(to: Point(column: max(1, second) - 1, row: max(1, first) - 1))
        case "G": move(to: Point(column: max(1, first) - 1, row: cursor.row))
        case "d": move(to: Point(column: cursor.column, row: max(1, first) - 1))
        case "A": move(to: Point(column: cursor.column, row: cursor.row - max(1, first)))
        case "B": move(to: Point(column: cursor.column, row: cursor.row + max(1, first)))
        case "C": move(to: Point(column: cursor.column + max(1, first), row: cursor.row))
        case "D": move(to: Point(column: cursor.column - max(1, first), row: cursor.row))
        case "J":
            let rows = first == 2 ? 0..<height : (cursor.row + 1)..<height
            if first != 2 { erase(row: cursor.row, columns: cursor.column..<width) }
            for row in rows { erase(row: row, columns: 0..<width) }
        case "K": erase(row: cursor.row, columns: (first == 0 ? cursor.column : 0)..<(first == 1 ? cursor.column + 1 : width))
        case "X": erase(row: cursor.row, columns: cursor.column..<min(width, cursor.column + max(1, first)))
        case "m": selectGraphicRendition(parameters.map { $0 ?? 0 })
        case "b": if let lastPrinted { for _ in 0..<max(1, first) { put(lastPrinted) } }
        default: break
        }
        return index + 1
    }

    private mutating func move(to point: Point) {
        pendingWrap = false
        cursor = Point(column: min(max(0, point.column), width - 1), row: min(max(0, point.row), height - 1))
    }

    private mutating func privateMode(_ modes: [Int], isSet: Bool, final: UInt8) {
        guard final == UInt8(ascii: "h") || final == UInt8(ascii: "l") else { return }
        for mode in modes {
            switch mode {
            case 25: cursorIsVisible = isSet
            case 1049 where isSet != showsAlternate:
                if isSet {
                    savedCursor = cursor
                    alternate = Array(repeating: Array(repeating: Cell(), count: width), count: height)
                } else {
                    cursor = savedCursor
                }
                showsAlternate = isSet
            default: break
            }
        }
    }

    private mutating func selectGraphicRendition(_ parameters: [Int]) {
        var index = 0
        while index < parameters.count {
            let parameter = parameters[index]
            switch parameter {
            case 0: look = Look()
            case 1: look.bold = true
            case 2: look.dim = true
            case 3: look.italic = true
            case 4: look.underline = true
            case 7: look.reverse = true
            case 22: look.bold = false; look.dim = false
            case 23: look.italic = false
            case 24: look.underline = false
            case 27: look.reverse = false
            case 30...37: look.foreground = parameter - 30
            case 39: look.foreground = nil
            case 40...47: look.background = parameter - 40
            case 49: look.background = nil
            case 90...97: look.foreground = parameter - 90 + 8
            case 100...107: look.background = parameter - 100 + 8
            case 38, 48:
                if index + 2 < parameters.count, parameters[index + 1] == 5 {
                    if parameter == 38 { look.foreground = parameters[index + 2] } else { look.background = parameters[index + 2] }
                    index += 2
                }
            default: break
            }
            index += 1
        }
    }
}
