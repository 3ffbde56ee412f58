import Testing
import WorkflowUI

@Suite struct ScrollingListTests {
    /// Draws `itemCount` items named "item N" into a frame `rows` high, counting the
    /// rows the list asks for.
    private func draw(
        _ list: inout ScrollingList, itemCount: Int, selection: Int?, rows: Int, width: Int = 12
    ) -> (frame: Frame, drawnIndices: [Int]) {
        let frame = Frame(size: Size(width: width, height: rows))
        var drawn: [Int] = []
        list.draw(in: Canvas(frame: frame), itemCount: itemCount, selection: selection) { row, index, isSelected in
            drawn.append(index)
            #expect(row.size == Size(width: width, height: 1))
            row.draw("item \(index)", at: .zero, width: row.size.width, style: isSelected ? .reverse : .plain, padded: true)
        }
        return (frame, drawn)
    }

    @Test func aShortListDrawsEveryItemFromTheTop() {
        var list = ScrollingList()
        let (frame, drawn) = draw(&list, itemCount: 3, selection: 1, rows: 5)
        expectFrame(frame, shows: ["item 0", "item 1", "item 2", "", ""])
        #expect(drawn == [0, 1, 2])
        #expect(frame[0, 1].style == .reverse && frame[0, 0].style == .plain)
    }

    @Test func onlyTheVisibleRowsAreDrawnHoweverLongTheList() {
        var list = ScrollingList()
        let (_, few) = draw(&list, itemCount: 20, selection: 0, rows: 5)
        var longList = ScrollingList()
        let (frame, many) = draw(&longList, itemCount: 100_000, selection: 50_000, rows: 5)
        #expect(few.count == 5)
        #expect(many.count == 5)
        #expect(many == Array(49_996...50_000))
        expectFrame(frame, shows: ["item 49996", "item 49997", "item 49998", "item 49999", "item 50000"])
    }

    @Test func movingDownScrollsOnlyWhenTheSelectionLeavesTheScreen() {
        var list = ScrollingList()
        for selection in 0..<5 {
            _ = draw(&list, itemCount: 50, selection: selection, rows: 5)
            #expect(list.firstVisibleIndex == 0)
        }
        let (frame, _) = draw(&list, itemCount: 50, selection: 5, rows: 5)
        #expect(list.firstVisibleIndex == 1)
        expectFrame(frame, shows: ["item 1", "item 2", "item 3", "item 4", "item 5"])
        #expect(frame[0, 4].style == .reverse)
    }

    @Test func movingUpScrollsOnlyWhenTheSelectionLeavesTheScreen() {
        var list = ScrollingList()
        _ = draw(&list, itemCount: 50, selection: 20, rows: 5)
        #expect(list.firstVisibleIndex == 16)
        for selection in stride(from: 19, through: 16, by: -1) {
            _ = draw(&list, itemCount: 50, selection: selection, rows: 5)
            #expect(list.firstVisibleIndex == 16)
        }
        let (frame, _) = draw(&list, itemCount: 50, selection: 15, rows: 5)
        #expect(list.firstVisibleIndex == 15)
        #expect(frame[0, 0].style == .reverse)
    }

    @Test func removingItemsScrollsBackSoNoRowIsWasted() {
        var list = ScrollingList()
        _ = draw(&list, itemCount: 50, selection: 49, rows: 5)
        #expect(list.firstVisibleIndex == 45)
        let (frame, drawn) = draw(&list, itemCount: 47, selection: 46, rows: 5)
        #expect(list.firstVisibleIndex == 42)
        #expect(drawn == [42, 43, 44, 45, 46])
        expectFrame(frame, shows: ["item 42", "item 43", "item 44", "item 45", "item 46"])
    }

    @Test func growingTheScreenShowsMoreRows() {
        var list = ScrollingList()
        _ = draw(&list, itemCount: 50, selection: 10, rows: 3)
        #expect(list.firstVisibleIndex == 8)
        let (_, drawn) = draw(&list, itemCount: 50, selection: 10, rows: 6)
        #expect(drawn == Array(8..<14))
        #expect(list.pageSize == 6)
    }

    @Test func noSelectionAndEmptyListsDrawWithoutCrashing() {
        var list = ScrollingList()
        let (empty, none) = draw(&list, itemCount: 0, selection: nil, rows: 3)
        #expect(none.isEmpty)
        expectFrame(empty, shows: ["", "", ""])
        let (_, unselected) = draw(&list, itemCount: 10, selection: nil, rows: 3)
        #expect(unselected == [0, 1, 2])
        let (_, zeroRows) = draw(&list, itemCount: 10, selection: 5, rows: 0)
        #expect(zeroRows.isEmpty)
        let (_, oneRow) = draw(&list, itemCount: 10, selection: 5, rows: 1, width: 1)
        #expect(oneRow == [5])
    }

