import Testing
import WorkflowUI

/// The "What a frame draws" example: a picker that moves its mark at once and tells its
/// workflow once the frame showing the move is written. The README's mouse example: a
/// click on an item picks it.
struct PickerScreen: Screen {
    var items: [String]
    var selected: Int
    var onSelect: (Int) -> Void

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        PickerView.description(for: self, environment: environment)
    }
}

final class PickerView: ScreenView<PickerScreen> {
    /// The row shown selected: ahead of the screen's until the workflow hears of a move.
    private var shownRow: Int?

    private var marked: Int { shownRow ?? screen.selected }

    override func screenDidChange(from previousScreen: PickerScreen, previousEnvironment: ViewEnvironment) {
        shownRow = nil
    }

    override var keyCommands: [KeyCommand] {
        [KeyCommand("down", keys: [.down]) { [unowned self] in
            shownRow = min(marked + 1, screen.items.count - 1)
            setNeedsDisplay()
            afterFrame { [weak self] in self?.screen.onSelect(self?.shownRow ?? 0) }
        }]
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .press(.left), screen.items.indices.contains(event.position.row) else { return false }
        shownRow = event.position.row
        setNeedsDisplay()
        screen.onSelect(event.position.row)
        return true
    }

    override func draw(in canvas: Canvas) {
        for (row, item) in screen.items.enumerated() {
            canvas.draw((row == marked ? "> " : "  ") + item, at: Point(column: 0, row: row))
        }
    }
}

@MainActor
@Suite struct PickerViewTests {
    @Test func theMoveIsOnScreenWhenTheWorkflowHearsOfIt() {
        var screenWhenSelected: [String] = []
        var terminal: InMemoryTerminal?
        let screen = PickerScreen(items: ["tea", "coffee"], selected: 0) { _ in screenWhenSelected = terminal?.lines ?? [] }
        terminal = InMemoryTerminal(size: Size(width: 10, height: 2), root: DescribedView(screen: screen, environment: .empty))

        terminal?.press(.down)

        #expect(screenWhenSelected == ["  tea", "> coffee"])
    }

    @Test func aClickOnAnItemPicksIt() {
        var selected: [Int] = []
        let screen = PickerScreen(items: ["tea", "coffee", "water"], selected: 0) { selected.append($0) }
        let terminal = InMemoryTerminal(size: Size(width: 10, height: 3), root: DescribedView(screen: screen, environment: .empty))

        terminal.click(at: Point(column: 3, row: 2))
        terminal.click(at: Point(column: 3, row: 5))

        #expect(selected == [2], "the click below the items is nobody's")
        #expect(terminal.lines == ["  tea", "  coffee", "> water"])
    }
}
