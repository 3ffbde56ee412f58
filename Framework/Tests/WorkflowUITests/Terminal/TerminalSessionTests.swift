import TerminalTesting
import Testing
import WorkflowUI

@MainActor
struct TerminalSessionTests {
    private let fable = "the quick brown fox jumps over the lazy dog"

    @Test func aResizeLaysTheViewOutAgainAndTheContentReflows() {
        let log = EventLog()
        let described = DescribedView(screen: ParagraphScreen(text: fable, log: log), environment: .empty)
        let terminal = InMemoryTerminal(size: Size(width: 20, height: 4), root: described)
        expectScreen(terminal, lines: ["the quick brown fox", "jumps over the lazy", "dog", ""])

        terminal.resize(to: Size(width: 10, height: 6))

        #expect(log.entries == ["layout 20x4", "layout 10x6"])
        expectScreen(terminal, lines: ["the quick", "brown fox", "jumps over", "the lazy", "dog", ""])
    }

    @Test func aKeyPressWithoutAResizeDoesNotLayTheViewOutAgain() {
        let log = EventLog()
        let described = DescribedView(screen: ParagraphScreen(text: fable, log: log), environment: .empty)
        let terminal = InMemoryTerminal(size: Size(width: 20, height: 4), root: described)

        terminal.press(.down, .character("x"))
        terminal.resize(to: Size(width: 20, height: 4))

        #expect(log.entries == ["layout 20x4"])
    }

    @Test func aResizeRepaintsTheWholeScreen() {
        let terminal = InMemoryTerminal(size: Size(width: 20, height: 4), root: MenuView(items: ["one", "two"]))
        let written = terminal.cellsWritten

        terminal.resize(to: Size(width: 12, height: 3))

        #expect(terminal.cellsWritten - written == 12 * 3)
        expectScreen(terminal, lines: ["one", "two", ""])
    }

    @Test(arguments: [
        Size(width: 1, height: 1), Size(width: 1, height: 0), Size(width: 0, height: 1),
        Size(width: 0, height: 0), Size(width: 10, height: 3), Size(width: 2, height: 2),
    ])
    func tinySizesDrawWithoutCrashing(size: Size) {
        let root = WorkflowHostingView(workflow: CounterWorkflow())
        let terminal = InMemoryTerminal(size: size, root: root)
        terminal.press(.character("+"))
        terminal.resize(to: Size(width: 40, height: 5))
        terminal.resize(to: size)
        terminal.press(.character("+"))

        expectScreen(terminal, terminal.lines.count == size.height)
        if size.height > 0 && size.width > 0 {
            expectScreen(terminal, line: 0, is: String("Count: 2".prefix(size.width)))
        }
    }

    @Test func tenByThreeShowsTheContentAboveAFooterThatDropsHintsThatDoNotFit() {
        let terminal = InMemoryTerminal(size: Size(width: 10, height: 3), root: WorkflowHostingView(workflow: CounterWorkflow()))

        expectScreen(terminal, lines: ["Count: 0", "", "+ add"])
    }

    @Test func aKeyThatChangesNothingWritesNothing() {
        let terminal = InMemoryTerminal(size: Size(width: 40, height: 5), root: WorkflowHostingView(workflow: CounterWorkflow()))
        let updates = terminal.updatesApplied
        let cells = terminal.cellsWritten

        terminal.press(.character("z"), .up, .escape)
        terminal.paste("nothing to see")

        expectScreen(terminal, terminal.updatesApplied == updates)
        #expect(terminal.cellsWritten == cells)
    }

    @Test func aKeyWhoseActionRendersTheSameScreenWritesNothing() {
        let terminal = InMemoryTerminal(size: Size(width: 40, height: 5), root: WorkflowHostingView(workflow: CounterWorkflow()))
        let updates = terminal.updatesApplied

        terminal.press(.character("+"), .character("-"))

        expectScreen(terminal, terminal.updatesApplied == updates)
    }

    @Test func nothingIsDrawnOrWrittenWhileIdle() async {
        let root = WorkflowHostingView(workflow: AnswerWorkflow())
        let terminal = InMemoryTerminal(size: Size(width: 20, height: 4), root: root)
        await expectScreen(terminal, eventually: { $0.contains("The answer is 42") })
        let frames = terminal.framesDrawn
        let updates = terminal.updatesApplied

        // Let every pending task run: a frame scheduled but not needed would show here.
        for _ in 0..<100 { await Task.yield() }

        #expect(terminal.framesDrawn == frames)
        #expect(terminal.updatesApplied == updates)
    }

    @Test func movingAHighlightWritesOnlyTheTwoRowsThatChanged() {
        let width = 20
        let items = (1...8).map { "Item \($0)" }
        let terminal = InMemoryTerminal(size: Size(width: width, height: 10), root: MenuView(items: items))
        let updates = terminal.updatesApplied
        let cells = terminal.cellsWritten

        terminal.press(.down)

        #expect(terminal.updatesApplied == updates + 1)
        #expect(terminal.cellsWritten - cells == 2 * width, "only the old and the new highlighted rows")
        expectScreen(terminal, terminal.style(atColumn: 0, row: 1) == .reverse)
        expectScreen(terminal, terminal.style(atColumn: width - 1, row: 1) == .reverse)
        expectScreen(terminal, terminal.style(atColumn: 0, row: 0) == .plain)
    }