    @Test func pageKeysScrollAPageAndTheSelectionKeepsItsRowAsInLess() {
        var list = ScrollingList()
        _ = draw(&list, itemCount: 100, selection: 0, rows: 10)
        #expect(list.selection(after: .pageDown, from: 0, itemCount: 100) == 10)
        #expect(list.firstVisibleIndex == 10, "the view scrolled a whole page, not one line")
        let (_, shown) = draw(&list, itemCount: 100, selection: 10, rows: 10)
        #expect(shown == Array(10..<20))

        _ = draw(&list, itemCount: 100, selection: 13, rows: 10)
        #expect(list.selection(after: .pageUp, from: 13, itemCount: 100) == 3)
        #expect(list.firstVisibleIndex == 0)
    }

    @Test func pageKeysAtTheEndsOfTheListGoToTheFirstOrLastItem() {
        var list = ScrollingList()
        _ = draw(&list, itemCount: 25, selection: 3, rows: 10)
        #expect(list.selection(after: .pageUp, from: 3, itemCount: 25) == 0, "nothing to scroll up to")
        #expect(list.selection(after: .pageDown, from: 3, itemCount: 25) == 13)
        _ = draw(&list, itemCount: 25, selection: 13, rows: 10)
        #expect(list.selection(after: .pageDown, from: 13, itemCount: 25) == 18, "as far as the list scrolls")
        _ = draw(&list, itemCount: 25, selection: 18, rows: 10)
        #expect(list.selection(after: .pageDown, from: 18, itemCount: 25) == 24)
    }

    @Test func aListShorterThanTheScreenPagesToItsEnds() {
        var list = ScrollingList()
        _ = draw(&list, itemCount: 5, selection: 2, rows: 10)
        #expect(list.selection(after: .pageDown, from: 2, itemCount: 5) == 4)
        #expect(list.selection(after: .pageUp, from: 2, itemCount: 5) == 0)
    }
}

@Suite struct ListMovementTests {
    @Test func upAndDownMoveByOneAndStopAtTheEnds() {
        #expect(ListMovement.down.selection(from: 3, itemCount: 10, pageSize: 4) == 4)
        #expect(ListMovement.up.selection(from: 3, itemCount: 10, pageSize: 4) == 2)
        #expect(ListMovement.up.selection(from: 0, itemCount: 10, pageSize: 4) == 0)
        #expect(ListMovement.down.selection(from: 9, itemCount: 10, pageSize: 4) == 9)
    }

    @Test func pagesMoveByThePageSizeAndStopAtTheEnds() {
        #expect(ListMovement.pageDown.selection(from: 3, itemCount: 10, pageSize: 4) == 7)
        #expect(ListMovement.pageDown.selection(from: 7, itemCount: 10, pageSize: 4) == 9)
        #expect(ListMovement.pageUp.selection(from: 7, itemCount: 10, pageSize: 4) == 3)
        #expect(ListMovement.pageUp.selection(from: 2, itemCount: 10, pageSize: 4) == 0)
        #expect(ListMovement.pageDown.selection(from: 2, itemCount: 10, pageSize: 0) == 3)
    }

    @Test func firstAndLastJumpToTheEnds() {
        #expect(ListMovement.first.selection(from: 5, itemCount: 10, pageSize: 4) == 0)
        #expect(ListMovement.last.selection(from: 5, itemCount: 10, pageSize: 4) == 9)
    }

    @Test func itemsPutBeforeThoseOnScreenScrollTheListWithThem() {
        var list = ScrollingList()
        list.scroll(toShow: 30, itemCount: 100, rows: 10)
        #expect(list.firstVisibleIndex == 21, "the selection on the last row")
        // Fifty items arrive above: the selected item is now the 80th.
        list.itemsMoved(by: 50)
        #expect(list.scroll(toShow: 80, itemCount: 150, rows: 10) == 71..<81, "still on the last row")
        list.itemsMoved(by: -100)
        #expect(list.firstVisibleIndex == 0, "never before the first item")
    }

    @Test func anEmptyListHasNoSelection() {
        for movement: ListMovement in [.up, .down, .pageUp, .pageDown, .first, .last] {
            #expect(movement.selection(from: 0, itemCount: 0, pageSize: 4) == nil)
        }
    }

    @Test func withoutASelectionAMoveSelectsTheFirstItemOrTheLast() {
        #expect(ListMovement.down.selection(from: nil, itemCount: 10, pageSize: 4) == 0)
        #expect(ListMovement.up.selection(from: nil, itemCount: 10, pageSize: 4) == 0)
        #expect(ListMovement.last.selection(from: nil, itemCount: 10, pageSize: 4) == 9)
    }

    @Test func aSelectionPastTheEndIsPulledBackIn() {
        #expect(ListMovement.up.selection(from: 20, itemCount: 10, pageSize: 4) == 9)
    }

    @Test func standardKeysMeanMovements() {
        let bindings = KeyBindings.standard
        #expect(bindings.keys(for: .up).contains(.up))
        #expect(bindings.keys(for: .down).contains(.down))
        #expect(bindings.keys(for: .pageUp).contains(.pageUp))
        #expect(bindings.keys(for: .pageDown).contains(.pageDown))
        #expect(bindings.keys(for: .first).contains(.home))
        #expect(bindings.keys(for: .last).contains(.end))
        #expect(!ListMovement.allCases.contains { bindings.keys(for: $0).contains(.character("x")) })
        #expect(!ListMovement.allCases.contains { bindings.keys(for: $0).contains(.enter) })
    }
}
