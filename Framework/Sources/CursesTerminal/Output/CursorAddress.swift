import CNcurses

/// How the terminal is told to put its cursor on a cell: terminfo's `cup`.
///
/// Nearly every terminal's `cup` is `ESC [ row ; column H` with both counted from one.
/// That form, checked against terminfo's own expansion of the string when curses starts,
/// is written here digit by digit; any other is expanded by terminfo (`tiparm`) for each
/// move.
enum CursorAddress: Equatable {
    /// The row, then the column, in decimal, each counted from `origin`, between fixed bytes.
    case decimal(prefix: [UInt8], separator: [UInt8], suffix: [UInt8], origin: Int)
    /// A `cup` this does not know the form of.
    case terminfo(String)

    init(terminfo cup: String) {
        self = Self.decimalForm(of: cup) ?? .terminfo(cup)
    }

    /// Appends the move to (`row`, `column`), counted from zero.
    func append(row: Int, column: Int, to bytes: inout [UInt8]) {
        switch self {
        case .decimal(let prefix, let separator, let suffix, let origin):
            bytes.append(contentsOf: prefix)
            Self.appendDecimal(row + origin, to: &bytes)
            bytes.append(contentsOf: separator)
            Self.appendDecimal(column + origin, to: &bytes)
            bytes.append(contentsOf: suffix)
        case .terminfo(let cup):
            bytes.append(contentsOf: Self.expand(cup, row: row, column: column))
        }
    }

    private static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, to: &bytes) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// terminfo's expansion of `cup` for the cell, without padding.
    private static func expand(_ cup: String, row: Int, column: Int) -> [UInt8] {
        guard let text = cncurses_tiparm2(cup, Int32(row), Int32(column)) else { return [] }
        return TerminalCapabilities.withoutPadding(Array(String(cString: text).utf8))
    }

    /// The decimal form that gives what terminfo gives for every cell tried, or nil.
    private static func decimalForm(of cup: String) -> CursorAddress? {
        let probe = expand(cup, row: 11, column: 22)
        for origin in [1, 0] {
            let row = Array(String(11 + origin).utf8)
            let column = Array(String(22 + origin).utf8)
            guard let rowRange = probe.firstRange(of: row),
                  let columnRange = probe[rowRange.upperBound...].firstRange(of: column)
            else { continue }
            let form = CursorAddress.decimal(
                prefix: Array(probe[..<rowRange.lowerBound]),
                separator: Array(probe[rowRange.upperBound..<columnRange.lowerBound]),
                suffix: Array(probe[columnRange.upperBound...]),
                origin: origin
            )
            let cells = [(0, 0), (9, 99), (345, 6789), (11, 22)]
            if cells.allSatisfy({ cell in
                var bytes: [UInt8] = []
                form.append(row: cell.0, column: cell.1, to: &bytes)
                return bytes == expand(cup, row: cell.0, column: cell.1)
            }) {
                return form
            }
        }
        return nil
    }
}
