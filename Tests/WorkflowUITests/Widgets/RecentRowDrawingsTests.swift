import Testing
@testable import WorkflowUI

@Suite struct RecentRowDrawingsTests {
    /// Draws `text` through `drawings` on a one-row frame `width` wide, saying whether
    /// it was drawn rather than copied.
    private func draw(
        _ text: String, with drawings: inout RecentRowDrawings<String>, width: Int = 12
    ) -> (frame: Frame, wasDrawn: Bool) {
        let frame = Frame(size: Size(width: width, height: 1))
        var wasDrawn = false
        drawings.draw(Canvas(frame: frame), key: text) { row in
            wasDrawn = true
            row.draw(text, at: .zero, width: row.size.width, style: .bold, padded: true)
        }
        return (frame, wasDrawn)
    }

    @Test func aRowThatComesBackIsCopiedAsItWasDrawn() {
        var drawings = RecentRowDrawings<String>(capacity: 2)
        let (first, firstWasDrawn) = draw("Space done", with: &drawings)
        _ = draw("Space 日本", with: &drawings)
        let (again, againWasDrawn) = draw("Space done", with: &drawings)
        #expect(firstWasDrawn)
        #expect(!againWasDrawn)
        #expect(again.cells == first.cells)
    }

    @Test func theLeastRecentlyShownRowIsForgottenFirst() {
        var drawings = RecentRowDrawings<String>(capacity: 2)
        _ = draw("one", with: &drawings)
        _ = draw("two", with: &drawings)
        _ = draw("one", with: &drawings)
        _ = draw("three", with: &drawings)
        #expect(!draw("one", with: &drawings).wasDrawn, "shown again before three came")
        #expect(draw("two", with: &drawings).wasDrawn)
    }

    @Test func aRowIsDrawnAgainAtAnotherWidth() {
        var drawings = RecentRowDrawings<String>(capacity: 2)
        _ = draw("a long footer", with: &drawings, width: 20)
        let (frame, wasDrawn) = draw("a long footer", with: &drawings, width: 8)
        #expect(wasDrawn)
        #expect(frame.text(ofRow: 0) == "a long …")
    }

    @Test func aClippedRowIsDrawnAndNeverKept() {
        var drawings = RecentRowDrawings<String>(capacity: 2)
        let frame = Frame(size: Size(width: 6, height: 1))
        // A row that starts two columns left of the frame: only part of it is seen.
        let clipped = Canvas(frame: frame).region(Rect(column: -2, row: 0, width: 8, height: 1))
        var draws = 0
        for _ in 0..<2 {
            drawings.draw(clipped, key: "footer") { row in
                draws += 1
                row.draw("footer", at: .zero)
            }
        }
        #expect(draws == 2)
        #expect(frame.lines == ["oter"])
    }
}
