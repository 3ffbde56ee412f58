import WorkflowUI

/// Shows the base screen and, over it, the alert if there is one; while the alert is
/// up, takes every key for it (see `AlertContainerScreen`).
@MainActor
final class AlertContainerView: ScreenView<AlertContainerScreen<AnyScreen>> {
    private let base: DescribedView
    /// The size this view was laid out at; until then, the size its container gave.
    private var laidOutSize: Size?
    /// Whether the alert has been drawn since it appeared or last took an answer: until
    /// then, an alert that ignores keys typed ahead takes none.
    private var isAlertOnScreen = false

    required init(screen: AlertContainerScreen<AnyScreen>, environment: ViewEnvironment) {
        base = DescribedView(screen: screen.baseScreen, environment: environment)
        super.init(screen: screen, environment: environment)
        adopt(base)
    }

    override func screenDidChange(from previousScreen: AlertContainerScreen<AnyScreen>, previousEnvironment: ViewEnvironment) {
        if previousScreen.alert?.title != screen.alert?.title || previousScreen.alert?.message != screen.alert?.message {
            isAlertOnScreen = false
        }
        updateBase()
    }

    override func layout() {
        laidOutSize = size
        updateBase()
        base.layOut(at: size)
    }

    /// The base has the whole area, alert or not.
    private func updateBase() {
        var baseEnvironment = environment
        baseEnvironment.viewSize = laidOutSize ?? environment.viewSize
        base.update(screen: screen.baseScreen, environment: baseEnvironment)
    }

    // MARK: Keys

    override var focusedChild: TerminalView? {
        screen.alert == nil ? base : nil
    }

    override var capturesKeys: Bool {
        screen.alert != nil
    }

    override var keyCommands: [KeyCommand] {
        guard let alert = screen.alert else { return [] }
        let cancelIndex = alert.actions.firstIndex { $0.style == .cancel }
        return alert.actions.enumerated().map { index, action in
            let backKeys = index == cancelIndex ? environment.keyBindings.back.filter { $0 != action.key } : []
            return KeyCommand(action.title, keys: [action.key] + action.otherKeys + backKeys, keyLabel: action.key.displayName) {
                action.handler()
            }
        }
    }

    /// Runs the action a key chooses; swallows every other key but the quit keys.
    override func handle(_ key: KeyEvent) -> Bool {
        guard let alert = screen.alert else { return false }
        let mayAnswer = isAlertOnScreen || !alert.ignoresKeysTypedAhead
        if mayAnswer, super.handle(key) {
            isAlertOnScreen = false
            return true
        }
        return !environment.keyBindings.quit.contains(key)
    }

    /// A click on an action does what its key does; any other click while the alert is
    /// up is swallowed, as keys are, so nothing under it acts.
    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard let alert = screen.alert else { return false }
        guard event.kind == .press(.left), isAlertOnScreen,
              let index = AlertBox(alert: alert, theme: environment.theme).indexOfAction(at: event.position, in: Rect(size: size))
        else { return true }
        isAlertOnScreen = false
        alert.actions[index].handler()
        return true
    }

    // MARK: Drawing

    /// The base covers all of it; the alert's box is drawn over the base.
    override var drawsIncrementally: Bool { true }
    override var drawsOverChildren: Bool { screen.alert != nil }

    override func draw(in canvas: Canvas) {
        base.render(in: canvas)
        isAlertOnScreen = screen.alert != nil
        guard let alert = screen.alert else { return }
        // The base has no keys now, so it has no cursor either.
        canvas.hideCursor()
        AlertBox(alert: alert, theme: environment.theme).draw(in: canvas)
    }
}
