import Foundation
import TerminalTesting
import Testing
import WorkflowUI

/// A frame draws only the views that changed; the others keep their cells. An
/// in-memory terminal checks each frame against the same frame drawn whole, which draws
/// every view a second time: the tests that count draws turn that off.
@MainActor
@Suite struct KeptDrawingTests {
    @Test func aViewThatDidNotChangeIsNotDrawnAgain() async {
        let (alpha, beta) = (WordView("alpha"), WordView("beta"))
        let terminal = InMemoryTerminal(size: Size(width: 10, height: 2), root: RowsView([alpha, beta], incremental: true))
        terminal.checksEveryFrame = false
        let (alphaDraws, betaDraws) = (alpha.draws, beta.draws)

        alpha.shout()

        await expectScreen(terminal, eventually: { $0.lines == ["ALPHA", "beta"] })
        #expect(alpha.draws == alphaDraws + 1)
        #expect(beta.draws == betaDraws, "its row keeps what it drew")
    }

    @Test func aContainerThatDoesNotDrawIncrementallyDrawsItsChildrenAgainWithIt() async {
        let (alpha, beta) = (WordView("alpha"), WordView("beta"))
        let terminal = InMemoryTerminal(size: Size(width: 10, height: 2), root: RowsView([alpha, beta], incremental: false))
        terminal.checksEveryFrame = false
        let betaDraws = beta.draws

        alpha.shout()

        await expectScreen(terminal, eventually: { $0.lines == ["ALPHA", "beta"] })
        #expect(beta.draws == betaDraws + 1, "the container cleared its area, the row went with it")
    }

    @Test func aViewShownAgainWhereAnotherDrewMeanwhileDrawsInFull() async {
        let (alpha, beta) = (WordView("alpha"), WordView("beta"))
        let rows = RowsView([alpha], incremental: true)
        let terminal = InMemoryTerminal(size: Size(width: 10, height: 1), root: rows)
        terminal.checksEveryFrame = false
        let alphaDraws = alpha.draws

        rows.show([beta])
        await expectScreen(terminal, eventually: { $0.lines == ["beta"] })
        rows.show([alpha])

        await expectScreen(terminal, eventually: { $0.lines == ["alpha"] })
        #expect(alpha.draws == alphaDraws + 1, "unchanged, but beta drew over its row")
    }

    @Test func onlyTheChangedCellsOfTheRowsWrittenReachTheTerminal() async {
        let (alpha, beta) = (WordView("alpha"), WordView("beta"))
        let terminal = InMemoryTerminal(size: Size(width: 10, height: 2), root: RowsView([alpha, beta], incremental: true))
        let (updates, cells) = (terminal.updatesApplied, terminal.cellsWritten)

        alpha.shout()

        await expectScreen(terminal, eventually: { _ in terminal.updatesApplied == updates + 1 })
        #expect(terminal.cellsWritten - cells == 5)
    }

    @Test func theCursorOfAViewThatKeepsItsDrawingStaysAndGoesWithTheView() async {
        let (field, word) = (WordView("name", showsCursor: true), WordView("list"))
        let rows = RowsView([field], incremental: true)
        let terminal = InMemoryTerminal(size: Size(width: 10, height: 2), root: rows)
        #expect(terminal.cursor == Point(column: 4, row: 0))

        let frames = terminal.framesDrawn
        rows.setNeedsDisplay()
        // A frame that changes nothing sends no update to wait for.
        for _ in 0..<100 where terminal.framesDrawn == frames { await Task.yield() }
        #expect(terminal.framesDrawn > frames)
        #expect(terminal.cursor == Point(column: 4, row: 0), "the field kept its drawing, and its cursor")

        rows.show([word])
        await expectScreen(terminal, eventually: { $0.lines == ["list", ""] })
        #expect(terminal.cursor == nil)
    }

    @Test func aViewThatChangesWithoutSayingSoStopsTheProgramNamingTheRows() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let word = WordView("alpha")
                let terminal = InMemoryTerminal(size: Size(width: 10, height: 1), root: RowsView([word], incremental: true))
                word.word = "omega"  // no setNeedsDisplay()
                terminal.press(.character("x"))
            }
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("setNeedsDisplay()"))
        #expect(message.contains("drawn in part: alpha"))
        #expect(message.contains("drawn whole:   omega"))
    }
}

/// One word, and how many times it was drawn; with the cursor after it, if asked.
private final class WordView: TerminalView {
    var word: String
    private let showsCursor: Bool
    private(set) var draws = 0

    init(_ word: String, showsCursor: Bool = false) {
        self.word = word
        self.showsCursor = showsCursor
        super.init()
    }

    func shout() {
        word = word.uppercased()
        setNeedsDisplay()
    }

    override func draw(in canvas: Canvas) {
        draws += 1
        let width = canvas.draw(word, at: .zero)
        if showsCursor { canvas.setCursor(at: Point(column: width, row: 0)) }
    }
}

/// Its views one per row, the rows below blank.
private final class RowsView: TerminalView {
    private var shown: [WordView]
    private let incremental: Bool

    init(_ shown: [WordView], incremental: Bool) {
        self.shown = shown
        self.incremental = incremental
        super.init()
        shown.forEach(adopt)
    }

    func show(_ views: [WordView]) {
        shown = views
        views.forEach(adopt)
        setNeedsDisplay()
    }

    override var drawsIncrementally: Bool { incremental }

    override func draw(in canvas: Canvas) {
        for (row, view) in shown.enumerated() {
            view.render(in: canvas.region(Rect(column: 0, row: row, width: canvas.size.width, height: 1)))
        }
        let below = Rect(column: 0, row: shown.count, width: canvas.size.width, height: max(0, canvas.size.height - shown.count))
        canvas.fill(below)
    }
}
