import Testing
import WorkflowUI

@Suite struct CanvasRegionTests {
    @Test func aRegionHasItsOwnOrigin() {
        let frame = frame(width: 10, height: 4) { canvas in
            let region = canvas.region(Rect(column: 3, row: 1, width: 5, height: 2))
            #expect(region.size == Size(width: 5, height: 2))
            region.draw("hi", at: Point(column: 1, row: 1))
        }
        expectFrame(frame, shows: ["", "", "    hi", ""])
    }

    @Test func aRegionClipsWhatIsDrawnInIt() {
        let frame = frame(width: 10, height: 3) { canvas in
            let region = canvas.region(Rect(column: 2, row: 1, width: 4, height: 1))
            region.draw("clipped text", at: .zero)
            region.draw("below", at: Point(column: 0, row: 1))
            region.draw("left", at: Point(column: -2, row: 0))
        }
        expectFrame(frame, shows: ["", "  ftip", ""])
    }

    @Test func aRegionPartlyOutsideIsClippedToItsParent() {
        let frame = frame(width: 10, height: 3) { canvas in
            let parent = canvas.region(Rect(column: 1, row: 0, width: 6, height: 3))
            let child = parent.region(Rect(column: 3, row: 1, width: 10, height: 10))
            #expect(child.size == Size(width: 3, height: 2))
            child.draw("abcdef", at: .zero)
            child.fill(style: .reverse)
        }
        expectFrame(frame, shows: ["", "", ""])
        #expect(frame[4, 1].style == .reverse && frame[6, 2].style == .reverse)
        #expect(frame[7, 1].style == .plain && frame[3, 1].style == .plain)
    }

    @Test func aRegionOverlappingTheTopLeftKeepsItsOrigin() {
        let frame = frame(width: 6, height: 2) { canvas in
            let region = canvas.region(Rect(column: -2, row: -1, width: 6, height: 3))
            #expect(region.size == Size(width: 6, height: 3))  // measured from its own origin
            region.draw("abcdef", at: Point(column: 0, row: 1))
        }
        expectFrame(frame, shows: ["cdef", ""])
    }

    @Test func aRegionEntirelyOutsideIsEmptyAndDrawsNothing() {
        let frame = frame(width: 6, height: 2) { canvas in
            let region = canvas.region(Rect(column: 8, row: 0, width: 4, height: 2))
            #expect(region.size == .zero)
            #expect(region.draw("nothing", at: .zero) == 0)
            region.fill(style: .reverse)
            region.setCursor(at: .zero)
        }
        expectFrame(frame, shows: ["", ""])
        #expect(frame.cursor == nil)
        #expect(frame.cells.allSatisfy { $0 == .blank })
    }

    @Test func theCursorIsPlacedInFrameCoordinatesOnlyInsideTheCanvas() {
        let frame = frame(width: 10, height: 5) { canvas in
            let region = canvas.region(Rect(column: 2, row: 1, width: 3, height: 3))
            region.setCursor(at: Point(column: 1, row: 2))
            region.setCursor(at: Point(column: 3, row: 0))  // outside: ignored
        }
        #expect(frame.cursor == Point(column: 3, row: 3))
    }

    @Test func fillBlanksARectangleInAStyle() {
        let frame = frame(width: 6, height: 3) { canvas in
            canvas.draw("abcdef", at: .zero)
            canvas.draw("ghijkl", at: Point(column: 0, row: 1))
            canvas.fill(Rect(column: 1, row: 0, width: 3, height: 2), style: .reverse)
        }
        expectFrame(frame, shows: ["a   ef", "g   kl", ""])
        #expect(frame[1, 1].style == .reverse && frame[4, 1].style == .plain)
    }

    @Test func restyleChangesStylesAndKeepsText() {
        let frame = frame(width: 8, height: 2) { canvas in
            canvas.draw("a日本b", at: .zero, style: .bold)
            canvas.restyle(Rect(column: 2, row: 0, width: 2, height: 1)) { $0.attributes.insert(.reverse) }
        }
        expectFrame(frame, shows: ["a日本b", ""])
        let boldReverse = Style(attributes: [.bold, .reverse])
        // The rectangle covers 日's second half and 本's first: both glyphs, whole.
        #expect((1...4).allSatisfy { frame[$0, 0].style == boldReverse })
        #expect(frame[0, 0].style == .bold && frame[5, 0].style == .bold)
    }

    @Test func tinyAndEmptyCanvasesDrawWithoutCrashing() {
        for size in [Size(width: 1, height: 1), Size(width: 0, height: 0), Size(width: 5, height: 0), Size(width: 0, height: 3)] {
            let frame = Frame(size: size)
            let canvas = Canvas(frame: frame)
            canvas.draw("日本 text", at: .zero)
            canvas.draw("日本 text", at: .zero, width: 4, padded: true)
            canvas.draw("x", at: Point(column: -1, row: -1))
            canvas.fill(style: .reverse)
            canvas.restyle { $0.attributes.insert(.bold) }
            canvas.setCursor(at: .zero)
            _ = canvas.region(Rect(column: 0, row: 0, width: 3, height: 3)).draw("abc", at: .zero)
            expectWholeGlyphs(in: frame)
        }
        let one = frame(width: 1, height: 1) { $0.draw("日", at: .zero) }
        expectFrame(one, shows: [""])  // a wide glyph never fits one column
        let narrow = frame(width: 1, height: 1) { $0.draw("abc", at: .zero, width: 5) }
        expectFrame(narrow, shows: ["…"])
    }
}
