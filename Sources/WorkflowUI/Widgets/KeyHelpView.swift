/// A help screen as a view: a `KeyHelpList` that the movement keys scroll when it is
/// taller than the view, and that offers those keys (in the footer too) only then.
///
/// A screen's view shows it while its help is open: it makes the help its focused child
/// and keeps the way back (Esc, say) among its own commands.
///
/// ```swift
/// private let help = KeyHelpView()
///
/// override var focusedChild: TerminalView? { isShowingHelp ? help : nil }
///
/// override func draw(in canvas: Canvas) {
///     help.list = KeyHelpList(commands: keyCommands(bubblingUpFrom: listCommands))
///     help.keyBindings = environment.keyBindings
///     help.render(in: canvas)
/// }
/// ```
@MainActor
public final class KeyHelpView: TerminalView {
    /// What the help lists.
    public var list: KeyHelpList
    /// The movement keys that scroll the list.
    public var keyBindings: KeyBindings
    /// How the keys are drawn; the descriptions are plain.
    public var keyStyle: Style
    /// How many entries are scrolled out of sight above.
    public private(set) var scroll = 0

    public init(list: KeyHelpList = KeyHelpList(entries: []), keyBindings: KeyBindings = .standard, keyStyle: Style = .bold) {
        self.list = list
        self.keyBindings = keyBindings
        self.keyStyle = keyStyle
        super.init()
    }

    /// Shows the list from its first entry again, as when the help is opened anew.
    public func scrollToTop() {
        scroll = 0
    }

    /// How far the list can scroll at the view's size.
    private var scrollLimit: Int {
        list.hiddenEntryCount(inHeight: size.height)
    }

    public override var keyCommands: [KeyCommand] {
        guard scrollLimit > 0 else { return [] }
        let page = max(1, size.height - 1)
        let scrolls: [([KeyEvent], Int)] = [
            (keyBindings.moveUp, -1), (keyBindings.moveDown, 1), (keyBindings.pageUp, -page), (keyBindings.pageDown, page),
            (keyBindings.first, -list.entries.count), (keyBindings.last, list.entries.count),
        ]
        let upAndDown = keyBindings.moveUp + keyBindings.moveDown
        let arrows = upAndDown.filter { !$0.isCharacter }
        let label = (arrows.isEmpty ? upAndDown : arrows).map(\.displayName).joined()
        return scrolls.enumerated().map { index, scroll in
            let (keys, entries) = scroll
            return KeyCommand(index == 0 ? "scroll" : nil, keys: keys, keyLabel: index == 0 ? label : nil) { [unowned self] in
                self.scroll = min(max(0, self.scroll + entries), scrollLimit)
                setNeedsDisplay()
            }
        }
    }

    public override func draw(in canvas: Canvas) {
        scroll = min(scroll, scrollLimit)
        list.draw(in: canvas, scrolledBy: scroll, keyStyle: keyStyle)
    }
}
