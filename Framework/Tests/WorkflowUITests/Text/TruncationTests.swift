import Testing
import WorkflowUI

@Suite struct TruncationTests {
    @Test func textThatFitsIsUnchanged() {
        #expect(TerminalText.truncated("ok", toWidth: 6) == "ok")
        #expect(TerminalText.truncated("exact", toWidth: 5) == "exact")
        #expect(TerminalText.truncated("日本", toWidth: 4) == "日本")
    }

    @Test func anEllipsisMarksTheCut() {
        #expect(TerminalText.truncated("Buy milk", toWidth: 6) == "Buy m…")
        #expect(TerminalText.truncated("Buy milk", toWidth: 1) == "…")
        #expect(TerminalText.truncated("Buy milk", toWidth: 0) == "")
        #expect(TerminalText.truncated("Buy milk", toWidth: -3) == "")
    }

    @Test func aWideGlyphThatWouldStraddleTheLimitIsDropped() {
        #expect(TerminalText.truncated("日本語", toWidth: 4) == "日…")
        #expect(TerminalText.truncated("日本語", toWidth: 5) == "日本…")
        #expect(TerminalText.truncated("日本語", toWidth: 2) == "…")
        #expect(TerminalText.truncated("a日本", toWidth: 4) == "a日…")
    }

    @Test func paddingFillsTheResultToTheWidth() {
        #expect(TerminalText.truncated("日本語", toWidth: 4, padded: true) == "日… ")
        #expect(TerminalText.truncated("ok", toWidth: 4, padded: true) == "ok  ")
        #expect(TerminalText.truncated("日本語", toWidth: 0, padded: true) == "")
        for width in 0...12 {
            let cut = TerminalText.truncated("日本語 and 👍👍 text", toWidth: width, padded: true)
            #expect(cut.terminalWidth == width, "width \(width): \(cut)")
        }
    }

    @Test func aCutResultIsAtMostTheWidthAndAtMostOneColumnShort() {
        for width in 1...12 {
            let cut = TerminalText.truncated("日本語 and 👍👍 text", toWidth: width)
            #expect(cut.terminalWidth <= width && cut.terminalWidth >= width - 1, "width \(width): \(cut)")
            #expect(cut.last == "…")
        }
    }

    @Test func graphemeClustersStayWholeButEmojiSequencesAreCutBetweenTheirParts() {
        #expect(TerminalText.truncated("e\u{301}e\u{301}e\u{301}", toWidth: 2) == "e\u{301}…")
        #expect(TerminalText.truncated("👨‍👩‍👧👨‍👩‍👧", toWidth: 3) == "👨‍…")
        #expect(TerminalText.truncated("ab\r\ncd", toWidth: 4) == "ab…")  // "\r\n" is one two-column cluster
    }
}
