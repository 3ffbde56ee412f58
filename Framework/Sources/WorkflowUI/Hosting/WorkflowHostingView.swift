import Workflow

/// The root container: runs a workflow and shows each of its renderings through a
/// `DescribedView`, with a footer listing the keys that work right now.
///
/// ```swift
/// let root = WorkflowHostingView(workflow: RootWorkflow())
/// let terminal = InMemoryTerminal(size: Size(width: 80, height: 24), root: root)
/// ```
///
/// The footer and the quit keys are the app's to choose: `showsKeyHints: false` gives
/// the content every row, and `quitKeys` says whether the quit keys quit (through
/// `onQuit`) and how the footer names them. On a real terminal, `TerminalApp.run` (in
/// WorkflowTerminal) makes one of these and connects `onQuit` to stopping the app.
@MainActor
public final class WorkflowHostingView<WorkflowType: Workflow>: TerminalView where WorkflowType.Rendering: Screen {
    public let host: WorkflowHost<WorkflowType>
    private let content: DescribedView
    public private(set) var environment: ViewEnvironment
    /// Whether the bottom row lists the active keys.
    public var showsKeyHints: Bool
    /// What the quit keys do when no view takes them. Set it before the first frame.
    public var quitKeys: QuitKeys

    /// Receives the root workflow's outputs.
    public var onOutput: ((WorkflowType.Output) -> Void)?

    /// Called when a quit key (`environment.keyBindings.quit`) reaches the root without
    /// a view handling it, unless `quitKeys` is `.ignored`. While nil, the quit keys do
    /// nothing and are not offered.
    public var onQuit: (() -> Void)?

    public init(
        workflow: WorkflowType, environment: ViewEnvironment = .empty, showsKeyHints: Bool = true,
        quitKeys: QuitKeys = .standard
    ) {
        self.host = WorkflowHost(workflow: workflow)
        self.environment = environment
        self.showsKeyHints = showsKeyHints
        self.quitKeys = quitKeys
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
        adaptEnvironmentToSize()
        content.update(screen: host.rendering, environment: environment)
        setNeedsDisplay()
    }

    public override func layout() {
        adaptEnvironmentToSize()
        content.update(screen: host.rendering, environment: environment)
    }

    /// The whole terminal is the terminal size; the rows above the footer, the size
    /// the content's view gets.
    private func adaptEnvironmentToSize() {
        environment.terminalSize = size
        environment.viewSize = areas(in: Rect(size: size)).content.size
    }

    /// The content's rows and the footer's row, when there is a footer: only with the
    /// key hints on and at least three rows, so that a short terminal shows content.
    private func areas(in bounds: Rect) -> (content: Rect, footer: Rect?) {
        guard showsKeyHints, bounds.height >= 3 else { return (bounds, nil) }
        let rows = Layout.rows(.fill(), .length(1)).split(bounds)
        return (rows[0], rows[1])
    }

    public override var focusedChild: TerminalView? { content }

    public override var keyCommands: [KeyCommand] {
        guard onQuit != nil, case .quit(let hint) = quitKeys else { return [] }
        let shape = QuitCommandShape(hint: hint, keys: environment.keyBindings.quit)
        if let quitCommand, quitCommand.shape == shape { return quitCommand.commands }
        // The way out stays in the footer when the others give way. The command is kept
        // while its keys and hint stay the same, so that the footer can tell its hints are.
        let commands = [
            KeyCommand(hint, keys: shape.keys, help: hint ?? "quit", priority: .high) { [weak self] in self?.onQuit?() }
        ]
        quitCommand = (shape, commands)
        return commands
    }

    private var quitCommand: (shape: QuitCommandShape, commands: [KeyCommand])?

    private struct QuitCommandShape: Equatable {
        var hint: String?
        var keys: [KeyEvent]
    }

    /// The quit keys act even while a screen loads.
    public override var keysNeverHeld: [KeyEvent] {
        keyCommands.flatMap(\.keys)
    }

    /// A click on a footer hint does what its first key does, through the same path as
    /// the key, so a hint and its key can never do different things.
    public override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .press(.left), let footer = areas(in: Rect(size: size)).footer,
              footer.contains(event.position), let look = drawnFooter,
              let index = KeyHintBar(hints: look.hints).indexOfHint(atColumn: event.position.column, width: footer.width)
        else { return false }
        let commands = FocusPathCommands(from: self).hintedCommands
        // The hint clicked is the one drawn; a command that has changed since is not run.
        guard index < commands.count, commands[index].hint == look.hints[index] else { return false }
        if let key = commands[index].keys.first {
            _ = dispatch(key)
        } else {
            commands[index].action()
        }
        return true
    }

    /// The content and the footer, which fills its row, cover all of it.
    public override var drawsIncrementally: Bool { true }
    /// What the footer showed when it was drawn last: one that would look the same is
    /// left as it is.
    private var drawnFooter: FooterLook?
    /// The footer's hints, made again only when a view on the focus path gives other commands.
    private var footerHints = KeyHintsMemo()

    private struct FooterLook: Equatable {
        var hints: [KeyHint]
        var keyStyle: Style
        var labelStyle: Style
    }

    public override func draw(in canvas: Canvas) {
        let areas = self.areas(in: canvas.bounds)
        content.render(in: canvas.region(areas.content))
        guard let footer = areas.footer else {
            drawnFooter = nil
            return
        }
        let look = FooterLook(hints: footerHints.hints(below: self), keyStyle: environment.theme.key, labelStyle: environment.theme.muted)
        guard canvas.isBlank || look != drawnFooter else { return }
        KeyHintBar(hints: look.hints).draw(in: canvas.region(footer), keyStyle: look.keyStyle, labelStyle: look.labelStyle)
        drawnFooter = look
    }
}

/// A view that runs workflows, which the in-memory terminal settles (see
/// `InMemoryTerminal.settle(timeout:)`).
@MainActor
protocol SettlingView: AnyObject {
    func settleWorkflows(before deadline: ContinuousClock.Instant, timeout: Duration) async throws
    /// How many times its workflows rendered after an action.
    var workflowRenderings: Int { get }
}

extension WorkflowHostingView: SettlingView {
    func settleWorkflows(before deadline: ContinuousClock.Instant, timeout: Duration) async throws {
        try await host.settle(before: deadline, timeout: timeout)
    }

    var workflowRenderings: Int { host.renderings }
}