    @Test func aBurstOfKeysIsDrawnAsOneFrame() {
        let root = MenuView(items: (1...8).map { "Item \($0)" })
        let terminal = InMemoryTerminal(size: Size(width: 20, height: 10), root: root)
        let frames = terminal.framesDrawn

        terminal.press(.down, .down, .down, .up)

        #expect(terminal.framesDrawn == frames + 1)
        expectScreen(terminal, terminal.style(atColumn: 0, row: 2) == .reverse)
    }

    @Test func manyRequestsForAFrameAreCoalescedIntoOne() async {
        let described = DescribedView(screen: NoteScreen("before"), environment: .empty)
        let root = described
        let terminal = InMemoryTerminal(size: Size(width: 20, height: 1), root: root)
        let frames = terminal.framesDrawn

        described.update(screen: NoteScreen("after"), environment: .empty)
        for _ in 0..<10 { described.setNeedsDisplay() }

        await expectScreen(terminal, eventually: { $0.lines == ["after"] })
        for _ in 0..<100 { await Task.yield() }
        #expect(terminal.framesDrawn == frames + 1)
    }

    @Test func aFrameRequestedWhileAKeyIsHandledIsDrawnWithTheKeyNotAgainAfter() async {
        let root = WorkflowHostingView(workflow: CounterWorkflow())
        let terminal = InMemoryTerminal(size: Size(width: 40, height: 5), root: root)
        let frames = terminal.framesDrawn

        // The counter's new rendering asks for a frame; the key's own frame serves it.
        terminal.press(.character("+"))
        for _ in 0..<100 { await Task.yield() }

        #expect(terminal.framesDrawn == frames + 1)
        expectScreen(terminal, line: 0, is: "Count: 1")
    }

    @Test func keysPutNoFrameOffToALaterTurnSinceTheirBatchDrawsOne() {
        let device = StillDevice()
        let session = TerminalSession(root: WorkflowHostingView(workflow: CounterWorkflow()), device: device)
        session.display()

        // Each key's new rendering asks for a frame: the batch's own frame is that frame.
        session.handle([.key(.character("+")), .key(.character("+"))])

        #expect(session.framesScheduled == 0)
        #expect(session.framesDrawn == 2)
        withExtendedLifetime(device) {}
    }

    @Test func theCursorGoesWhereTheViewPutsItAndIsHiddenOtherwise() {
        final class CursorView: TerminalView {
            var cursor: Point?
            override var keyCommands: [KeyCommand] {
                [KeyCommand(nil, keys: [.right]) { [unowned self] in cursor = Point(column: (cursor?.column ?? -1) + 1, row: 1) }]
            }
            override func draw(in canvas: Canvas) {
                if let cursor { canvas.setCursor(at: cursor) }
            }
        }
        let terminal = InMemoryTerminal(size: Size(width: 10, height: 3), root: CursorView())
        #expect(terminal.cursor == nil)
        let updates = terminal.updatesApplied

        terminal.press(.right, .right)

        #expect(terminal.cursor == Point(column: 1, row: 1))
        #expect(terminal.updatesApplied == updates + 1, "a cursor move alone is an update")
    }
}

/// A terminal that shows nothing: for tests that watch the session itself.
@MainActor
private final class StillDevice: TerminalDevice {
    let size = Size(width: 40, height: 5)
    func apply(_ update: FrameUpdate) {}
}

/// Work a view asks to run once its frame is written (`TerminalView.afterFrame`).
@MainActor
struct AfterFrameTests {
    /// Shows a word, changes it on `c` at once, and notes what the screen showed when the
    /// work it put off ran.
    private final class DeferringView: TerminalView {
        var word = "before"
        var screenWhenRun: [String]?
        weak var terminal: InMemoryTerminal?

        override var keyCommands: [KeyCommand] {
            [KeyCommand("change", keys: [.character("c")]) { [unowned self] in
                word = "after"
                afterFrame { [unowned self] in screenWhenRun = terminal?.lines }
            }]
        }

        override func draw(in canvas: Canvas) {
            canvas.draw(word, at: .zero)
        }
    }

    @Test func workPutOffByAKeyRunsOnceTheKeysFrameIsWrittenAndBeforeTheCallReturns() {
        let view = DeferringView()
        let terminal = InMemoryTerminal(size: Size(width: 10, height: 2), root: view)
        view.terminal = terminal

        terminal.press(.character("c"))

        #expect(view.screenWhenRun == ["after", ""])
    }

    @Test func workPutOffByAViewInsideAContainerReachesTheSession() {
        let view = DeferringView()
        let root = SingleChildView(child: view)
        let terminal = InMemoryTerminal(size: Size(width: 10, height: 2), root: root)
        view.terminal = terminal

        terminal.press(.character("c"))

        #expect(view.screenWhenRun == ["after", ""])
    }

    @Test func workPutOffOutsideASessionRunsOnTheNextTurn() async {
        let view = DeferringView()
        var ran = false
        view.afterFrame { ran = true }
        #expect(!ran)
        await Task.yield()
        #expect(ran)
    }

    private final class SingleChildView: TerminalView {
        let child: TerminalView
        init(child: TerminalView) {
            self.child = child
            super.init()
            adopt(child)
        }
        override var focusedChild: TerminalView? { child }
        override func draw(in canvas: Canvas) { child.render(in: canvas) }
    }
}
