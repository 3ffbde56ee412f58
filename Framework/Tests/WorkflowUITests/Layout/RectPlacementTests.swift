import Testing
import WorkflowUI

struct RectPlacementTests {
    @Test func aBoxIsCentredInTheRectangle() {
        let area = Rect(column: 0, row: 0, width: 80, height: 24)

        #expect(area.centered(Size(width: 40, height: 8)) == Rect(column: 20, row: 8, width: 40, height: 8))
    }

    @Test func anOddCellLeftOverGoesAfterTheBox() {
        let area = Rect(column: 0, row: 0, width: 11, height: 6)

        #expect(area.centered(Size(width: 4, height: 3)) == Rect(column: 3, row: 1, width: 4, height: 3))
    }

    @Test func aBoxIsCentredInARectangleThatDoesNotStartAtTheOrigin() {
        let area = Rect(column: 10, row: 5, width: 10, height: 4)

        #expect(area.centered(Size(width: 6, height: 2)) == Rect(column: 12, row: 6, width: 6, height: 2))
    }

    @Test func aBoxLargerThanTheRectangleIsCutToIt() {
        let area = Rect(column: 2, row: 1, width: 10, height: 3)

        #expect(area.centered(Size(width: 40, height: 2)) == Rect(column: 2, row: 1, width: 10, height: 2))
        #expect(area.centered(Size(width: 40, height: 30)) == area)
    }

    @Test func aBoxInAnEmptyRectangleIsEmpty() {
        #expect(Rect(column: 3, row: 3, width: 0, height: 0).centered(Size(width: 5, height: 5)).isEmpty)
    }

    @Test func insettingByACellTakesOneFromEachSide() {
        #expect(Rect(column: 0, row: 0, width: 10, height: 4).inset(by: 1) == Rect(column: 1, row: 1, width: 8, height: 2))
    }

    @Test func insettingNeverGoesBelowEmpty() {
        #expect(Rect(column: 0, row: 0, width: 1, height: 1).inset(by: 1).isEmpty)
    }
}
