/// Shows whatever screen it is given: updates its current view in place while the
/// screen's view kind stays the same, and builds a new view (dropping the old one) when
/// it changes.
///
/// Containers use one `DescribedView` per child spot.
@MainActor
public final class DescribedView: TerminalView {
    /// The view showing the current screen.
    public private(set) var currentView: TerminalView

    public init(screen: any Screen, environment: ViewEnvironment) {
        currentView = screen.viewDescription(environment: environment).buildView()
        super.init()
        adopt(currentView)
    }

    public func update(screen: any Screen, environment: ViewEnvironment) {
        let description = screen.viewDescription(environment: environment)
        if description.canUpdate(view: currentView) {
            description.update(view: currentView)
        } else {
            currentView = description.buildView()
            adopt(currentView)
            // A view built in place of another where this one is not drawn (under a back
            // stack's top item) follows the size from the start, as the one it replaced did.
            if hasLaidOut { currentView.layOut(at: size) }
            setNeedsDisplay()
        }
    }

    /// The current view has all of this one's area.
    public override func layout() {
        currentView.layOut(at: size)
    }

    public override var focusedChild: TerminalView? { currentView }

    /// The current view covers all of this one.
    public override var drawsIncrementally: Bool { true }

    public override func draw(in canvas: Canvas) {
        currentView.render(in: canvas)
    }
}
