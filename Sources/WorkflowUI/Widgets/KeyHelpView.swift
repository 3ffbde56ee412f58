/// A help screen as a view: a `KeyHelpList` that the movement keys scroll when it is
/// taller than the view, and that offers those keys (in the footer too) only then.
///
/// A screen's view shows it while its help is open: it makes the help its focused child
/// and keeps the way back (Esc, say) among its own commands. The help asks for its list
/// whenever it needs it, so the list always matches the commands it describes:
///
/// ```swift
/// private lazy var help = KeyHelpView { [unowned self] in
///     KeyHelpList(commands: keyCommands(bubblingUpFrom: listCommands))
/// }
///
/// override var focusedChild: TerminalView? { isShowingHelp ? help : nil }
/// ```
@MainActor
public final class KeyHelpView: TerminalView {
    /// The movement keys that scroll the list.
    public var keyBindings: KeyBindings
    /// How the keys are drawn; the descriptions are plain.
    public var keyStyle: Style
    /// How many entries are scrolled out of sight above.
    public private(set) var scroll = 0
    private let makeList: () -> KeyHelpList

    /// A help that shows what `list` gives, asked afresh for each frame and key.
    public init(keyBindings: KeyBindings = .standard, keyStyle: Style = .bold, list: @escaping () -> KeyHelpList) {
        self.keyBindings = keyBindings
        self.keyStyle = keyStyle
        self.makeList = list
        super.init()
    }

    /// What the help lists.
    public var list: KeyHelpList { makeList() }

    /// Shows the list from its first entry again, as when the help is opened anew.
    public func scrollToTop() {
        scroll = 0
        setNeedsDisplay()
    }

    /// How far the list can scroll at the view's size, as of the last frame: the
    /// list is built once per frame, not again for each key or footer hint.
    private var scrollLimit = 0

    public override var keyCommands: [KeyCommand] {
        guard scrollLimit > 0 else { return [] }
        return KeyCommand.movements(title: "scroll", bindings: keyBindings) { [unowned self] movement in
            // The first entry shown is a selection in the entries that can come first.
            let pageSize = max(1, size.height - 1)
            scroll = movement.selection(from: scroll, itemCount: scrollLimit + 1, pageSize: pageSize) ?? 0
            setNeedsDisplay()
        }
    }

    public override func draw(in canvas: Canvas) {
        let list = self.list
        scrollLimit = list.hiddenEntryCount(inHeight: canvas.size.height)
        scroll = min(scroll, scrollLimit)
        list.draw(in: canvas, scrolledBy: scroll, keyStyle: keyStyle)
    }
}
