/// Text as a terminal shows it: measured in columns, made safe to print, cut to a
/// width and wrapped into lines.
///
/// Data shown on screen (a title, a user name) may hold anything, including
/// escape sequences that would recolour or move around the user's terminal if they
/// were written raw. The canvas therefore draws every control character as a visible
/// one-column picture instead:
///
/// | in the data                                  | on screen         |
/// |----------------------------------------------|-------------------|
/// | C0 controls U+0000–U+001F                    | ␀ … ␟ (U+2400…)   |
/// | newline U+000A, line/paragraph separators    | ␤                 |
/// | DEL U+007F                                   | ␡                 |
/// | C1 controls U+0080–U+009F                    | �                 |
/// | bidi embeddings, overrides and isolates      | �                 |
/// |   (U+202A–U+202E, U+2066–U+2069)             |                   |
///
/// so a title `"\u{1B}[31mred"` reads `␛[31mred` and colours nothing. Invisible
/// format characters that are harmless (zero-width space, joiners) are not drawn.
public enum TerminalText {
    /// Whether the canvas draws a picture instead of this scalar: a control or bidi
    /// control, which a terminal must never be sent raw.
    public static func isReplacedForDisplay(_ scalar: Unicode.Scalar) -> Bool {
        displayReplacement(for: scalar) != nil
    }

    /// The picture shown for a control or bidi-control scalar, or `nil` for any
    /// scalar that is safe to print as it is.
    package static func displayReplacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x0A, 0x2028, 0x2029:
            return "\u{2424}"  // ␤ SYMBOL FOR NEWLINE reads better than ␊
        case 0x00...0x1F:
            return Unicode.Scalar(0x2400 + scalar.value)  // Control Pictures, in order
        case 0x7F:
            return "\u{2421}"  // ␡
        case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
            return "\u{FFFD}"  // no picture exists for these; the replacement character
        default:
            return nil
        }
    }
}
