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
    }

    public override var focusedChild: TerminalView? { content }

    public override func draw(in canvas: Canvas) {
        let width = canvas.size.width
        guard width >= 60 else {
            content.render(in: canvas)
            return
        }
        let panelWidth = width * 2 / 5
        let contentWidth = width - panelWidth
        content.render(in: canvas.region(Rect(column: 0, row: 0, width: contentWidth, height: canvas.size.height)))

        let panel = canvas.region(Rect(column: contentWidth, row: 0, width: panelWidth, height: canvas.size.height))
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
