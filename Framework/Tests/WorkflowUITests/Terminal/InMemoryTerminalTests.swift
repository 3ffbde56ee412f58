import TerminalTesting
import Testing
import WorkflowUI

@MainActor
struct InMemoryTerminalTests {
    /// Records every key it is offered, and shows the last few.
    final class KeyEchoView: TerminalView {
        private(set) var keys: [KeyEvent] = []
        override func handle(_ key: KeyEvent) -> Bool {
            keys.append(key)
            return true
        }
        override func draw(in canvas: Canvas) {
            canvas.draw("\(keys.count) keys", at: .zero)
        }
    }

    @Test func typingSendsOneCharacterKeyPerCharacterAndDrawsOneFrame() {
        let view = KeyEchoView()
        let terminal = InMemoryTerminal(size: Size(width: 10, height: 1), root: view)
        let updates = terminal.updatesApplied

        terminal.type("Ada 李")

        #expect(view.keys == ["A", "d", "a", " ", "李"].map { KeyEvent.character($0) })
        #expect(terminal.updatesApplied == updates + 1)
        expectScreen(terminal, lines: ["5 keys"])
    }

    @Test func pastingDeliversTheTextAsOneKey() {
        let view = KeyEchoView()
        let terminal = InMemoryTerminal(size: Size(width: 10, height: 1), root: view)

        terminal.paste("two\nlines")

        #expect(view.keys == [.paste("two\nlines")])
    }

    @Test func theDescriptionBoxesEveryRowAtFullWidth() {
        let terminal = InMemoryTerminal(
            size: Size(width: 6, height: 2), root: DescribedView(screen: NoteScreen("hi"), environment: .empty))

        #expect(terminal.description == "+------+\n|hi    |\n|      |\n+------+")
        #expect(terminal.text == "hi\n")
    }

    @Test func cellsCanBeReadBackWithTheirStyles() {
        let terminal = InMemoryTerminal(size: Size(width: 10, height: 2), root: MenuView(items: ["one", "two"]))

        #expect(terminal.cell(atColumn: 0, row: 0) == Cell(content: "o", style: .reverse))
        #expect(terminal.cell(atColumn: 0, row: 1) == Cell(content: "t"))
        #expect(terminal.contains("two"))
        #expect(!terminal.contains("three"))
    }

    @Test func waitingForAConditionThatNeverHoldsGivesUpAtTheDeadline() async {
        let terminal = InMemoryTerminal(size: Size(width: 10, height: 1), root: KeyEchoView())

        let held = await terminal.waitUntil(timeout: .milliseconds(20)) { $0.contains("never") }

        #expect(!held)
    }
}
