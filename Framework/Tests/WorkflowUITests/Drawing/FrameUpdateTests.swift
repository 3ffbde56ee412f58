import Testing
import WorkflowUI

@Suite struct FrameUpdateTests {
    private func pair(width: Int = 10, height: Int = 3, old drawOld: (Canvas) -> Void, new drawNew: (Canvas) -> Void) -> (Frame, Frame) {
        (frame(width: width, height: height, drawOld), frame(width: width, height: height, drawNew))
    }

    private func text(of run: CellRun) -> String { run.cells.map(\.content).joined() }

    @Test func identicalFramesNeedNothing() {
        let (old, new) = pair(old: { $0.draw("same", at: .zero) }, new: { $0.draw("same", at: .zero) })
        let update = FrameUpdate.between(old, new)
        #expect(update.runs.isEmpty)
        #expect(update.isEmpty)
        #expect(!update.isFullRedraw)
    }

    @Test func onlyTheChangedRunsOfEachRowAreIncluded() {
        let (old, new) = pair(
            old: { canvas in
                canvas.draw("abcdefghij", at: .zero)
                canvas.draw("row two", at: Point(column: 0, row: 1))
            },
            new: { canvas in
                canvas.draw("abXdeYZhij", at: .zero)
                canvas.draw("row two", at: Point(column: 0, row: 1))
                canvas.draw("new", at: Point(column: 4, row: 2))
            })
        let update = FrameUpdate.between(old, new)
        #expect(update.runs.map { [$0.row, $0.column] } == [[0, 2], [0, 5], [2, 4]])
        #expect(update.runs.map(text) == ["X", "YZ", "new"])
    }

    @Test func aStyleChangeAloneIsAChange() {
        let (old, new) = pair(old: { $0.draw("row", at: .zero) }, new: { $0.draw("row", at: .zero, style: .reverse) })
        let update = FrameUpdate.between(old, new)
        #expect(update.runs.count == 1)
        #expect(update.runs[0].cells.allSatisfy { $0.style == .reverse })
    }

    @Test func aChangedWideGlyphTravelsWithItsContinuation() {
        let (old, new) = pair(old: { $0.draw("ab日c", at: .zero) }, new: { $0.draw("ab本c", at: .zero) })
        let update = FrameUpdate.between(old, new)
        #expect(update.runs.count == 1)
        #expect(update.runs[0].column == 2)
        #expect(update.runs[0].cells == [Cell(content: "本"), .continuation(.plain)])
    }

    @Test func aChangeInAContinuationOnlyStartsAtTheGlyph() {
        let (old, new) = pair(
            old: { $0.draw("ab日c", at: .zero) },
            new: { canvas in
                canvas.draw("ab日c", at: .zero)
                canvas.restyle(Rect(column: 3, row: 0, width: 1, height: 1)) { $0 = .bold }
            })
        // restyle keeps both halves alike, so both changed; either way the run must
        // start at the glyph's first half.
        let update = FrameUpdate.between(old, new)
        #expect(update.runs.count == 1)
        #expect(update.runs[0].column == 2)
        #expect(update.runs[0].cells.first?.content == "日")
    }

    @Test func noRunEverStartsOrEndsInsideAWideGlyph() {
        let texts = ["日本語です", "ab日本cd", "a👍b👍c", "xxxxxxxxxx", "日x本y語", "  日  本  "]
        for oldText in texts {
            for newText in texts {
                let (old, new) = pair(old: { $0.draw(oldText, at: .zero) }, new: { $0.draw(newText, at: .zero) })
                for run in FrameUpdate.between(old, new).runs {
                    #expect(run.cells.first?.isContinuation == false, "\(oldText) → \(newText): \(run)")
                    if let last = run.cells.last {
                        #expect(last.content.terminalWidth < 2, "\(oldText) → \(newText): run ends on a first half")
                    }
                }
            }
        }
    }

    @Test func applyingTheRunsToTheOldFrameGivesTheNewFrame() {
        let texts = ["日本語です", "ab日本cd", "a👍b👍c", "xxxxxxxxxx", "日x本y語"]
        for oldText in texts {
            for newText in texts {
                let (old, new) = pair(old: { $0.draw(oldText, at: .zero) }, new: { $0.draw(newText, at: Point(column: 1, row: 1)) })
                for run in FrameUpdate.between(old, new).runs {
                    for (offset, cell) in run.cells.enumerated() { old[run.column + offset, run.row] = cell }
                }
                #expect(old.cells == new.cells, "\(oldText) → \(newText)")
            }
        }
    }

    @Test func aMovedCursorAloneIsAnUpdate() {
        let (old, new) = pair(old: { $0.setCursor(at: Point(column: 1, row: 0)) }, new: { $0.setCursor(at: Point(column: 2, row: 0)) })
        let update = FrameUpdate.between(old, new)
        #expect(update.runs.isEmpty)
        #expect(update.movesCursor)
        #expect(!update.isEmpty)
        #expect(update.cursor == Point(column: 2, row: 0))
        let hidden = FrameUpdate.between(new, frame(width: 10, height: 3))
        #expect(!hidden.isEmpty && hidden.cursor == nil)
    }

    @Test func aCursorLeftInPlaceIsNoUpdate() {
        let (old, new) = pair(old: { $0.setCursor(at: Point(column: 1, row: 0)) }, new: { $0.setCursor(at: Point(column: 1, row: 0)) })
        #expect(FrameUpdate.between(old, new).isEmpty)
    }

    @Test func aNewSizeOrNoOldFrameRedrawsEverything() {
        let new = frame(width: 4, height: 2) { $0.draw("ab", at: .zero) }
        for old in [nil, frame(width: 5, height: 2)] {
            let update = FrameUpdate.between(old, new)
            #expect(update.isFullRedraw)
            #expect(update.runs.map(\.row) == [0, 1])
            #expect(update.runs.allSatisfy { $0.column == 0 && $0.cells.count == 4 })
        }
        let empty = FrameUpdate.between(nil, Frame(size: Size(width: 0, height: 3)))
        #expect(empty.runs.isEmpty && empty.isFullRedraw)
    }

    @Test func onlyTheRowsSaidToHaveChangedAreCompared() {
        let old = frame(width: 4, height: 3)
        let new = frame(width: 4, height: 3) { $0.draw("ab", at: .zero); $0.draw("cd", at: Point(column: 0, row: 2)) }
        let update = FrameUpdate.between(old, new, rows: [false, false, true])
        #expect(update.runs.map(\.row) == [2], "row 0 differs too, but was not written since the last frame")
        #expect(FrameUpdate.between(old, new).runs.map(\.row) == [0, 2])
    }
}
