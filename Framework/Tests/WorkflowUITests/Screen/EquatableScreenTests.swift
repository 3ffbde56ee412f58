import TerminalTesting
import Testing
import WorkflowUI

/// A view shown an `Equatable` screen equal to the one it shows, in the same
/// environment, does nothing: no `screenDidChange`, no drawing.
@MainActor
@Suite struct EquatableScreenTests {
    @Test func anEqualScreenInTheSameEnvironmentLeavesTheViewAlone() {
        let described = DescribedView(screen: TallyScreen(count: 1), environment: .empty)
        let terminal = InMemoryTerminal(size: Size(width: 10, height: 1), root: described)
        terminal.checksEveryFrame = false
        let view = described.currentView as! TallyView

        described.update(screen: TallyScreen(count: 1), environment: .empty)
        terminal.press(.character("x"))

        #expect(view.changes == 0)
        #expect(view.needsDisplay == false, "nothing to draw again")
        expectScreen(terminal, line: 0, is: "1")
    }

    @Test func aChangedScreenOrEnvironmentUpdatesTheView() {
        let described = DescribedView(screen: TallyScreen(count: 1), environment: .empty)
        let terminal = InMemoryTerminal(size: Size(width: 10, height: 1), root: described)
        let view = described.currentView as! TallyView

        described.update(screen: TallyScreen(count: 2), environment: .empty)
        terminal.press(.character("x"))
        expectScreen(terminal, line: 0, is: "2")

        described.update(screen: TallyScreen(count: 2), environment: ViewEnvironment.empty.setting(MarkKey.self, to: "!"))
        terminal.press(.character("x"))

        #expect(view.changes == 2)
        expectScreen(terminal, line: 0, is: "2!")
    }
}

private struct TallyScreen: Screen, Equatable {
    var count: Int

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        TallyView.description(for: self, environment: environment)
    }
}

private enum MarkKey: ViewEnvironmentKey {
    static let defaultValue = ""
}

private final class TallyView: ScreenView<TallyScreen> {
    private(set) var changes = 0

    override func screenDidChange(from previousScreen: TallyScreen, previousEnvironment: ViewEnvironment) {
        changes += 1
    }

    override func draw(in canvas: Canvas) {
        canvas.draw("\(screen.count)\(environment[MarkKey.self])", at: .zero)
    }
}
