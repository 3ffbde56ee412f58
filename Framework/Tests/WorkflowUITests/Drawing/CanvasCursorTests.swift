import Testing
import WorkflowUI

struct CanvasCursorTests {
    @Test func hidingTheCursorInACanvasThatHoldsItHidesIt() {
        let frame = frame(width: 10, height: 5) { canvas in
            canvas.setCursor(at: Point(column: 3, row: 2))
            canvas.region(Rect(column: 2, row: 1, width: 4, height: 3)).hideCursor()
        }

        #expect(frame.cursor == nil)
    }

    @Test func hidingTheCursorInACanvasThatDoesNotHoldItLeavesItShown() {
        let frame = frame(width: 10, height: 5) { canvas in
            canvas.setCursor(at: Point(column: 7, row: 2))
            canvas.region(Rect(column: 2, row: 1, width: 4, height: 3)).hideCursor()
        }

        #expect(frame.cursor == Point(column: 7, row: 2))
    }

    @Test func aCursorPlacedAfterHidingIsShown() {
        let frame = frame(width: 10, height: 5) { canvas in
            canvas.setCursor(at: Point(column: 1, row: 1))
            canvas.hideCursor()
            canvas.setCursor(at: Point(column: 4, row: 0))
        }

        #expect(frame.cursor == Point(column: 4, row: 0))
    }
}
