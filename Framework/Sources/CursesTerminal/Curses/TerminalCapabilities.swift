import CNcurses

/// What the terminal's terminfo entry gives for drawing: the strings a frame is written
/// with, read once when curses starts, so that a frame needs no terminfo call.
///
/// A string the terminal lacks is empty: what it would do is then not done (an italic
/// stays upright), as curses does. Padding (`$<5>`), which only terminals on a slow serial
/// line need, is left out.
struct TerminalCapabilities {
    /// `clear`: blanks the screen and puts the cursor top left.
    var clearScreen: [UInt8]
    /// `cup`.
    var moveCursor: CursorAddress
    /// `el`, and `bce`: whether it erases in the current background colour.
    var clearToEndOfLine: [UInt8]
    var erasesInBackgroundColor: Bool
    /// `sgr0` and `op`: attributes off; colours back to the terminal's own.
    var plainAttributes: [UInt8]
    var defaultColors: [UInt8]
    /// `bold`, `dim`, `sitm`, `smul`, `rev`.
    var bold: [UInt8]
    var dim: [UInt8]
    var italic: [UInt8]
    var underline: [UInt8]
    var reverse: [UInt8]
    /// `ncv`: the attributes (terminfo's bits) the terminal cannot show in colour.
    var attributesNotWithColor: Int
    /// `msgr`: whether moving the cursor with attributes on is safe.
    var movesInAnyAttributes: Bool
    /// `setaf`/`setab` (or `setf`/`setb`) for the terminal's colours, up to 256.
    var foregrounds: [[UInt8]]
    var backgrounds: [[UInt8]]
    /// `civis` and `cnorm`: what curses's `curs_set` 0 and 1 send.
    var hideCursor: [UInt8]
    var showCursor: [UInt8]
    /// `am` without `xenl`: writing the last column of the last row scrolls the screen;
    /// `rmam` and `smam` turn that off and on around it.
    var lastCellScrolls: Bool
    var autoMarginOff: [UInt8]
    var autoMarginOn: [UInt8]

    /// The current terminal's, as curses set it up, with the strings of its first
    /// `colorCount` colours (none without colour). Call after `newterm`.
    static func current(colorCount: Int) -> TerminalCapabilities {
        let foreground = string("setaf").map(ColorString.ansi) ?? string("setf").map(ColorString.legacy)
        let background = string("setab").map(ColorString.ansi) ?? string("setb").map(ColorString.legacy)
        return TerminalCapabilities(
            clearScreen: bytes("clear"),
            moveCursor: CursorAddress(terminfo: string("cup") ?? ""),
            clearToEndOfLine: bytes("el"),
            erasesInBackgroundColor: tigetflag("bce") > 0,
            plainAttributes: bytes("sgr0"),
            defaultColors: bytes("op"),
            bold: bytes("bold"),
            dim: bytes("dim"),
            italic: bytes("sitm"),
            underline: bytes("smul"),
            reverse: bytes("rev"),
            attributesNotWithColor: max(0, Int(tigetnum("ncv"))),
            movesInAnyAttributes: tigetflag("msgr") > 0,
            foregrounds: (0..<min(colorCount, 256)).map { foreground?.bytes(for: $0) ?? [] },
            backgrounds: (0..<min(colorCount, 256)).map { background?.bytes(for: $0) ?? [] },
            hideCursor: bytes("civis"),
            showCursor: bytes("cnorm"),
            lastCellScrolls: tigetflag("am") > 0 && tigetflag("xenl") <= 0,
            autoMarginOff: bytes("rmam"),
            autoMarginOn: bytes("smam")
        )
    }

    /// A string capability, or nil when the terminal lacks it (`tigetstr` answers nil, or
    /// -1 for a name that is not a string capability).
    static func string(_ name: String) -> String? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
        return String(cString: value)
    }

    private static func bytes(_ name: String) -> [UInt8] {
        string(name).map { withoutPadding(Array($0.utf8)) } ?? []
    }

    /// `text` without terminfo's padding (`$<5>`, `$<2*/>`), which `tputs` turns into a
    /// delay and never sends.
    static func withoutPadding(_ text: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            if text[index] == UInt8(ascii: "$"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "<"),
               let end = text[(index + 2)...].firstIndex(of: UInt8(ascii: ">")),
               text[(index + 2)..<end].allSatisfy({ (0x30...0x39).contains($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "/") }) {
                index = end + 1
                continue
            }
            result.append(text[index])
            index += 1
        }
        return result
    }

    /// A colour-setting capability and how it numbers colours.
    private struct ColorString {
        let format: String
        /// `setf` and `setb` number blue 1 and red 4, the other way round from ANSI.
        let swapsRedAndBlue: Bool

        static func ansi(_ format: String) -> ColorString { ColorString(format: format, swapsRedAndBlue: false) }
        static func legacy(_ format: String) -> ColorString { ColorString(format: format, swapsRedAndBlue: true) }

        func bytes(for color: Int) -> [UInt8] {
            var number = color
            if swapsRedAndBlue, [1, 3, 4, 6].contains(color % 8) { number = color - color % 8 + [0, 4, 2, 6, 1, 5, 3, 7][color % 8] }
            guard let text = cncurses_tiparm1(format, Int32(number)) else { return [] }
            return withoutPadding(Array(String(cString: text).utf8))
        }
    }
}
