import Testing
import WorkflowUI

/// Drawing over half of a wide glyph already in the frame must not leave the other
/// half behind: a terminal would show garbage there.
@Suite struct WideGlyphOverwriteTests {
    @Test func writingOverTheSecondHalfBlanksTheFirst() {
        let frame = frame(width: 6, height: 1) { canvas in
            canvas.draw("日本語", at: .zero, style: .bold)
            canvas.draw("x", at: Point(column: 1, row: 0))
        }
        expectFrame(frame, shows: [" x本語"])
        #expect(frame[0, 0] == Cell.blank(.bold))
        expectWholeGlyphs(in: frame)
    }

    @Test func writingOverTheFirstHalfBlanksTheSecond() {
        let frame = frame(width: 6, height: 1) { canvas in
            canvas.draw("日本語", at: .zero)
            canvas.draw("x", at: Point(column: 2, row: 0))
        }
        expectFrame(frame, shows: ["日x 語"])
        expectWholeGlyphs(in: frame)
    }

    @Test func aWideGlyphOverlappingTwoOthersBlanksBothOuterHalves() {
        let frame = frame(width: 6, height: 1) { canvas in
            canvas.draw("日本語", at: .zero)
            canvas.draw("👍", at: Point(column: 1, row: 0))
        }
        expectFrame(frame, shows: [" 👍 語"])
        expectWholeGlyphs(in: frame)
    }

    @Test func fillingHalfAGlyphBlanksTheOtherHalf() {
        let frame = frame(width: 6, height: 2) { canvas in
            canvas.draw("日本語", at: .zero)
            canvas.draw("日本語", at: Point(column: 0, row: 1))
            canvas.fill(Rect(column: 1, row: 0, width: 2, height: 1), style: .plain)
            canvas.fill(Rect(column: 3, row: 1, width: 3, height: 1), style: .plain)
        }
        expectFrame(frame, shows: ["    語", "日"])
        expectWholeGlyphs(in: frame)
    }

    @Test func aRegionsEdgeNeverLeavesHalfAGlyphOutside() {
        let frame = frame(width: 8, height: 1) { canvas in
            canvas.draw("日本語です", at: .zero)
            canvas.region(Rect(column: 3, row: 0, width: 2, height: 1)).draw("ab", at: .zero)
        }
        expectFrame(frame, shows: ["日 ab で"])
        expectWholeGlyphs(in: frame)
    }
}
