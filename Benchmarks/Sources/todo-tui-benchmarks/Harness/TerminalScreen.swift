import WorkflowUI

/// What a terminal shows after the bytes a program wrote to it: the text in each cell,
/// from the control sequences ncurses writes for xterm-256color (cursor moves, erasing,
/// inserting and deleting, scrolling regions, repeats, line drawing), so that a
/// benchmark can tell when a frame with the text it waits for is on screen. curses writes
/// only the cells that changed, so that text is seldom whole in the bytes themselves.
/// Colours and attributes are ignored.
struct TerminalScreen {
    let width: Int
    let height: Int
    /// Each cell's text: "" for the right half of a wide character.
    private var cells: [[String]]
    private var row = 0
    private var column = 0
    /// A character written into the last column moves the cursor on only with the next.
    private var wrapsNext = false
    private var scrollTop = 0
    private var scrollBottom: Int
    private var inserts = false
    private var drawsLines = false
    private var saved = (row: 0, column: 0)
    private var lastPrinted = " "
    private var state = State.text
    private var parameters: [UInt8] = []
    private var pendingUTF8: [UInt8] = []

    private enum State { case text, escape, controlSequence, operatingSystemCommand, characterSet }

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: Array(repeating: " ", count: width), count: height)
        scrollBottom = height - 1
    }

    /// Row `index` as text, without its trailing blanks.
    func line(_ index: Int) -> String {
        var text = cells[index].joined()
        while text.last == " " { text.removeLast() }
        return text
    }

    var lines: [String] { (0..<height).map(line) }

    mutating func feed(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { take(byte) }
    }

    private mutating func take(_ byte: UInt8) {
        switch state {
        case .text: takeText(byte)
        case .escape: takeEscape(byte)
        case .controlSequence:
            if (0x40...0x7E).contains(byte) {
                state = .text
                perform(final: byte)
            } else {
                parameters.append(byte)
            }
        case .operatingSystemCommand:
            // Ends with BEL, or ESC \, whose backslash is then taken as an escape's end.
            if byte == 0x07 { state = .text } else if byte == 0x1B { state = .escape }
        case .characterSet:
            drawsLines = byte == UInt8(ascii: "0")
            state = .text
        }
    }

    private mutating func takeText(_ byte: UInt8) {
        if !pendingUTF8.isEmpty || byte >= 0x80 {
            pendingUTF8.append(byte)
            let expected = pendingUTF8[0] >= 0xF0 ? 4 : pendingUTF8[0] >= 0xE0 ? 3 : 2
            guard pendingUTF8.count >= expected else { return }
            let text = String(decoding: pendingUTF8, as: UTF8.self)
            pendingUTF8 = []
            text.unicodeScalars.forEach { put($0) }
            return
        }
        switch byte {
        case 0x1B: state = .escape
        case 0x0D: (column, wrapsNext) = (0, false)
        case 0x0A, 0x0B, 0x0C: lineFeed()
        case 0x08: (column, wrapsNext) = (max(0, column - 1), false)
        case 0x09: column = min(width - 1, (column / 8 + 1) * 8)
        case 0x20...0x7E: put(Unicode.Scalar(byte))
        default: break
        }
    }

    private mutating func takeEscape(_ byte: UInt8) {
        state = .text
        switch byte {
        case UInt8(ascii: "["):
            parameters = []
            state = .controlSequence
        case UInt8(ascii: "]"): state = .operatingSystemCommand
        case UInt8(ascii: "("): state = .characterSet
        case UInt8(ascii: "7"): saved = (row, column)
        case UInt8(ascii: "8"): (row, column, wrapsNext) = (saved.row, saved.column, false)
        case UInt8(ascii: "M"):
            if row == scrollTop { scroll(by: -1) } else { row = max(0, row - 1) }
        case UInt8(ascii: "E"):
            column = 0
            lineFeed()
        case UInt8(ascii: "c"): self = TerminalScreen(width: width, height: height)
        default: break
        }
    }

    // MARK: - Control sequences

    private mutating func perform(final: UInt8) {
        let text = String(decoding: parameters, as: UTF8.self)
        // Private modes (`?1049h`) and the like change nothing drawn.
        if let first = text.unicodeScalars.first, "?>!=".unicodeScalars.contains(first) { return }
        let numbers = text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        let count = max(1, numbers.first ?? 0)
        let first = numbers.first ?? 0
        wrapsNext = false
        switch Character(Unicode.Scalar(final)) {
        case "H", "f":
            row = clampRow(max(1, first) - 1)
            column = clampColumn(max(1, numbers.count > 1 ? numbers[1] : 1) - 1)
        case "A": row = max(row >= scrollTop ? scrollTop : 0, row - count)
        case "B": row = min(row <= scrollBottom ? scrollBottom : height - 1, row + count)
        case "C": column = clampColumn(column + count)
        case "D": column = clampColumn(column - count)
        case "G", "`": column = clampColumn(count - 1)
        case "d": row = clampRow(count - 1)
        case "K": eraseInLine(first)
        case "J": eraseInDisplay(first)
        case "X": for offset in 0..<count where column + offset < width { cells[row][column + offset] = " " }
        case "P":
            cells[row].removeSubrange(column..<min(width, column + count))
            cells[row] += Array(repeating: " ", count: width - cells[row].count)
        case "@":
            cells[row].insert(contentsOf: Array(repeating: " ", count: count), at: column)
            cells[row].removeLast(count)
        case "L", "M": insertOrDeleteLines(count, inserting: final == UInt8(ascii: "L"))
        case "S": scroll(by: count)
        case "T": scroll(by: -count)
        case "b": for _ in 0..<count { lastPrinted.unicodeScalars.forEach { put($0) } }
        case "r":
            scrollTop = clampRow(max(1, first) - 1)
            scrollBottom = clampRow((numbers.count > 1 && numbers[1] > 0 ? numbers[1] : height) - 1)
            (row, column) = (0, 0)
        case "h", "l":
            if first == 4 { inserts = final == UInt8(ascii: "h") }
        default: break
        }
    }

    private mutating func eraseInLine(_ mode: Int) {
        let range = mode == 0 ? column..<width : mode == 1 ? 0..<min(width, column + 1) : 0..<width
        for index in range { cells[row][index] = " " }
    }

    private mutating func eraseInDisplay(_ mode: Int) {
        if mode == 0 {
            eraseInLine(0)
            for index in (row + 1)..<height { cells[index] = blankRow }
        } else if mode == 1 {
            eraseInLine(1)
            for index in 0..<row { cells[index] = blankRow }
        } else {
            cells = Array(repeating: blankRow, count: height)
        }
    }

    private mutating func insertOrDeleteLines(_ count: Int, inserting: Bool) {
        guard (scrollTop...scrollBottom).contains(row) else { return }
        for _ in 0..<min(count, scrollBottom - row + 1) {
            if inserting {
                cells.remove(at: scrollBottom)
                cells.insert(blankRow, at: row)
            } else {
                cells.remove(at: row)
                cells.insert(blankRow, at: scrollBottom)
            }
        }
        column = 0
    }

    // MARK: - Text

    /// The line-drawing characters curses writes as letters in the alternate set.
    private static let lineDrawing: [Character: String] = [
        "q": "─", "x": "│", "l": "┌", "k": "┐", "m": "└", "j": "┘", "t": "├", "u": "┤", "w": "┬", "v": "┴", "n": "┼",
        "a": "▒", "`": "◆", "~": "·",
    ]

    private mutating func put(_ scalar: Unicode.Scalar) {
        var text = String(scalar)
        if drawsLines, let drawn = Self.lineDrawing[Character(scalar)] { text = drawn }
        let columns = scalar.terminalWidth
        if columns == 0 {
            // A combining mark joins the character before it.
            let previous = max(0, column - 1)
            cells[row][previous] += text
            return
        }
        if wrapsNext {
            column = 0
            lineFeed()
            wrapsNext = false
        }
        if inserts {
            cells[row].insert(contentsOf: Array(repeating: " ", count: columns), at: column)
            cells[row].removeLast(columns)
        }
        cells[row][column] = text
        if columns == 2, column + 1 < width { cells[row][column + 1] = "" }
        lastPrinted = text
        if column + columns >= width {
            column = width - 1
            wrapsNext = true
        } else {
            column += columns
        }
    }

    private mutating func lineFeed() {
        if row == scrollBottom { scroll(by: 1) } else { row = min(height - 1, row + 1) }
    }

    /// Moves the scrolling region's rows up by `count` (down for a negative one).
    private mutating func scroll(by count: Int) {
        for _ in 0..<abs(count) {
            if count > 0 {
                cells.remove(at: scrollTop)
                cells.insert(blankRow, at: scrollBottom)
            } else {
                cells.remove(at: scrollBottom)
                cells.insert(blankRow, at: scrollTop)
            }
        }
    }

    private var blankRow: [String] { Array(repeating: " ", count: width) }
    private func clampRow(_ value: Int) -> Int { min(height - 1, max(0, value)) }
    private func clampColumn(_ value: Int) -> Int { min(width - 1, max(0, value)) }
}
