import Testing
import WorkflowUI

@Suite struct CanvasTextTests {
    @Test func textIsDrawnAtAPointAndReportsItsWidth() {
        var used = 0
        let frame = frame(width: 10, height: 2) { canvas in
            used = canvas.draw("hello", at: Point(column: 2, row: 1))
        }
        expectFrame(frame, shows: ["", "  hello"])
        #expect(used == 5)
    }

    @Test func textIsCutAtTheCanvasEdge() {
        var used = 0
        let frame = frame(width: 6, height: 1) { canvas in
            used = canvas.draw("overflowing", at: Point(column: 2, row: 0))
        }
        expectFrame(frame, shows: ["  over"])
        #expect(used == 4)
    }

    @Test func wideGlyphsTakeACellAndAContinuation() {
        let frame = frame(width: 8, height: 1) { canvas in
            canvas.draw("日本👍", at: .zero, style: .bold)
        }
        expectFrame(frame, shows: ["日本👍"])
        #expect(frame[0, 0] == Cell(content: "日", style: .bold))
        #expect(frame[1, 0] == Cell.continuation(.bold))
        #expect(frame[4, 0].content == "👍")
        #expect(frame[6, 0] == .blank)
        expectWholeGlyphs(in: frame)
    }

    @Test func aWideGlyphAtTheRightEdgeBecomesABlank() {
        let frame = frame(width: 5, height: 1) { canvas in
            canvas.draw("ab日本", at: .zero, style: .underline)
        }
        expectFrame(frame, shows: ["ab日"])
        #expect(frame[4, 0] == Cell.blank(.underline))
        expectWholeGlyphs(in: frame)
    }

    @Test func aWideGlyphAtTheLeftEdgeOfARegionBecomesABlank() {
        let frame = frame(width: 8, height: 1) { canvas in
            canvas.draw("xxxxxxxx", at: .zero)
            canvas.region(Rect(column: 2, row: 0, width: 4, height: 1))
                .draw("日本語", at: Point(column: -1, row: 0))
        }
        // 日 straddles the region's left edge and 語 its right edge: the column of
        // each inside the region is blanked.
        expectFrame(frame, shows: ["xx 本 xx"])
        expectWholeGlyphs(in: frame)
    }

    @Test func combiningMarksStayInTheirBaseCell() {
        let frame = frame(width: 6, height: 1) { canvas in
            canvas.draw("Cafe\u{301}!", at: .zero)
        }
        #expect(frame[3, 0].content == "e\u{301}")
        #expect(frame[4, 0].content == "!")
        expectFrame(frame, shows: ["Cafe\u{301}!"])
    }

    @Test func invisibleClustersAreNotDrawn() {
        let frame = frame(width: 6, height: 1) { canvas in
            canvas.draw("a\u{200B}b", at: .zero)
        }
        expectFrame(frame, shows: ["ab"])
    }

    @Test func controlCharactersAreDrawnAsPictures() {
        let frame = frame(width: 20, height: 1) { canvas in
            canvas.draw("\u{1B}[31mred\tx\r\ny", at: .zero)
        }
        expectFrame(frame, shows: ["␛[31mred␉x␍␤y"])
        let printed = frame.text(ofRow: 0).unicodeScalars
        #expect(!printed.contains { $0.properties.generalCategory == .control })
    }

    @Test func bidiOverridesCannotReorderTheRow() {
        let frame = frame(width: 10, height: 1) { canvas in
            canvas.draw("a\u{202E}bc\u{2066}d", at: .zero)
        }
        expectFrame(frame, shows: ["a\u{FFFD}bc\u{FFFD}d"])
    }

    @Test func drawingIntoAFieldTruncatesWithAnEllipsis() {
        let frame = frame(width: 12, height: 3) { canvas in
            canvas.draw("Buy oat milk", at: .zero, width: 8)
            canvas.draw("日本語", at: Point(column: 0, row: 1), width: 4)
            canvas.draw("short", at: Point(column: 0, row: 2), width: 8)
        }
        expectFrame(frame, shows: ["Buy oat…", "日…", "short"])
    }

    @Test func aFieldEndsAtTheCanvasEdge() {
        let frame = frame(width: 6, height: 1) { canvas in
            canvas.draw("Buy oat milk", at: Point(column: 1, row: 0), width: 40)
        }
        expectFrame(frame, shows: [" Buy …"])
    }

    @Test func aPaddedFieldFillsItsWidthInTheStyle() {
        let frame = frame(width: 10, height: 1) { canvas in
            canvas.draw("milk", at: Point(column: 1, row: 0), width: 6, style: .reverse, padded: true)
        }
        #expect(frame.text(ofRow: 0) == " milk     ")
        #expect((1..<7).allSatisfy { frame[$0, 0].style == .reverse })
        #expect(frame[0, 0].style == .plain && frame[7, 0].style == .plain)
    }

    @Test func fieldsAlignTheirText() {
        let frame = frame(width: 9, height: 3) { canvas in
            canvas.draw("abc", at: .zero, width: 9, alignment: .center)
            canvas.draw("abc", at: Point(column: 0, row: 1), width: 9, alignment: .trailing)
            canvas.draw("日本", at: Point(column: 0, row: 2), width: 9, alignment: .center, padded: true)
        }
        expectFrame(frame, shows: ["   abc", "      abc", "  日本"])
    }

    @Test func aTruncatedFieldBlanksTheColumnOfADroppedWideGlyph() {
        let frame = frame(width: 6, height: 1) { canvas in
            canvas.draw("xxxxxx", at: .zero)
            canvas.draw("日本語", at: .zero, width: 4)
        }
        expectFrame(frame, shows: ["日… xx"])  // the x under the dropped 語 is blanked
    }
}
