/// The code points a terminal draws two columns wide: Unicode's East Asian Width
/// classes W (Wide) and F (Fullwidth), from `EastAsianWidth.txt` (Unicode 17).
///
/// Whole blocks are listed where Unicode assigns the block's characters, present and
/// future, as wide: the CJK ideograph blocks and all of planes 2 and 3 (the file's
/// stated default for unassigned code points there), the kana and Tangut blocks, and
/// the emoji blocks whose remaining gaps are reserved for more emoji. Everything else
/// follows the file range by range. Ambiguous (A) characters count as narrow: that is
/// what terminals outside East Asian locales do, and this table must not depend on
/// the locale.
///
/// Zero-width characters (combining marks, format characters) that sit inside these
/// ranges, such as U+3099, are handled before the table is consulted.
enum WideCharacterTable {
    /// Sorted, non-overlapping, inclusive ranges of scalar values.
    static let ranges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,   // Hangul Jamo: leading consonants (choseong)
        0x231A...0x231B,   // ⌚ ⌛
        0x2329...0x232A,   // 〈 〉 angle brackets
        0x23E9...0x23EC,   // ⏩ ⏪ ⏫ ⏬
        0x23F0...0x23F0,   // ⏰
        0x23F3...0x23F3,   // ⏳
        0x25FD...0x25FE,   // ◽ ◾
        0x2614...0x2615,   // ☔ ☕
        0x2630...0x2637,   // ☰ … ☷ trigrams (wide since Unicode 16)
        0x2648...0x2653,   // ♈ … ♓ zodiac
        0x267F...0x267F,   // ♿
        0x268A...0x268F,   // ⚊ … ⚏ monograms and digrams (wide since Unicode 16)
        0x2693...0x2693,   // ⚓
        0x26A1...0x26A1,   // ⚡
        0x26AA...0x26AB,   // ⚪ ⚫
        0x26BD...0x26BE,   // ⚽ ⚾
        0x26C4...0x26C5,   // ⛄ ⛅
        0x26CE...0x26CE,   // ⛎
        0x26D4...0x26D4,   // ⛔
        0x26EA...0x26EA,   // ⛪
        0x26F2...0x26F3,   // ⛲ ⛳
        0x26F5...0x26F5,   // ⛵
        0x26FA...0x26FA,   // ⛺
        0x26FD...0x26FD,   // ⛽
        0x2705...0x2705,   // ✅
        0x270A...0x270B,   // ✊ ✋
        0x2728...0x2728,   // ✨
        0x274C...0x274C,   // ❌
        0x274E...0x274E,   // ❎
        0x2753...0x2755,   // ❓ ❔ ❕
        0x2757...0x2757,   // ❗
        0x2795...0x2797,   // ➕ ➖ ➗
        0x27B0...0x27B0,   // ➰
        0x27BF...0x27BF,   // ➿
        0x2B1B...0x2B1C,   // ⬛ ⬜
        0x2B50...0x2B50,   // ⭐
        0x2B55...0x2B55,   // ⭕
        0x2E80...0x2E99,   // CJK Radicals Supplement
        0x2E9B...0x2EF3,   // CJK Radicals Supplement
        0x2F00...0x2FD5,   // Kangxi Radicals
        0x2FF0...0x303E,   // Ideographic Description Characters, CJK Symbols and Punctuation
        0x3041...0x3096,   // Hiragana
        0x3099...0x30FF,   // Hiragana (sound marks), Katakana
        0x3105...0x312F,   // Bopomofo
        0x3131...0x318E,   // Hangul Compatibility Jamo
        0x3190...0x31E5,   // Kanbun, Bopomofo Extended, CJK Strokes
        0x31EF...0x321E,   // CJK Strokes, Katakana Phonetic Extensions, Enclosed CJK
        0x3220...0x3247,   // Enclosed CJK Letters and Months
        0x3250...0x4DBF,   // Enclosed CJK, CJK Compatibility, CJK Extension A
        0x4DC0...0x4DFF,   // Yijing Hexagram Symbols (wide since Unicode 16)
        0x4E00...0xA48C,   // CJK Unified Ideographs, Yi Syllables
        0xA490...0xA4C6,   // Yi Radicals
        0xA960...0xA97C,   // Hangul Jamo Extended-A
        0xAC00...0xD7A3,   // Hangul Syllables
        0xF900...0xFAFF,   // CJK Compatibility Ideographs
        0xFE10...0xFE19,   // Vertical Forms
        0xFE30...0xFE52,   // CJK Compatibility Forms, Small Form Variants
        0xFE54...0xFE66,   // Small Form Variants
        0xFE68...0xFE6B,   // Small Form Variants
        0xFF01...0xFF60,   // Fullwidth ASCII variants and brackets
        0xFFE0...0xFFE6,   // Fullwidth signs (¢ £ ¬ ￣ ¦ ¥ ₩)
        0x16FE0...0x16FE4, // Ideographic Symbols and Punctuation
        0x16FF0...0x16FF6, // Ideographic Symbols and Punctuation
        0x17000...0x18CFF, // Tangut, Tangut Components, Khitan Small Script
        0x18D00...0x18D1E, // Tangut Supplement
        0x18D80...0x18DF2, // Tangut Components Supplement
        0x1AFF0...0x1AFF3, // Kana Extended-B
        0x1AFF5...0x1AFFB, // Kana Extended-B
        0x1AFFD...0x1AFFE, // Kana Extended-B
        0x1B000...0x1B122, // Kana Supplement, Kana Extended-A
        0x1B132...0x1B132, // Small Kana Extension
        0x1B150...0x1B152, // Small Kana Extension
        0x1B155...0x1B155, // Small Kana Extension
        0x1B164...0x1B167, // Small Kana Extension
        0x1B170...0x1B2FB, // Nushu
        0x1D300...0x1D356, // Tai Xuan Jing Symbols (wide since Unicode 16)
        0x1D360...0x1D376, // Counting Rod Numerals (wide since Unicode 16)
        0x1F004...0x1F004, // 🀄
        0x1F0CF...0x1F0CF, // 🃏
        0x1F18E...0x1F18E, // 🆎
        0x1F191...0x1F19A, // 🆑 … 🆚
        0x1F200...0x1F202, // Enclosed Ideographic Supplement
        0x1F210...0x1F23B, // Enclosed Ideographic Supplement
        0x1F240...0x1F248, // Enclosed Ideographic Supplement
        0x1F250...0x1F251, // Enclosed Ideographic Supplement
        0x1F260...0x1F265, // Enclosed Ideographic Supplement
        0x1F300...0x1F320, // Miscellaneous Symbols and Pictographs (emoji presentation)
        0x1F32D...0x1F335,
        0x1F337...0x1F37C,
        0x1F37E...0x1F393,
        0x1F3A0...0x1F3CA,
        0x1F3CF...0x1F3D3,
        0x1F3E0...0x1F3F0,
        0x1F3F4...0x1F3F4,
        0x1F3F8...0x1F43E,
        0x1F440...0x1F440,
        0x1F442...0x1F4FC,
        0x1F4FF...0x1F53D,
        0x1F54B...0x1F54E,
        0x1F550...0x1F567,
        0x1F57A...0x1F57A,
        0x1F595...0x1F596,
        0x1F5A4...0x1F5A4,
        0x1F5FB...0x1F64F, // 🗻 … Emoticons
        0x1F680...0x1F6C5, // Transport and Map Symbols (emoji presentation)
        0x1F6CC...0x1F6CC,
        0x1F6D0...0x1F6D2,
        0x1F6D5...0x1F6D8,
        0x1F6DC...0x1F6DF,
        0x1F6EB...0x1F6EC,
        0x1F6F4...0x1F6FC,
        0x1F7E0...0x1F7EB, // Geometric Shapes Extended: large coloured circles and squares
        0x1F7F0...0x1F7F0,
        0x1F90C...0x1F93A, // Supplemental Symbols and Pictographs
        0x1F93C...0x1F945,
        0x1F947...0x1F9FF,
        0x1FA70...0x1FAFF, // Symbols and Pictographs Extended-A (reserved for emoji)
        0x20000...0x2FFFD, // Plane 2: CJK Extensions B–F, I and compatibility supplement
        0x30000...0x3FFFD, // Plane 3: CJK Extensions G, H, J
    ]

    /// Whether the scalar value is East Asian Wide or Fullwidth.
    static func contains(_ value: UInt32) -> Bool {
        // Nothing below U+1100 is wide; most text never reaches the search.
        guard value >= 0x1100 else { return false }
        return ranges.withUnsafeBufferPointer { ranges in
            var low = 0
            var high = ranges.count
            while low < high {
                let middle = (low + high) / 2
                let range = ranges[middle]
                if value < range.lowerBound {
                    high = middle
                } else if value > range.upperBound {
                    low = middle + 1
                } else {
                    return true
                }
            }
            return false
        }
    }
}
