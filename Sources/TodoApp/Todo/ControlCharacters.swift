/// Control characters, and the terminal escape sequences they start, taken out of text
/// that comes into the app: what ``TodoTitle`` and ``TodoNote`` keep out of the store.
///
/// A control is a C0 character (U+0000–U+001F), DEL (U+007F) or a C1 character
/// (U+0080–U+009F). An escape sequence goes whole, so that a line pasted from a coloured
/// terminal leaves its text and no `[31m`:
///
/// - CSI, `ESC [` (or U+009B), parameters and intermediates, and a final character
///   (`ESC [31m`, `ESC [2J`);
/// - a string sequence, `ESC ]` (OSC), `ESC P` (DCS), `ESC X`, `ESC ^` or `ESC _` (or
///   their C1 forms), up to BEL or ST (`ESC \` or U+009C): a window title, a hyperlink's
///   address. One with no end before a line break or the end of the text loses only its
///   first two characters: the rest is kept as text rather than lost;
/// - any other `ESC`, its intermediates (`ESC ( B`) and its final character.
///
/// ```swift
/// ControlCharacters.removed(from: "\u{1B}[31mred\u{1B}[0m\u{7}", keeping: { _ in false })  // "red"
/// ControlCharacters.removed(from: "a\tb\u{0}", keeping: { $0 == "\t" })                // "a\tb"
/// ```
enum ControlCharacters {
    /// Whether `scalar` is a C0 or C1 control, or DEL.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Whether `text` holds any control at all, or with `orLineSeparators` U+2028 or
    /// U+2029 too: one scan of its bytes, to spare a title or a note of megabytes the
    /// copies that cleaning it makes when there is nothing to clean.
    static func occur(in text: some StringProtocol, orLineSeparators: Bool = false) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in text.utf8 {
            // C1 controls are U+0080–U+009F: 0xC2 then 0x80–0x9F in UTF-8; the separators
            // are 0xE2 0x80 0xA8 and 0xA9.
            if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && (0x80...0x9F).contains(byte)) { return true }
            if orLineSeparators, beforePrevious == 0xE2, previous == 0x80, byte == 0xA8 || byte == 0xA9 { return true }
            beforePrevious = previous
            previous = byte
        }
        return false
    }

    /// `text` without its escape sequences and controls, except the controls `kept`
    /// says to keep (a tab, a line break) where they are not part of a sequence.
    static func removed(from text: String, keeping kept: (Unicode.Scalar) -> Bool) -> String {
        guard occur(in: text) else { return text }
        let scalars = text.unicodeScalars
        var result = String.UnicodeScalarView()
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard isControl(scalar) else {
                result.append(scalar)
                index = scalars.index(after: index)
                continue
            }
            if let end = endOfSequence(startingAt: index, in: scalars) {
                index = end
            } else {
                if kept(scalar) { result.append(scalar) }
                index = scalars.index(after: index)
            }
        }
        return String(result)
    }

    private typealias Scalars = String.UnicodeScalarView

    /// Where the escape sequence that starts at `start` ends (the index after it), or nil
    /// when the control there starts none.
    private static func endOfSequence(startingAt start: Scalars.Index, in scalars: Scalars) -> Scalars.Index? {
        let introducer = scalars[start].value
        let afterIntroducer = scalars.index(after: start)
        if introducer == 0x9B { return endOfControlSequence(from: afterIntroducer, in: scalars) }
        if stringIntroducers.contains(introducer) { return endOfString(from: afterIntroducer, in: scalars) }
        guard introducer == 0x1B, afterIntroducer < scalars.endIndex else { return nil }
        let afterNext = scalars.index(after: afterIntroducer)
        switch scalars[afterIntroducer].value {
        case 0x5B:  // [
            return endOfControlSequence(from: afterNext, in: scalars)
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ] P X ^ _
            return endOfString(from: afterNext, in: scalars)
        default:
            // Intermediates, then one final character; anything else ends it early.
            var index = afterIntroducer
            while index < scalars.endIndex, (0x20...0x2F).contains(scalars[index].value) { index = scalars.index(after: index) }
            if index < scalars.endIndex, (0x30...0x7E).contains(scalars[index].value) { index = scalars.index(after: index) }
            return index
        }
    }

    /// The C1 characters that start a string: DCS, SOS, OSC, PM and APC.
    private static let stringIntroducers: Set<UInt32> = [0x90, 0x98, 0x9D, 0x9E, 0x9F]

    /// After CSI: parameters (0x30–0x3F), intermediates (0x20–0x2F), a final (0x40–0x7E).
    /// A character of another kind ends the sequence before it, as a terminal would.
    private static func endOfControlSequence(from start: Scalars.Index, in scalars: Scalars) -> Scalars.Index {
        var index = start
        while index < scalars.endIndex, (0x20...0x3F).contains(scalars[index].value) { index = scalars.index(after: index) }
        if index < scalars.endIndex, (0x40...0x7E).contains(scalars[index].value) { index = scalars.index(after: index) }
        return index
    }

    /// After a string's introducer: up to and including BEL or ST. Without one before a
    /// line break or the end, only the introducer goes.
    private static func endOfString(from start: Scalars.Index, in scalars: Scalars) -> Scalars.Index {
        var index = start
        while index < scalars.endIndex {
            let next = scalars.index(after: index)
            switch scalars[index].value {
            case 0x07, 0x9C: return next
            case 0x1B where next < scalars.endIndex && scalars[next] == "\\": return scalars.index(after: next)
            case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return start
            default: index = next
            }
        }
        return start
    }
}
