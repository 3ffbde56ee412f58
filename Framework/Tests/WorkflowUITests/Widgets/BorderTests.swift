import Testing
import WorkflowUI

struct BorderTests {
    @Test func aBorderIsDrawnAroundTheEdgeAndItsInsideIsReturned() {
        var inside: Rect?
        let drawn = frame(width: 8, height: 4) { inside = Border().draw(in: $0) }

        expectFrame(drawn, shows: ["┌──────┐", "│      │", "│      │", "└──────┘"])
        #expect(inside == Rect(column: 1, row: 1, width: 6, height: 2))
    }

    @Test func theTitleSitsInTheTopEdgeInItsOwnStyle() {
        let drawn = frame(width: 12, height: 3) { Border(title: "Help", style: .dim, titleStyle: .bold).draw(in: $0) }

        expectFrame(drawn, shows: ["┌ Help ────┐", "│          │", "└──────────┘"])
        #expect(drawn[2, 0].style == .bold)
        #expect(drawn[1, 0].style == .dim)
        #expect(drawn[0, 1].style == .dim)
    }

    @Test func aTitleTooLongForTheEdgeIsCutWithAnEllipsis() {
        let drawn = frame(width: 9, height: 2) { Border(title: "Keyboard shortcuts").draw(in: $0) }

        expectFrame(drawn, shows: ["┌ Keyb… ┐", "└───────┘"])
    }

    @Test func aTitleIsLeftOutWhenNotEvenOneColumnOfItFits() {
        let drawn = frame(width: 4, height: 2) { Border(title: "Help").draw(in: $0) }

        expectFrame(drawn, shows: ["┌──┐", "└──┘"])
    }

    @Test func theBorderCoversWhatWasDrawnBeforeIt() {
        let drawn = frame(width: 6, height: 3) { canvas in
            for row in 0..<3 { canvas.draw("xxxxxx", at: Point(column: 0, row: row)) }
            Border().draw(in: canvas.region(Rect(column: 1, row: 0, width: 4, height: 3)))
        }

        expectFrame(drawn, shows: ["x┌──┐x", "x│  │x", "x└──┘x"])
    }

    @Test(arguments: [Size(width: 1, height: 5), Size(width: 5, height: 1), Size(width: 0, height: 0)])
    func aCanvasTooSmallForABorderIsOnlyBlankedAndHasNoInside(size: Size) {
        var inside: Rect?
        let drawn = frame(width: size.width, height: size.height) { canvas in
            canvas.fill(style: .reverse)
            inside = Border().draw(in: canvas)
        }

        #expect(inside?.isEmpty == true)
        #expect(drawn.cells.allSatisfy { $0.content == " " && $0.style == .plain })
    }
}
