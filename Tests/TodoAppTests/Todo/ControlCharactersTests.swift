import Testing
@testable import TodoApp

/// Escape sequences go whole, so that pasted terminal output leaves its text and no junk.
@Suite struct ControlCharactersTests {
    private func removed(_ text: String, keepingTabs: Bool = false) -> String {
        ControlCharacters.removed(from: text) { keepingTabs && $0 == "\t" }
    }

    @Test func aColourSequenceGoesWholeAndItsTextStays() {
        #expect(removed("\u{1B}[1;31mred\u{1B}[0m and \u{1B}[38;5;208morange\u{1B}[m") == "red and orange")
    }

    @Test(arguments: [
        ("\u{1B}]0;window title\u{7}after", "after"),          // OSC ended by BEL
        ("\u{1B}]8;;https://x.test\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link"),  // a hyperlink, ended by ST
        ("\u{9D}0;title\u{9C}after", "after"),                    // the C1 forms
        ("\u{1B}Pq#0;2;0;0;0\u{1B}\\after", "after"),             // DCS
    ])
    func aStringSequenceGoesUpToItsEnd(text: String, expected: String) {
        #expect(removed(text) == expected)
    }

    @Test func anUnendedStringSequenceLosesOnlyItsIntroducer() {
        #expect(removed("\u{1B}]0;no end\nnext line") == "0;no endnext line")
    }

    @Test(arguments: [
        ("\u{1B}(Bplain", "plain"),     // a character set: ESC, an intermediate, a final
        ("\u{1B}=keypad", "keypad"),    // two characters
        ("\u{1B}cafter", "after"),      // a reset
        ("\u{9B}2Jafter", "after"),     // C1 CSI
        ("end\u{1B}", "end"),           // a lone ESC at the end
        ("\u{1B}\u{1B}[31mx", "x"),     // ESC ESC: the first goes alone
        ("\u{1B}[31é", "é"),            // a CSI cut short by what cannot be in one
    ])
    func otherSequencesGoWhole(text: String, expected: String) {
        #expect(removed(text) == expected)
    }

    @Test func everyOtherControlGoesAndWhatIsKeptStays() {
        #expect(removed("a\u{0}b\u{7}c\u{7F}d\u{85}e\u{9F}f\tg", keepingTabs: true) == "abcdef\tg")
        #expect(removed("a\tb") == "ab")
    }

    @Test func textWithoutControlsIsTheSameString() {
        let text = "日本語 😀 e\u{301} \u{200B}\u{202E}"
        #expect(removed(text) == text)
        #expect(!ControlCharacters.occur(in: text))
        #expect(ControlCharacters.occur(in: "a\u{9B}"))
        #expect(!ControlCharacters.occur(in: "a\u{2028}b\u{2029}"))
        #expect(ControlCharacters.occur(in: "a\u{2028}b", orLineSeparators: true))
        #expect(ControlCharacters.occur(in: "a\u{2029}", orLineSeparators: true))
        #expect(!ControlCharacters.occur(in: "\u{2027}\u{20AC}", orLineSeparators: true))
    }
}
