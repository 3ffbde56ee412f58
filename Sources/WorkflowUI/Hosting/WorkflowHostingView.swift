import Workflow

/// The root container: runs a workflow and shows each of its renderings through a
/// `DescribedView`, with a footer listing the keys that work right now.
///
/// ```swift
/// let root = WorkflowHostingView(workflow: RootWorkflow())
/// let terminal = InMemoryTerminal(size: Size(width: 80, height: 24), root: root)
/// ```
@MainActor
public final class WorkflowHostingView<WorkflowType: Workflow>: TerminalView where WorkflowType.Rendering: Screen {
    public let host: WorkflowHost<WorkflowType>
    private let content: DescribedView
    public private(set) var environment: ViewEnvironment
    /// Whether the bottom row lists the active keys.
    public var showsKeyHints: Bool

    /// Receives the root workflow's outputs.
    public var onOutput: ((WorkflowType.Output) -> Void)?

    /// Called when a quit key (`environment.keyBindings.quit`) reaches the root without
    /// a view handling it. While nil, the quit keys do nothing.
    public var onQuit: (() -> Void)?

    public init(workflow: WorkflowType, environment: ViewEnvironment = .empty, showsKeyHints: Bool = true) {
        self.host = WorkflowHost(workflow: workflow)
        self.environment = environment
        self.showsKeyHints = showsKeyHints
        self.content = DescribedView(screen: host.rendering, environment: environment)
        super.init()
        adopt(content)
        host.observeRenderings { [weak self] screen in
            guard let self else { return }
            content.update(screen: screen, environment: self.environment)
            setNeedsDisplay()
        }
        host.observeOutputs { [weak self] output in self?.onOutput?(output) }
    }

    /// Runs the root workflow with new properties.
    public func update(workflow: WorkflowType) {
        host.update(workflow: workflow)
    }

    /// Shows the current rendering again with a changed environment (a new theme, say).
    public func update(environment newEnvironment: ViewEnvironment) {
        environment = newEnvironment
        environment.terminalSize = size
        content.update(screen: host.rendering, environment: environment)
        setNeedsDisplay()
    }

    public override func layout() {
        environment.terminalSize = size
        content.update(screen: host.rendering, environment: environment)
    }

    public override var focusedChild: TerminalView? { content }

    public override var keyCommands: [KeyCommand] {
        guard let onQuit else { return [] }
        // The way out stays in the footer when the others give way.
        return [KeyCommand("quit", keys: environment.keyBindings.quit, priority: .high, action: onQuit)]
    }

    /// The quit keys act even while a screen loads.
    public override var keysNeverHeld: [KeyEvent] {
        onQuit == nil ? [] : environment.keyBindings.quit
    }

    public override func draw(in canvas: Canvas) {
        guard showsKeyHints, canvas.size.height >= 3 else {
            content.render(in: canvas)
            return
        }
        let contentHeight = canvas.size.height - 1
        content.render(in: canvas.region(Rect(column: 0, row: 0, width: canvas.size.width, height: contentHeight)))
        let footer = canvas.region(Rect(column: 0, row: contentHeight, width: canvas.size.width, height: 1))
        KeyHintBar(hints: activeKeyHints).draw(in: footer, keyStyle: environment.theme.key, labelStyle: environment.theme.muted)
    }
}
