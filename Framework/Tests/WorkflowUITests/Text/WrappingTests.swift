import Testing
import WorkflowUI

@Suite struct WrappingTests {
    private func wrap(_ text: String, _ width: Int) -> [String] {
        TerminalText.wrapped(text, toWidth: width).map(String.init)
    }

    @Test func shortTextIsOneLine() {
        #expect(wrap("milk", 10) == ["milk"])
        #expect(wrap("", 10) == [""])
    }

    @Test func longLinesWrapAtSpaces() {
        #expect(wrap("Buy oat milk", 8) == ["Buy oat ", "milk"])
        #expect(wrap("one two three four", 9) == ["one two ", "three ", "four"])
    }

    @Test func spacesAtABreakHangPastTheWidth() {
        #expect(wrap("hello world", 5) == ["hello ", "world"])
        #expect(wrap("ab    cd", 3) == ["ab    ", "cd"])
    }

    @Test func wordsWiderThanTheLineBreakBetweenClusters() {
        #expect(wrap("abcdefgh", 3) == ["abc", "def", "gh"])
        #expect(wrap("a verylongword", 4) == ["a ", "very", "long", "word"])
    }

    @Test func wideGlyphsNeverStraddleTheWidth() {
        #expect(wrap("日本語です", 5) == ["日本", "語で", "す"])
        #expect(wrap("ab日本", 3) == ["ab", "日", "本"])
    }

    @Test func lineBreaksAlwaysStartANewLine() {
        #expect(wrap("a\n\nb", 8) == ["a", "", "b"])
        #expect(wrap("a\r\nb\rc", 8) == ["a", "b", "c"])
        #expect(wrap("end\n", 8) == ["end", ""])
    }

    @Test func aZeroWidthOnlySplitsAtLineBreaks() {
        #expect(wrap("long line here\nnext", 0) == ["long line here", "next"])
    }

    @Test func linesAreSlicesThatLocateThemselvesInTheText() {
        let text = "Buy oat milk\nand bread"
        let lines = TerminalText.wrapped(text, toWidth: 8)
        #expect(lines.map(String.init) == ["Buy oat ", "milk", "and ", "bread"])
        #expect(text[lines[1].startIndex...].hasPrefix("milk\nand"))
    }

    @Test func everyLineFitsExceptHangingSpaces() {
        let text = "The quick brown 狐 jumps over the lazy 🐶 again and again"
        for width in 2...20 {
            for line in TerminalText.wrapped(text, toWidth: width) {
                var trimmed = Substring(line)
                while trimmed.last == " " { trimmed.removeLast() }
                #expect(trimmed.terminalWidth <= width, "width \(width): \(line)")
            }
            #expect(TerminalText.wrapped(text, toWidth: width).joined() == text)
        }
    }
}
