import WorkflowUI

/// Shows the base and, over it, the top modal in a frame; keeps a view for the base
/// and for each modal by key, and gives the keys to the top one (see
/// `ModalContainerScreen`).
@MainActor
final class ModalContainerView: ScreenView<ModalContainerScreen<AnyScreen>> {
    private let base: DescribedView
    private var modalViews: [AnyHashable: DescribedView] = [:]
    /// The size this view was laid out at; until then, the size its container gave.
    private var laidOutSize: Size?

    required init(screen: ModalContainerScreen<AnyScreen>, environment: ViewEnvironment) {
        base = DescribedView(screen: screen.baseScreen, environment: environment)
        super.init(screen: screen, environment: environment)
        adopt(base)
        updateModalViews()
    }

    override func screenDidChange(from previousScreen: ModalContainerScreen<AnyScreen>, previousEnvironment: ViewEnvironment) {
        updateViews()
    }

    override func layout() {
        laidOutSize = size
        updateViews()
        base.layOut(at: size)
        let modalSize = ModalFrame(in: bounds).content.size
        for view in modalViews.values { view.layOut(at: modalSize) }
    }

    private var bounds: Rect {
        Rect(size: laidOutSize ?? environment.viewSize)
    }

    private func updateViews() {
        base.update(screen: screen.baseScreen, environment: environment(sized: bounds.size))
        updateModalViews()
    }

    /// Brings every modal's view up to date, builds views for new keys and drops the
    /// views of modals no longer shown.
    private func updateModalViews() {
        // Most renderings have no modal: the environment for one is not made for nothing.
        guard !screen.modals.isEmpty || !modalViews.isEmpty else { return }
        var modalEnvironment = environment(sized: ModalFrame(in: bounds).content.size)
        modalEnvironment.keysBeneath = KeysBeneath { [weak self] in
            guard let self else { return [] }
            return base.keyHelpOnFocusPath(passingOver: self) + base.mouseHelpUnderMouse
        }
        var seen: Set<AnyHashable> = []
        for modal in screen.modals {
            guard seen.insert(modal.key).inserted else {
                fatalError(
                    "ModalContainerScreen modals must have unique keys, but the key \(modal.key) appears more than once. "
                        + "Give each modal its own key."
                )
            }
            if let view = modalViews[modal.key] {
                view.update(screen: modal.screen, environment: modalEnvironment)
            } else {
                let view = DescribedView(screen: modal.screen, environment: modalEnvironment)
                adopt(view)
                if laidOutSize != nil { view.layOut(at: modalEnvironment.viewSize) }
                modalViews[modal.key] = view
            }
        }
        modalViews = modalViews.filter { seen.contains($0.key) }
    }

    private func environment(sized size: Size) -> ViewEnvironment {
        var sized = environment
        sized.viewSize = size
        return sized
    }

    private var topModalView: DescribedView? {
        screen.modals.last.flatMap { modalViews[$0.key] }
    }

    // MARK: Keys

    override var focusedChild: TerminalView? {
        topModalView ?? base
    }

    override var capturesKeys: Bool {
        !screen.modals.isEmpty
    }

    /// Swallows every key the top modal lets go, but the quit keys.
    override func handle(_ key: KeyEvent) -> Bool {
        guard !screen.modals.isEmpty else { return false }
        return !environment.keyBindings.quit.contains(key)
    }

    // MARK: Drawing

    /// The base covers all of it; a modal's frame is drawn over the base.
    override var drawsIncrementally: Bool { true }
    override var drawsOverChildren: Bool { !screen.modals.isEmpty }

    override func draw(in canvas: Canvas) {
        base.render(in: canvas)
        guard let modal = topModalView else { return }
        // The base has no keys now, so it has no cursor either; the modal may show its own.
        canvas.hideCursor()
        let placement = ModalFrame(in: canvas.bounds)
        if let frame = placement.frame {
            Border().draw(in: canvas.region(frame))
        } else {
            canvas.fill(placement.content)
        }
        modal.render(in: canvas.region(placement.content))
    }
}
