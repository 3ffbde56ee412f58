import Testing
import WorkflowUI

/// An emoji sequence that terminals draw in different widths (people joined by U+200D,
/// a skin tone, a flag made with a joiner) is laid out and drawn as the emoji it is made
/// of, each in cells of its own, as curses and the C library's `wcwidth` count them; the
/// joiners are kept in the cells but never sent (see `ScreenPainter`), so no terminal
/// joins the parts into fewer columns.
@Suite struct EmojiSequenceTests {
    @Test func anEmojiSequenceIsAsWideAsTheEmojiItIsMadeOf() {
        #expect("👨‍👩‍👧‍👦".terminalWidth == 8)
        #expect(Character("👨‍👩‍👧‍👦").terminalWidth == 8)
        #expect("👍🏽".terminalWidth == 4)
        #expect("🏳️‍🌈".terminalWidth == 4)
        #expect("👩🏽‍💻".terminalWidth == 6)
        #expect("❤️".terminalWidth == 2, "a presentation selector is part of its emoji")
        #expect("🇯🇵".terminalWidth == 2, "a flag of two regional indicators stays one")
        #expect("👨‍".terminalWidth == 2, "a part as a cell holds it: the emoji and its joiner")
    }

    @Test func anEmojiSequenceIsDrawnAsItsPartsEachInCellsOfItsOwn() {
        let frame = frame(width: 20, height: 1) { canvas in
            canvas.draw("👨‍👩‍👧‍👦|👍🏽|🏳️‍🌈|", at: .zero)
        }
        let cells = (0..<20).map { frame[$0, 0].content }
        #expect(cells == [
            "👨\u{200D}", "", "👩\u{200D}", "", "👧\u{200D}", "", "👦", "", "|",
            "👍", "", "🏽", "", "|", "🏳️\u{200D}", "", "🌈", "", "|", " ",
        ])
        expectFrame(frame, shows: ["👨‍👩‍👧‍👦|👍🏽|🏳️‍🌈|"])
        expectWholeGlyphs(in: frame)
    }

    @Test func aSequenceTooWideForWhatIsLeftIsCutBetweenItsParts() {
        #expect(TerminalText.truncated("👨‍👩‍👧‍👦", toWidth: 5) == "👨‍👩‍…")
        let frame = frame(width: 5, height: 1) { canvas in
            canvas.draw("👨‍👩‍👧‍👦", at: .zero)
        }
        #expect((0..<5).map { frame[$0, 0].content } == ["👨\u{200D}", "", "👩\u{200D}", "", " "])
    }

    /// © and ® take two bytes in UTF-8 and ‼ or ™ three, not four as most emoji do: a
    /// sequence that starts with one is laid out in parts all the same, and each part,
    /// read back from its cell, measures the columns it was given. The fuzzer found
    /// "®\u{200D}ำ" drawn as a one-column "®\u{200D}" that measured two on its own.
    @Test func aSequenceThatStartsWithAnEmojiOfTwoOrThreeBytesIsLaidOutInPartsToo() {
        #expect(Character("®\u{200D}").terminalWidth == 1, "the part as its cell holds it")
        #expect(Character("‼\u{200D}").terminalWidth == 1)
        #expect("®\u{200D}ำ".terminalWidth == 2)
        #expect("©🏽".terminalWidth == 3, "the narrow sign, then the tone")
        #expect("™\u{200D}😀".terminalWidth == 3)

        let frame = frame(width: 12, height: 1) { canvas in
            canvas.draw("®\u{200D}ำ|©🏽|‼\u{200D}x", at: .zero)
        }
        let cells = (0..<12).map { frame[$0, 0].content }
        #expect(cells == ["®\u{200D}", "ำ", "|", "©", "🏽", "", "|", "‼\u{200D}", "x", " ", " ", " "])
        expectWholeGlyphs(in: frame)
    }
}
