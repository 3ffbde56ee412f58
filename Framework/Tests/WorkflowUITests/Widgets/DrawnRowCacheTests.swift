import Testing
import WorkflowUI

@Suite struct DrawnRowCacheTests {
    /// What one row shows: its text and whether it is selected.
    private struct RowKey: Equatable {
        var text: String
        var isSelected: Bool
    }

    /// Draws `keys`, one per row, through `cache`, into a new frame `width` wide (or into
    /// `frame`, which holds the cache's last drawing), counting the rows actually drawn
    /// rather than copied or left as they were.
    private func draw(
        _ keys: [RowKey], with cache: inout DrawnRowCache<RowKey>, width: Int = 10, into frame: Frame? = nil
    ) -> (frame: Frame, drawnRows: Int) {
        let target = frame ?? Frame(size: Size(width: width, height: keys.count))
        let canvas = Canvas(frame: target, isBlank: frame == nil)
        var drawnRows = 0
        for (index, key) in keys.enumerated() {
            let row = canvas.region(Rect(column: 0, row: index, width: canvas.size.width, height: 1))
            cache.draw(row, at: index, key: key) { row in
                drawnRows += 1
                row.draw(key.text, at: .zero, width: row.size.width, style: key.isSelected ? .reverse : .plain, padded: true)
            }
        }
        return (target, drawnRows)
    }

    private func rows(_ texts: [String], selected: Int) -> [RowKey] {
        texts.enumerated().map { RowKey(text: $0.element, isSelected: $0.offset == selected) }
    }

    @Test func aRowWhoseKeyIsUnchangedIsCopiedNotDrawnAgain() {
        var cache = DrawnRowCache<RowKey>()
        let texts = ["milk", "bread", "日本語 tea", "rent"]
        _ = draw(rows(texts, selected: 0), with: &cache)
        let (frame, drawnRows) = draw(rows(texts, selected: 1), with: &cache)
        #expect(drawnRows == 2, "the rows that were and are now selected")
        var fresh = DrawnRowCache<RowKey>()
        let (expected, _) = draw(rows(texts, selected: 1), with: &fresh)
        #expect(frame.cells == expected.cells, "copied rows are the cells a fresh draw makes, wide glyphs included")
    }

    @Test func onItsOwnLastDrawingAnUnchangedRowIsLeftAndAChangedOneIsBlankedAndDrawn() {
        var cache = DrawnRowCache<RowKey>()
        let (frame, _) = draw(rows(["milk", "bread", "rent"], selected: 0), with: &cache)
        frame.forgetChangedRows()

        let (_, drawnRows) = draw(rows(["milk", "tea", "rent"], selected: 0), with: &cache, into: frame)

        #expect(drawnRows == 1)
        #expect(frame.changedRows == [false, true, false], "rows left as they were are not written")
        #expect(frame.lines == ["milk", "tea", "rent"], "nothing of the longer title is left")
    }

    @Test func aRowIsDrawnAgainAtAnotherWidth() {
        var cache = DrawnRowCache<RowKey>()
        let keys = rows(["a long title here"], selected: 0)
        _ = draw(keys, with: &cache, width: 20)
        let (frame, drawnRows) = draw(keys, with: &cache, width: 8)
        #expect(drawnRows == 1)
        #expect(frame.text(ofRow: 0) == "a long …")
    }

    @Test func anotherKeyAtARowsPlaceIsDrawnAndKeptInstead() {
        var cache = DrawnRowCache<RowKey>()
        _ = draw(rows(["one"], selected: -1), with: &cache)
        _ = draw(rows(["two"], selected: -1), with: &cache)
        let (frame, drawnRows) = draw(rows(["one"], selected: -1), with: &cache)
        #expect(drawnRows == 1, "a place keeps the row drawn there last")
        #expect(frame.text(ofRow: 0).hasPrefix("one"))
    }

    @Test func aRowThatMovesToAnotherPlaceIsDrawnAgain() {
        var cache = DrawnRowCache<RowKey>()
        _ = draw(rows(["a", "b", "c"], selected: -1), with: &cache)
        let (_, drawnRows) = draw(rows(["b", "c", "d"], selected: -1), with: &cache)
        #expect(drawnRows == 3, "a scrolled list draws its rows again")
    }

    @Test func clearForgetsEveryRow() {
        var cache = DrawnRowCache<RowKey>()
        let keys = rows(["one", "two"], selected: 0)
        _ = draw(keys, with: &cache)
        cache.clear()
        let (_, drawnRows) = draw(keys, with: &cache)
        #expect(drawnRows == 2)
    }

    @Test func aClippedRowIsDrawnAndNeverKept() {
        var cache = DrawnRowCache<RowKey>()
        let frame = Frame(size: Size(width: 6, height: 1))
        let canvas = Canvas(frame: frame)
        // A row that starts two columns left of the frame: only part of it is seen.
        let row = canvas.region(Rect(column: -2, row: 0, width: 8, height: 1))
        var drawnRows = 0
        for _ in 0..<2 {
            cache.draw(row, at: 0, key: RowKey(text: "abcdefgh", isSelected: false)) { row in
                drawnRows += 1
                row.draw("abcdefgh", at: .zero)
            }
        }
        #expect(drawnRows == 2)
        #expect(frame.text(ofRow: 0) == "cdefgh")
    }
}
