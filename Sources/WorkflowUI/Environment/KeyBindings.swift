/// The keys for the moves every app shares, so that containers and widgets agree on
/// them and an app can change them in one place.
public struct KeyBindings: Sendable {
    public var back: [KeyEvent]
    public var moveUp: [KeyEvent]
    public var moveDown: [KeyEvent]
    public var pageUp: [KeyEvent]
    public var pageDown: [KeyEvent]
    public var first: [KeyEvent]
    public var last: [KeyEvent]
    public var quit: [KeyEvent]

    public init(
        back: [KeyEvent], moveUp: [KeyEvent], moveDown: [KeyEvent], pageUp: [KeyEvent], pageDown: [KeyEvent],
        first: [KeyEvent], last: [KeyEvent], quit: [KeyEvent]
    ) {
        self.back = back
        self.moveUp = moveUp
        self.moveDown = moveDown
        self.pageUp = pageUp
        self.pageDown = pageDown
        self.first = first
        self.last = last
        self.quit = quit
    }

    /// Arrows and the vi keys j/k/g/G; Esc goes back; Ctrl-C quits.
    public static let standard = KeyBindings(
        back: [.escape],
        moveUp: [.up, .character("k")],
        moveDown: [.down, .character("j")],
        pageUp: [.pageUp],
        pageDown: [.pageDown],
        first: [.home, .character("g")],
        last: [.end, .character("G")],
        quit: [.control("c")]
    )
}

private enum KeyBindingsKey: ViewEnvironmentKey {
    static let defaultValue = KeyBindings.standard
}

extension ViewEnvironment {
    public var keyBindings: KeyBindings {
        get { self[KeyBindingsKey.self] }
        set { self[KeyBindingsKey.self] = newValue }
    }
}
