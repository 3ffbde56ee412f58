/// Scalar widths worked out by rule, and kept for the Basic Multilingual Plane.
///
/// The rule needs the scalar's general category, a search through the standard
/// library's Unicode tables that costs more than everything else in laying out a
/// row of non-Latin text. So every BMP scalar is worked out once, on first use (a
/// few milliseconds, 64 KB), and each lookup after that is one load.
enum ScalarWidths {
    /// What layout needs to know about one BMP scalar.
    struct Entry {
        private let bits: UInt8

        init(width: Int, standsAlone: Bool) {
            bits = UInt8(width) | (standsAlone ? 0b100 : 0)
        }

        /// Columns: 0, 1 or 2.
        var width: Int { Int(bits & 0b11) }

        /// True when the scalar is a whole grapheme cluster whatever comes before it,
        /// and lets whatever follows start a new one (unless that joins backwards by
        /// itself). Then two such scalars side by side are two clusters, and text made
        /// of them can be measured scalar by scalar. False for anything that may join
        /// a neighbour: marks, joiners and other format characters, Hangul jamo and
        /// syllables, carriage return; and for the controls that are shown as
        /// pictures beyond ASCII, which take the slower path that sanitises them.
        var standsAlone: Bool { bits & 0b100 != 0 }
    }

    static let basicMultilingualPlane: [Entry] = (0..<0x10000).map { value in
        guard let scalar = Unicode.Scalar(UInt32(value)) else {
            return Entry(width: 1, standsAlone: false)  // surrogates: never asked
        }
        return Entry(width: computedWidth(of: scalar), standsAlone: computedStandsAlone(scalar))
    }

    static func computedWidth(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 {
            // Below the combining diacritics everything takes one column (controls
            // become pictures); only the soft hyphen is invisible.
            return value == 0xAD ? 0 : 1
        }
        if TerminalText.isReplacedForDisplay(scalar) { return 1 }
        if isHangulJamoThatJoins(value) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            return WideCharacterTable.contains(value) ? 2 : 1
        }
    }

    private static func computedStandsAlone(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return value != 0x0D }  // CR joins a following LF
        if TerminalText.isReplacedForDisplay(scalar) { return false }
        let properties = scalar.properties
        if properties.isGraphemeExtend { return false }
        switch properties.generalCategory {
        case .spacingMark, .nonspacingMark, .enclosingMark, .format, .control, .surrogate, .privateUse, .unassigned:
            return false
        default:
            break
        }
        switch value {
        case 0x1100...0x11FF, 0xA960...0xA97F, 0xAC00...0xD7FF:
            return false  // Hangul jamo and syllables combine into syllable blocks
        case 0x0E33, 0x0EB3:
            return false  // Thai and Lao sara am: spacing marks that are letters
        case 0x0D4E:
            return false  // Malayalam dot reph: prepended to the next letter
        default:
            return true
        }
    }

    /// Hangul medial vowels and final consonants, which join the leading consonant
    /// before them into one syllable block.
    private static func isHangulJamoThatJoins(_ value: UInt32) -> Bool {
        value >= 0x1160 && value <= 0x11FF || value >= 0xD7B0 && value <= 0xD7FF
    }
}
