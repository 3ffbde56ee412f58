import Testing
@testable import WorkflowUI

@Suite struct TerminalGlyphsTests {
    /// The fast walk relies on this: a scalar marked as standing alone never joins
    /// the scalar before it or after it into one cluster.
    @Test func scalarsThatStandAloneNeverJoinANeighbour() {
        var joining: [String] = []
        for value in UInt32(0)..<0x10000 {
            guard let scalar = Unicode.Scalar(value), ScalarWidths.entry(value).standsAlone else { continue }
            let alone = String(scalar)
            if ("x" + alone).count != 2 || (alone + "x").count != 2 || (alone + alone).count != 2 {
                joining.append(String(value, radix: 16))
            }
        }
        #expect(joining.isEmpty, "scalars marked as standing alone that join: \(joining)")
    }

    @Test func theWalkFindsExactlyTheClustersStringFindsButEmojiSequencesComePartByPart() {
        let samples = [
            "Buy milk", "日本語のテキスト", "Cafe\u{301} ☕️ ok", "👨‍👩‍👧 family", "🇯🇵🇫🇷", "a\r\nb\rc\n",
            "한국어 and 가", "क्षि कि", "กำ ไทย", "1️⃣#⃣", "\u{1B}[31m\u{202E}x", "e\u{301}\u{302}", "\u{301}lead",
            "ｶﾞ halfwidth voiced", "Привет, мир", "ع\u{64E}ر\u{64E}ب", "☝🏻 👍🏽", "🏴󠁧󠁢󠁳󠁣󠁴󠁿",
        ]
        for sample in samples {
            let text = sample[...]
            var glyphs = TerminalGlyphs(text)
            var clusters: [Substring] = []
            var widths = 0
            while let glyph = glyphs.next() {
                clusters.append(text[glyph.range])
                widths += glyph.width
            }
            let expected = sample.flatMap { character -> [String] in
                switch character {
                case "👨‍👩‍👧": ["👨\u{200D}", "👩\u{200D}", "👧"]
                case "☝🏻": ["☝", "🏻"]
                case "👍🏽": ["👍", "🏽"]
                default: [String(character)]
                }
            }
            #expect(clusters.map(String.init) == expected, "\(sample.debugDescription)")
            #expect(widths == sample.reduce(0) { $0 + $1.terminalWidth }, "\(sample.debugDescription)")
        }
    }

    @Test func spacingMarksWidenTheirClusterUpToTwoColumns() {
        #expect(Character("कि").terminalWidth == 2)  // Devanagari vowel sign i is a spacing mark
        #expect(Character("क्ष").terminalWidth == 2)  // conjunct: virama takes no column
        #expect(Character("क्षि").terminalWidth == 2)  // capped: a cell holds at most two columns
        #expect(Character("กิ").terminalWidth == 1)  // Thai sara i is non-spacing
    }

    /// What the frame check of the fuzzer and `expectWholeGlyphs` rely on: every part
    /// of a sequence, read back from its cell as one `Character`, measures the columns
    /// the layout gave it, whatever the emoji it starts with.
    @Test func everyPartMeasuresFromItsCellWhatItWasLaidOutIn() throws {
        let bases: [Unicode.Scalar] = ["©", "®", "‼", "™", "↔", "☝", "❤", "〰", "㊗", "😀", "🏳"]
        let tails = ["\u{200D}", "\u{200D}ำ", "\u{200D}😀", "\u{FE0F}\u{200D}", "🏽", "🏽\u{200D}x", "\u{200D}\u{200D}"]
        for base in bases {
            for tail in tails {
                let sample = String(base) + tail
                var glyphs = TerminalGlyphs(sample[...])
                while let glyph = glyphs.next() {
                    let cell = sample[glyph.range]
                    try #require(cell.count == 1, "\(cell.debugDescription) in \(sample.debugDescription)")
                    #expect(Character(String(cell)).terminalWidth == glyph.width, "\(cell.debugDescription) in \(sample.debugDescription)")
                }
            }
        }
    }
}
