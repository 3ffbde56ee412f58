/// Random text of the kinds that break terminal programs: wide CJK and emoji, combining
/// marks and joiners, bidi controls, zero-width and control characters, line breaks,
/// escape sequences, and plain ASCII in between so that some of it reads as words.
enum TextSoup {
    /// One grapheme cluster, as a key press delivers it (`.character`).
    static func character(_ random: inout SplitMix64) -> Character {
        let text = cluster(&random)
        // Two clusters can come out where a part joins nothing (a lone mark after a
        // control); a key is one cluster, so take the first.
        return text.first ?? "x"
    }

    /// Text of up to `maxLength` clusters (about), mostly words with some of everything.
    static func text(_ random: inout SplitMix64, maxLength: Int) -> String {
        let length = Int.random(in: 0...maxLength, using: &random)
        var text = ""
        text.reserveCapacity(length)
        var count = 0
        while count < length {
            if random.chance(0.6) {
                let word = random.element(of: words)
                text += word
                count += word.count
            } else {
                text += cluster(&random)
                count += 1
            }
        }
        return text
    }

    /// Printable letters and words in a few scripts: what a user types into a title.
    static func typing(_ random: inout SplitMix64, maxLength: Int) -> String {
        let length = Int.random(in: 1...max(1, maxLength), using: &random)
        var text = ""
        while text.count < length {
            text += random.chance(0.7) ? random.element(of: words) : String(random.element(of: printable))
        }
        return text
    }

    /// Text for a paste: usually short, sometimes long (up to 10,000 clusters), with
    /// line breaks and tabs.
    static func paste(_ random: inout SplitMix64) -> String {
        let maxLength = random.weighted([(70, 40), (25, 1_000), (5, 10_000)])
        var text = ""
        for line in 0..<Int.random(in: 1...4, using: &random) {
            if line > 0 { text += random.element(of: ["\n", "\r\n", "\r", "\t", "\u{2028}"]) }
            text += self.text(&random, maxLength: maxLength)
        }
        return text
    }

    // MARK: Pieces

    private static let words = [
        "milk", "Buy", "rent", "call", "Ada", " ", " ", "  ", "todo", "x", "[x]", "[ ]", "!!!", "≡",
        "日本語", "買い物", "café", "naïve", "Zoë", "straße", "ﬁle", "İstanbul", "Ελληνικά", "עברית", "العربية",
        "👍", "👨‍👩‍👧", "🇯🇵", "❤️", "1️⃣", "e\u{301}", "कि", "한국어", "ｆｕｌｌ", "…", "—",
        "\u{1B}[31mred\u{1B}[0m", "\u{1B}]0;title\u{07}", "\u{9B}2J", "\u{202E}evil\u{202C}", "a\u{200B}b",
        "\t", "\n", "\\n", "%s", "\"quoted\"", "'", "`rm -rf`", "<b>", "due:2026-12-01", "+project", "@home",
    ]

    private static let printable = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,;:!?-_/()[]{}'\"#$%&*+=<>@^`|~")

    /// One cluster drawn from a family of troublesome characters.
    static func cluster(_ random: inout SplitMix64) -> String {
        var text = ""
        switch Int.random(in: 0..<16, using: &random) {
        case 0, 1, 2: text.append(random.element(of: printable))
        case 3: text.unicodeScalars.append(scalar(in: 0xA0...0x24F, &random))  // Latin-1 and Extended
        case 4: text.unicodeScalars.append(scalar(in: 0x4E00...0x9FFF, &random))  // CJK
        case 5: text.unicodeScalars.append(scalar(in: 0xAC00...0xD7A3, &random))  // Hangul syllables
        case 6:  // a base and combining marks
            text.append(random.element(of: printable))
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                text.unicodeScalars.append(scalar(in: 0x300...0x36F, &random))
            }
        case 7: text.unicodeScalars.append(scalar(in: 0x1F300...0x1F6FF, &random))  // emoji
        case 8:  // emoji sequences: ZWJ, skin tone, presentation selectors, flags, keycaps
            text = random.element(of: ["👩\u{200D}💻", "☝\u{1F3FB}", "⌚\u{FE0E}", "❤\u{FE0F}", "🇫🇷", "#\u{20E3}", "🏳️‍🌈", "\u{1F1E6}"])
        case 9:  // bidi controls and marks
            text.unicodeScalars.append(random.element(of: [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C].map { Unicode.Scalar($0)! }))
        case 10:  // invisible: zero-width space and joiners, BOM, soft hyphen, variation selectors
            text.unicodeScalars.append(random.element(of: [0x200B, 0x200C, 0x200D, 0xFEFF, 0xAD, 0xFE0F, 0xFE0E, 0x2060, 0x180E].map { Unicode.Scalar($0)! }))
        case 11: text.unicodeScalars.append(scalar(in: 0x00...0x1F, &random))  // C0
        case 12: text.unicodeScalars.append(scalar(in: 0x7F...0x9F, &random))  // DEL and C1
        case 13:  // line and paragraph separators, prepended marks, spacing marks, Hangul jamo
            text.unicodeScalars.append(random.element(of: [0x2028, 0x2029, 0x0600, 0x0D4E, 0x093F, 0x0E33, 0x1100, 0x1161, 0x11A8, 0x3000, 0xFF01].map { Unicode.Scalar($0)! }))
        case 14:  // anywhere at all: unassigned, private use, tags, other planes
            text.unicodeScalars.append(anyScalar(&random))
        default:  // a lone combining mark: it joins whatever comes before it
            text.unicodeScalars.append(scalar(in: 0x300...0x36F, &random))
        }
        return text
    }

    private static func scalar(in range: ClosedRange<UInt32>, _ random: inout SplitMix64) -> Unicode.Scalar {
        Unicode.Scalar(UInt32.random(in: range, using: &random)) ?? "?"
    }

    /// Any scalar at all, surrogates excepted (they are not scalars).
    static func anyScalar(_ random: inout SplitMix64) -> Unicode.Scalar {
        while true {
            if let scalar = Unicode.Scalar(UInt32.random(in: 0...0x10FFFF, using: &random)) { return scalar }
        }
    }
}
