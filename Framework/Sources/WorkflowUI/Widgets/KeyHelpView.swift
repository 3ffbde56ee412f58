/// A help screen that lists what every key of the screen under it does: show it in a
/// modal, and it reads those keys from `environment.keysBeneath`, so the workflow that
/// opens it needs to know nothing of them and the list cannot drift from the keys.
///
/// ```swift
/// ModalContainerScreen(
///     baseScreen: listScreen,
///     modals: state.isShowingHelp
///         ? [ModalContainerScreenModal(screen: KeyHelpScreen { sink.send(.closeHelp) }, key: "help")]
///         : []
/// )
/// ```
///
/// Esc, `?` or `q` close it (they call `onClose`); the movement keys scroll it, a row at
/// a time, when it is taller than the screen. A description too long for its row wraps.
/// With ``ViewEnvironment/usesMouse`` on, it also says that a click on a key in the
/// footer does what the key does.
public struct KeyHelpScreen: Screen {
    public var title: String
    public var onClose: () -> Void

    public init(title: String = "Keys", onClose: @escaping () -> Void) {
        self.title = title
        self.onClose = onClose
    }

    public func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        KeyHelpView.description(for: self, environment: environment)
    }
}

/// Shows a `KeyHelpScreen`: a `KeyHelpList` of the keys beneath, then the way to close
/// the help, scrolled by the movement keys when taller than the view (and offering
/// those keys, in the footer too, only then).
@MainActor
final class KeyHelpView: ScreenView<KeyHelpScreen> {
    /// How many rows are scrolled out of sight above.
    private(set) var scroll = 0
    /// How far the list can scroll at the view's size, as of the last frame: the list
    /// is built once per frame, not again for each key or footer hint.
    private var scrollLimit = 0

    private var list: KeyHelpList {
        KeyHelpList(
            title: screen.title,
            entries: environment.keysBeneath.entries + mouseEntries + [closeCommand.helpEntry].compactMap { $0 }
        )
    }

    /// With the mouse on, what a click does wherever the app runs: the footer's hints
    /// (and a container's buttons) are pressed by a click as by their keys.
    private var mouseEntries: [KeyHint] {
        environment.usesMouse ? [KeyHint(keys: "click", label: "a key in the footer or a header button: does what the key does")] : []
    }

    /// High priority: the way back is what a narrow footer keeps.
    private var closeCommand: KeyCommand {
        let keys = [.character("?")] + environment.keyBindings.back + [.character("q")]
        return KeyCommand("close help", keys: keys, keyLabel: keys.displayName, help: "close this help", priority: .high) { [screen] in
            screen.onClose()
        }
    }

    override var keyCommands: [KeyCommand] {
        guard scrollLimit > 0 else { return [closeCommand] }
        let scrolling = KeyCommand.movements(title: "scroll", bindings: environment.keyBindings) { [unowned self] movement in
            // The first row shown is a selection in the rows that can come first.
            let pageSize = max(1, size.height - 1)
            scroll = movement.selection(from: scroll, itemCount: scrollLimit + 1, pageSize: pageSize) ?? 0
            setNeedsDisplay()
        }
        return scrolling + [closeCommand]
    }

    override func draw(in canvas: Canvas) {
        let list = self.list
        scrollLimit = list.hiddenRowCount(in: canvas.size)
        scroll = min(scroll, scrollLimit)
        list.draw(in: canvas, scrolledBy: scroll, keyStyle: environment.theme.key)
    }
}
