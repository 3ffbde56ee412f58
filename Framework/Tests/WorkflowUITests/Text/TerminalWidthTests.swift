import Testing
import WorkflowUI

@Suite struct TerminalWidthTests {
    @Test func asciiTakesOneColumnPerCharacter() {
        #expect("".terminalWidth == 0)
        #expect("Buy milk".terminalWidth == 8)
        #expect("Buy milk"[...].dropFirst(4).terminalWidth == 4)
    }

    @Test func cjkKanaAndHangulTakeTwoColumns() {
        #expect("日本語".terminalWidth == 6)
        #expect("ひらがなカタカナ".terminalWidth == 16)
        #expect("한국어".terminalWidth == 6)
        #expect("中文 ok".terminalWidth == 7)
        #expect(Character("𠀋").terminalWidth == 2)  // plane 2, CJK Extension B
    }

    @Test func fullwidthFormsTakeTwoColumnsAndHalfwidthOne() {
        #expect("ＡＢＣ".terminalWidth == 6)
        #expect("！".terminalWidth == 2)
        #expect("ｶﾀｶﾅ".terminalWidth == 4)  // halfwidth katakana
        #expect(Character("\u{3000}").terminalWidth == 2)  // ideographic space
    }

    @Test func emojiTakeTwoColumns() {
        #expect(Character("👍").terminalWidth == 2)
        #expect(Character("⌚").terminalWidth == 2)  // BMP emoji with emoji presentation
        // A skin tone is drawn after its emoji, each counted as wcwidth counts it (see
        // EmojiSequenceTests).
        #expect(Character("👍🏽").terminalWidth == 4)
        #expect(Character("☝🏻").terminalWidth == 3)  // narrow base, then the tone
    }

    @Test func flagsAndKeycapsAreOnePictureAndZWJSequencesTheirParts() {
        #expect(Character("👨‍👩‍👧").terminalWidth == 6)
        #expect("👨‍👩‍👧".terminalWidth == 6)
        #expect(Character("🇯🇵").terminalWidth == 2)
        #expect("🇯🇵🇫🇷".terminalWidth == 4)
        #expect(Character("1️⃣").terminalWidth == 2)
        #expect(Character("#\u{20E3}").terminalWidth == 2)  // keycap without the selector
        #expect(Character("🏳️‍🌈").terminalWidth == 4)
        #expect(Character("🏴󠁧󠁢󠁳󠁣󠁴󠁿").terminalWidth == 2)  // tag sequence
    }

    @Test func presentationSelectorsDecideTheWidthOfSymbols() {
        #expect(Character("❤️").terminalWidth == 2)  // U+2764 U+FE0F
        #expect(Character("❤").terminalWidth == 1)  // text presentation by default
        #expect(Character("⌚\u{FE0E}").terminalWidth == 1)
        #expect(Character("☺\u{FE0F}").terminalWidth == 2)
    }

    @Test func combiningMarksTakeNoColumns() {
        let decomposed = "e\u{301}"
        #expect(decomposed.count == 1)
        #expect(decomposed.terminalWidth == 1)
        #expect("Cafe\u{301}".terminalWidth == 4)
        #expect("a\u{301}\u{302}\u{303}".terminalWidth == 1)
        #expect("\u{5D0}\u{5B8}".terminalWidth == 1)  // Hebrew letter with a point
        #expect("가".decomposedStringWithCanonicalMappingForTest.terminalWidth == 2)  // conjoining jamo
    }

    @Test func invisibleFormatCharactersTakeNoColumns() {
        #expect("a\u{200B}b".terminalWidth == 2)  // zero-width space
        #expect("\u{AD}".terminalWidth == 0)  // soft hyphen
        #expect("\u{FEFF}".terminalWidth == 0)  // byte order mark
        #expect(Character("\u{FE0F}").terminalWidth == 0)  // a selector with nothing to select
    }

    @Test func controlCharactersCountAsTheirOneColumnPictures() {
        #expect("\u{1B}[31m".terminalWidth == 5)
        #expect("a\tb".terminalWidth == 3)
        #expect("a\r\nb".terminalWidth == 4)
        #expect(Character("\r\n").terminalWidth == 2)
        #expect("\u{202E}abc".terminalWidth == 4)
        #expect("\u{85}".terminalWidth == 1)
    }

    @Test func lonePartsOfSequencesAreNarrow() {
        #expect(Character("🇯").terminalWidth == 1)  // a regional indicator without its pair
        #expect(Character("#").terminalWidth == 1)
    }

    @Test func substringsMeasureOnlyTheirPart() {
        let text = "日本語 text"
        #expect(text.prefix(2).terminalWidth == 4)
        #expect(text.suffix(4).terminalWidth == 4)
    }
}

extension String {
    /// Hangul syllables decomposed into conjoining jamo (L V T), built by hand so the
    /// test does not need Foundation.
    fileprivate var decomposedStringWithCanonicalMappingForTest: String {
        var result = ""
        for scalar in unicodeScalars {
            let index = Int(scalar.value) - 0xAC00
            guard index >= 0, index < 11172 else {
                result.unicodeScalars.append(scalar)
                continue
            }
            result.unicodeScalars.append(Unicode.Scalar(UInt32(0x1100 + index / 588))!)
            result.unicodeScalars.append(Unicode.Scalar(UInt32(0x1161 + index % 588 / 28))!)
            if index % 28 != 0 { result.unicodeScalars.append(Unicode.Scalar(UInt32(0x11A7 + index % 28))!) }
        }
        return result
    }
}
