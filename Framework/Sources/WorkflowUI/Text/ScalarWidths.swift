import Synchronization

/// Scalar widths worked out by rule, and kept for the Basic Multilingual Plane.
///
/// The rule needs the scalar's general category, a search through the standard
/// library's Unicode tables that costs more than everything else in laying out a
/// row of non-Latin text. So each BMP scalar is worked out once and kept, a block of
/// 256 at a time, the first time a scalar of its block is asked about; each lookup
/// after that is two loads. Working out the whole plane at once took some 85 million
/// instructions, paid by the first frame that showed a "…", and 64 KB that text in
/// one or two scripts never reads.
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

    /// What layout needs to know about the BMP scalar `value` (below 0x10000).
    static func entry(_ value: UInt32) -> Entry {
        blocks.entries(ofBlock: Int(value >> 8))[Int(value & 0xFF)]
    }

    private static let blocks = LazyBlocks()

    /// The entries of one block of 256 scalars, worked out now.
    fileprivate static func workedOutBlock(_ block: Int) -> UnsafeMutablePointer<Entry> {
        let entries = UnsafeMutablePointer<Entry>.allocate(capacity: 256)
        for offset in 0..<256 {
            let value = UInt32(block << 8 | offset)
            let entry: Entry
            if let scalar = Unicode.Scalar(value) {
                entry = Entry(width: computedWidth(of: scalar), standsAlone: computedStandsAlone(scalar))
            } else {
                entry = Entry(width: 1, standsAlone: false)  // surrogates: never asked
            }
            (entries + offset).initialize(to: entry)
        }
        return entries
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

/// The 256 blocks of the plane, each worked out on first use and kept for the life of
/// the process. Any thread may ask: a block's address is published with one atomic
/// exchange, and a thread that loses the race to publish it frees its own copy and uses
/// the winner's, so a lookup never takes a lock.
private final class LazyBlocks: @unchecked Sendable {
    /// Each block's entries' address once worked out, or 0.
    private let addresses: UnsafeMutablePointer<Atomic<UInt>>

    init() {
        addresses = .allocate(capacity: 256)
        for block in 0..<256 { (addresses + block).initialize(to: Atomic(0)) }
    }

    func entries(ofBlock block: Int) -> UnsafePointer<ScalarWidths.Entry> {
        let address = addresses[block].load(ordering: .acquiring)
        if let entries = UnsafePointer<ScalarWidths.Entry>(bitPattern: address) { return entries }
        let made = ScalarWidths.workedOutBlock(block)
        let (published, winner) = addresses[block].compareExchange(
            expected: 0, desired: UInt(bitPattern: made), ordering: .acquiringAndReleasing
        )
        if published { return UnsafePointer(made) }
        made.deallocate()
        return UnsafePointer(bitPattern: winner)!
    }
}
