import Testing
import WorkflowUI

/// Keys typed while a view awaits its content are delivered, in order, once it has it.
@MainActor
struct HeldKeysTests {
    /// A view that may be waiting for its content, inside a container that answers a
    /// quit key: records the keys that reach it.
    private final class LoadingView: TerminalView {
        var isLoading = true
        var received: [KeyEvent] = []
        override var isAwaitingContent: Bool { isLoading }
        override func handle(_ key: KeyEvent) -> Bool {
            guard key != .control("c") else { return false }
            received.append(key)
            return true
        }
        func finishLoading() {
            isLoading = false
            setNeedsDisplay()
        }
    }

    private final class QuitContainer: TerminalView {
        let child: LoadingView
        var quits = 0
        init(child: LoadingView) {
            self.child = child
            super.init()
            adopt(child)
        }
        override var focusedChild: TerminalView? { child }
        override var keysNeverHeld: [KeyEvent] { [.control("c")] }
        override var keyCommands: [KeyCommand] { [KeyCommand("quit", keys: [.control("c")]) { [unowned self] in quits += 1 }] }
    }

    @Test func keysTypedWhileContentIsAwaitedArriveInOrderOnceItIsThere() async {
        let view = LoadingView()
        let terminal = InMemoryTerminal(size: Size(width: 10, height: 2), root: QuitContainer(child: view))
        terminal.type("jk")
        terminal.press(.tab)
        #expect(view.received == [])

        view.finishLoading()
        #expect(await terminal.waitUntil { _ in view.received.count == 3 })
        #expect(view.received == [.character("j"), .character("k"), .tab])
    }

    @Test func aKeyTypedAfterTheContentArrivedWaitsBehindTheHeldOnes() {
        let view = LoadingView()
        let terminal = InMemoryTerminal(size: Size(width: 10, height: 2), root: QuitContainer(child: view))
        terminal.type("a")
        view.isLoading = false
        terminal.type("b")
        #expect(view.received == [.character("a"), .character("b")])
    }

    @Test func heldKeysWaitAgainWhenOneOfThemStartsALoad() {
        final class OpeningView: TerminalView {
            var isOpening = false
            var received: [KeyEvent] = []
            override var isAwaitingContent: Bool { isOpening }
            override func handle(_ key: KeyEvent) -> Bool {
                received.append(key)
                if key == .enter { isOpening = true }
                return true
            }
        }
        let view = OpeningView()
        let terminal = InMemoryTerminal(size: Size(width: 10, height: 2), root: view)
        terminal.press(.enter, .tab, .character("x"))
        #expect(view.received == [.enter])
        view.isOpening = false
        terminal.press(.character("y"))
        #expect(view.received == [.enter, .tab, .character("x"), .character("y")])
    }

    @Test func theQuitKeyIsNeverHeld() {
        let view = LoadingView()
        let container = QuitContainer(child: view)
        let terminal = InMemoryTerminal(size: Size(width: 10, height: 2), root: container)
        terminal.press(.character("j"), .control("c"))
        #expect(container.quits == 1)
        #expect(view.received == [])
    }
}
