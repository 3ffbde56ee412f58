import Testing
import WorkflowUI

@Suite struct CanvasParagraphTests {
    @Test func aParagraphWrapsAtSpacesWithoutAnEllipsisForTheSpaceAtTheBreak() {
        var rows = 0
        let frame = frame(width: 20, height: 4) { canvas in
            rows = canvas.drawParagraph("No todos yet. Press n to add one.", at: Point(column: 1, row: 1), width: 13)
        }
        expectFrame(frame, shows: ["", " No todos yet.", " Press n to", " add one."])
        #expect(rows == 3)
    }

    @Test func whenRowsRunOutTheLastRowShownEndsInAnEllipsis() {
        var rows = 0
        let frame = frame(width: 12, height: 3) { canvas in
            rows = canvas.drawParagraph("one two three four five six", at: .zero, width: 9, maxRows: 2)
        }
        expectFrame(frame, shows: ["one two", "three fo…", ""])
        #expect(rows == 2)
    }

    @Test func theCanvasBottomLimitsTheRowsToo() {
        let frame = frame(width: 10, height: 2) { canvas in
            canvas.drawParagraph("aaa bbb ccc ddd", at: Point(column: 0, row: 1), width: 4, style: .bold)
        }
        expectFrame(frame, shows: ["", "aaa…"])
        #expect(frame[0, 1].style == .bold)
    }
}
