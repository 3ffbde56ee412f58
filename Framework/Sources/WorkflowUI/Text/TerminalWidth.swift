// Widths in terminal columns. Everything that lays out text measures with these,
// never with `count`: "日本語" is 3 characters but 6 columns.
//
// A width is the width of the text *as the canvas shows it*: a control character
// counts 1 because it is drawn as a one-column picture (see `TerminalText.sanitized`).
// The rules are fixed here, so layout never depends on the process locale or on
// the C library's `wcwidth`.

extension Unicode.Scalar {
    /// The columns this scalar takes on its own: 0 for combining marks and invisible
    /// format characters, 2 for East Asian Wide and Fullwidth characters (CJK, kana,
    /// Hangul, fullwidth forms, emoji with emoji presentation), 1 otherwise. Control
    /// characters count 1, the width of the picture that replaces them on screen.
    public var terminalWidth: Int {
        if value < 0x10000 { return ScalarWidths.entry(value).width }
        return ScalarWidths.computedWidth(of: self)
    }
}

extension Character {
    /// The columns this grapheme cluster takes on a terminal.
    ///
    /// The cluster's first visible scalar decides, plus any spacing marks after it
    /// (Devanagari "कि" takes two, as terminals draw it), with the emoji rules on top:
    ///
    /// ```swift
    /// Character("a").terminalWidth           // 1
    /// Character("日").terminalWidth           // 2
    /// Character("e\u{301}").terminalWidth    // 1: e + combining acute
    /// Character("❤️").terminalWidth          // 2: U+2764 + U+FE0F, emoji presentation
    /// Character("🇯🇵").terminalWidth          // 2: a flag (pair of regional indicators)
    /// Character("⌚\u{FE0E}").terminalWidth  // 1: text presentation
    /// Character("👨‍👩‍👧").terminalWidth         // 6: drawn as its three people
    /// Character("👍🏽").terminalWidth          // 4: the hand, then the skin tone
    /// ```
    ///
    /// An emoji sequence joined by U+200D or with a skin tone is as wide as the emoji it
    /// is made of, as it is drawn (see `EmojiSequence`); no other cluster is wider than
    /// 2. A cluster of only invisible scalars (a lone zero-width space, say) is 0 wide
    /// and is not drawn at all.
    public var terminalWidth: Int {
        let utf8 = utf8
        if utf8.count == 1 { return 1 }
        if utf8.count == 2 && utf8.first == 0x0D { return 2 }  // "\r\n": two pictures
        if EmojiSequence.isDrawnInParts(self) { return EmojiSequence.width(of: unicodeScalars) }
        return TerminalText.clusterWidth(unicodeScalars)
    }
}

extension StringProtocol {
    /// The columns this text takes on a terminal: the sum of its grapheme clusters'
    /// widths. Text made of characters that cannot join their neighbours (ASCII,
    /// most CJK, Cyrillic, Greek…) is measured without segmenting it into clusters.
    ///
    /// ```swift
    /// "list".terminalWidth     // 4
    /// "日本語".terminalWidth     // 6
    /// "👍 ok".terminalWidth    // 5
    /// ```
    public var terminalWidth: Int {
        TerminalText.width(of: asSubstring)
    }
}

extension TerminalText {
    static func width(of text: Substring) -> Int {
        if let asciiWidth = text.utf8.withContiguousStorageIfAvailable(asciiColumns), let asciiWidth {
            return asciiWidth
        }
        var width = 0
        var glyphs = TerminalGlyphs(text)
        while let glyph = glyphs.next() { width += glyph.width }
        return width
    }

    /// The width of all-ASCII text, which is its length (every ASCII character,
    /// printable or a control shown as a picture, takes one column); `nil` when the
    /// text holds anything else.
    private static func asciiColumns(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var combined: UInt8 = 0
        for byte in bytes { combined |= byte }
        return combined < 0x80 ? bytes.count : nil
    }

    /// The width of one grapheme cluster given as its scalars.
    static func clusterWidth(_ scalars: Character.UnicodeScalarView) -> Int {
        var iterator = scalars.makeIterator()
        // Skip invisible scalars at the front (prepended format characters), so the
        // first visible one decides.
        var base: Unicode.Scalar?
        var width = 0
        while let scalar = iterator.next() {
            width = scalar.terminalWidth
            if width > 0 {
                base = scalar
                break
            }
        }
        guard let base else { return 0 }
        if isReplacedForDisplay(base) {
            // Only "\r\n" has two control scalars in one cluster; each gets a picture.
            return scalars.count
        }
        let baseWidth = width
        var regionalIndicators = isRegionalIndicator(base) ? 1 : 0
        var isFirstAfterBase = true
        while let scalar = iterator.next() {
            switch scalar.value {
            case 0xFE0E where isFirstAfterBase:
                // Text presentation selector: the base is drawn as a narrow symbol.
                return base.properties.isEmoji ? 1 : baseWidth
            case 0xFE0F where base.properties.isEmoji:
                return 2  // emoji presentation sequence: "❤️", "1️⃣"
            case 0x20E3 where isKeycapBase(base):
                return 2  // keycap without the selector: "#⃣"
            case 0x200D where base.properties.isEmoji:
                return 2  // a joiner after a start that is not an emoji's
            case 0x1F3FB...0x1F3FF:
                return 2  // a skin tone after a start that is not an emoji's
            case 0x1F1E6...0x1F1FF:
                regionalIndicators += 1
            default:
                width += scalar.terminalWidth  // spacing marks; combining marks add 0
            }
            isFirstAfterBase = false
        }
        // Two regional indicators make a flag; a lone one is a narrow letter symbol.
        return regionalIndicators >= 2 ? 2 : min(width, 2)
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x1F1E6 && scalar.value <= 0x1F1FF
    }

    private static func isKeycapBase(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "0"..."9", "#", "*": return true
        default: return false
        }
    }
}
