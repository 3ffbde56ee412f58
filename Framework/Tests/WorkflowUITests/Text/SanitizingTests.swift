import Testing
import WorkflowUI

@Suite struct SanitizingTests {
    @Test func escapeSequencesBecomeVisibleText() {
        #expect(TerminalText.sanitized("\u{1B}[31mred") == "␛[31mred")
    }

    @Test func tabsNewlinesAndReturnsBecomePictures() {
        #expect(TerminalText.sanitized("a\tb") == "a␉b")
        #expect(TerminalText.sanitized("a\nb") == "a␤b")
        #expect(TerminalText.sanitized("a\r\nb") == "a␍␤b")
        #expect(TerminalText.sanitized("\u{0}\u{7}\u{7F}") == "␀␇␡")
    }

    @Test func c1ControlsAndBidiControlsBecomeReplacementCharacters() {
        #expect(TerminalText.sanitized("a\u{9B}31m") == "a\u{FFFD}31m")  // C1 CSI
        #expect(TerminalText.sanitized("\u{202E}evil\u{202C}") == "\u{FFFD}evil\u{FFFD}")
        #expect(TerminalText.sanitized("\u{2066}x\u{2069}") == "\u{FFFD}x\u{FFFD}")
        #expect(TerminalText.sanitized("a\u{2028}b") == "a␤b")
    }

    @Test func ordinaryTextIsUnchanged() {
        let text = "Café 日本語 👨‍👩‍👧 e\u{301}"
        #expect(TerminalText.sanitized(text) == text)
    }

    @Test func sanitisingKeepsTheWidth() {
        for text in ["\u{1B}[0m", "a\r\nb", "\u{202E}x", "tab\there", "日\n本"] {
            #expect(TerminalText.sanitized(text).terminalWidth == text.terminalWidth, "\(text.debugDescription)")
        }
    }

    @Test func sanitisedTextHasNoControlCharacters() {
        var everyControl = ""
        for value in UInt32(0)...0x9F where value < 0x20 || value >= 0x7F {
            everyControl.unicodeScalars.append(Unicode.Scalar(value)!)
        }
        let sanitized = TerminalText.sanitized(everyControl)
        #expect(!sanitized.unicodeScalars.contains { $0.properties.generalCategory == .control })
        #expect(sanitized.terminalWidth == 65)
    }
}
