import Testing
@testable import WorkflowUI

@Suite struct WideCharacterTableTests {
    @Test func rangesAreSortedAndDisjoint() {
        let ranges = WideCharacterTable.ranges
        for (earlier, later) in zip(ranges, ranges.dropFirst()) {
            #expect(earlier.upperBound < later.lowerBound, "\(earlier) overlaps or precedes \(later)")
        }
    }

    /// Unicode gives every emoji with default emoji presentation the width W, so the
    /// standard library's Emoji_Presentation property checks the table's emoji part
    /// against the Unicode version this Swift was built with.
    @Test func everyEmojiWithEmojiPresentationIsWide() {
        var missing: [String] = []
        for value in UInt32(0x2000)...0x1FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.isEmojiPresentation else { continue }
            let isRegionalIndicator = (0x1F1E6...0x1F1FF).contains(value)
            if !isRegionalIndicator && !WideCharacterTable.contains(value) {
                missing.append(String(value, radix: 16))
            }
        }
        #expect(missing.isEmpty, "emoji missing from the wide table: \(missing)")
    }

    @Test func everyIdeographIsWide() {
        var missing: [String] = []
        for value in UInt32(0x2E80)...0x3FFFD {
            guard let scalar = Unicode.Scalar(value), scalar.properties.isIdeographic else { continue }
            if !WideCharacterTable.contains(value) { missing.append(String(value, radix: 16)) }
        }
        #expect(missing.isEmpty, "ideographs missing from the wide table: \(missing)")
    }

    @Test func narrowNeighboursOfWideRangesStayNarrow() {
        #expect(!WideCharacterTable.contains(0x10FF))
        #expect(!WideCharacterTable.contains(0x1160))  // Hangul medial vowel
        #expect(!WideCharacterTable.contains(0x303F))  // half fill space
        #expect(!WideCharacterTable.contains(0x3248))  // ambiguous circled number
        #expect(!WideCharacterTable.contains(0xFF61))  // halfwidth ideographic full stop
        #expect(!WideCharacterTable.contains(0x1F1E6))  // regional indicator
        #expect(WideCharacterTable.contains(0x1100))
        #expect(WideCharacterTable.contains(0x3FFFD))
        #expect(!WideCharacterTable.contains(0x3FFFE))
    }
}
