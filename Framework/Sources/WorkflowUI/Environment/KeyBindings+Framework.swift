/// The moves every app shares, which the framework's containers and widgets answer.
/// Each is a `KeyBinding` like an app's own, and has a property of its own for short:
/// `bindings.back` is `bindings[KeyBindings.Back.self]`.
extension KeyBindings {
    /// Leaves a screen or cancels a question: the back stack's back button, an alert's
    /// cancel. Esc.
    public enum Back: KeyBinding {
        public static let name = "back"
        public static let defaultKeys: [KeyEvent] = [.escape]
    }

    /// Moves a list's selection up one row. ↑ and k.
    public enum MoveUp: KeyBinding {
        public static let name = "move_up"
        public static let defaultKeys: [KeyEvent] = [.up, .character("k")]
    }

    /// Moves a list's selection down one row. ↓ and j.
    public enum MoveDown: KeyBinding {
        public static let name = "move_down"
        public static let defaultKeys: [KeyEvent] = [.down, .character("j")]
    }

    /// Moves up a page. PgUp.
    public enum PageUp: KeyBinding {
        public static let name = "page_up"
        public static let defaultKeys: [KeyEvent] = [.pageUp]
    }

    /// Moves down a page. PgDn.
    public enum PageDown: KeyBinding {
        public static let name = "page_down"
        public static let defaultKeys: [KeyEvent] = [.pageDown]
    }

    /// Moves to the first row. Home and g.
    public enum First: KeyBinding {
        public static let name = "first"
        public static let defaultKeys: [KeyEvent] = [.home, .character("g")]
    }

    /// Moves to the last row. End and G.
    public enum Last: KeyBinding {
        public static let name = "last"
        public static let defaultKeys: [KeyEvent] = [.end, .character("G")]
    }

    /// Ends the app from anywhere (see `QuitKeys`). Ctrl-C.
    public enum Quit: KeyBinding {
        public static let name = "quit"
        public static let defaultKeys: [KeyEvent] = [.control("c")]
    }

    /// The framework's own bindings, for ``KeyBindings/init(keysByName:bindings:usedTogether:whileTyping:)``:
    /// an app lists them with its own, so that a user's settings can give them keys.
    public static let frameworkBindings: [any KeyBinding.Type] = [
        Back.self, MoveUp.self, MoveDown.self, PageUp.self, PageDown.self, First.self, Last.self, Quit.self,
    ]

    /// The keys of `Back`.
    public var back: [KeyEvent] {
        get { self[Back.self] }
        set { self[Back.self] = newValue }
    }

    /// The keys of `MoveUp`.
    public var moveUp: [KeyEvent] {
        get { self[MoveUp.self] }
        set { self[MoveUp.self] = newValue }
    }

    /// The keys of `MoveDown`.
    public var moveDown: [KeyEvent] {
        get { self[MoveDown.self] }
        set { self[MoveDown.self] = newValue }
    }

    /// The keys of `PageUp`.
    public var pageUp: [KeyEvent] {
        get { self[PageUp.self] }
        set { self[PageUp.self] = newValue }
    }

    /// The keys of `PageDown`.
    public var pageDown: [KeyEvent] {
        get { self[PageDown.self] }
        set { self[PageDown.self] = newValue }
    }

    /// The keys of `First`.
    public var first: [KeyEvent] {
        get { self[First.self] }
        set { self[First.self] = newValue }
    }

    /// The keys of `Last`.
    public var last: [KeyEvent] {
        get { self[Last.self] }
        set { self[Last.self] = newValue }
    }

    /// The keys of `Quit`.
    public var quit: [KeyEvent] {
        get { self[Quit.self] }
        set { self[Quit.self] = newValue }
    }
}
