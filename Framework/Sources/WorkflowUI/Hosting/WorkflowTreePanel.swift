import Workflow

/// Shows a view with the running workflow tree beside it: each workflow's type, key and
/// state, updated with every rendering. For developers: an app can offer it behind a
/// flag (todo-tui's is `--debug-tree`).
///
/// The panel takes the right two fifths of a terminal at least 60 columns wide; on a
/// narrower one the view gets the whole screen.
@MainActor
public final class WorkflowTreePanel<WorkflowType: Workflow>: TerminalView {
    private let content: TerminalView
    private let host: WorkflowHost<WorkflowType>

    public init(showing content: TerminalView, host: WorkflowHost<WorkflowType>) {
        self.content = content
        self.host = host
        super.init()
        adopt(content)
        // The tree changes with every rendering, whether or not any view does.
        host.observeRenderings { [weak self] _ in self?.setNeedsDisplay() }
    }

    public override var focusedChild: TerminalView? { content }

    public override func draw(in canvas: Canvas) {
        let width = canvas.size.width
        guard width >= 60 else {
            content.render(in: canvas)
            return
        }
        let areas = Layout.columns(.fill(), .percentage(40)).split(canvas.bounds)
        content.render(in: canvas.region(areas[0]))

        let panel = canvas.region(areas[1])
        let panelWidth = areas[1].width
        for row in 0..<panel.size.height {
            panel.draw("│", at: Point(column: 0, row: row), style: .dim)
        }
        panel.draw("Workflow tree", at: Point(column: 2, row: 0), style: .bold)
        let lines = host.debugTree.description.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.prefix(max(0, panel.size.height - 1)).enumerated() {
            panel.draw(line, at: Point(column: 2, row: index + 1), width: panelWidth - 2, style: .dim)
        }
    }
}
