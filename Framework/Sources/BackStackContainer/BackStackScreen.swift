import WorkflowUI

/// A stack of screens, of which the top one is shown under an optional header bar.
///
/// ```swift
/// BackStackScreen(items: [
///     .init(key: "sign-in", screen: signIn.asAnyScreen()),
///     .init(key: "inbox", screen: inbox.asAnyScreen(), barVisibility: .visible(.init(
///         title: "Inbox",
///         leftItem: .back(label: "Sign out") { sink.send(.signOut) },
///         rightItem: .init(label: "Compose", key: .character("c")) { sink.send(.compose) }
///     ))),
/// ])
/// ```
///
/// Each item keeps its own view for as long as an item with its key is in the stack,
/// so going back shows the previous screen as it was left (scroll position, cursor).
public struct BackStackScreen<ScreenType: Screen>: Screen {
    public var items: [Item]

    public init(items: [Item]) {
        self.items = items
    }

    public func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        BackStackView.description(for: self.asAnyItems(), environment: environment)
    }

    /// One screen in the stack.
    public struct Item {
        /// Identifies the item's view between renderings; two items may not share one.
        public var key: AnyHashable
        public var screen: ScreenType
        public var barVisibility: BarVisibility

        public init(key: AnyHashable, screen: ScreenType, barVisibility: BarVisibility = .hidden) {
            self.key = key
            self.screen = screen
            self.barVisibility = barVisibility
        }
    }

    /// Erases the screen type so that every back stack shares one view class.
    private func asAnyItems() -> BackStackScreen<AnyScreen> {
        BackStackScreen<AnyScreen>(items: items.map {
            BackStackScreen<AnyScreen>.Item(key: $0.key, screen: AnyScreen($0.screen), barVisibility: $0.barVisibility)
        })
    }
}

/// Whether an item shows the header bar, and what is on it.
public enum BarVisibility {
    case hidden
    case visible(BarContent)
}

/// What the header bar shows: a button on the left, a title in the middle, a button
/// on the right.
public struct BarContent {
    public var title: String
    public var leftItem: BarButton?
    public var rightItem: BarButton?

    public init(title: String, leftItem: BarButton? = nil, rightItem: BarButton? = nil) {
        self.title = title
        self.leftItem = leftItem
        self.rightItem = rightItem
    }
}

/// A header bar button: a label, the key that presses it, and what it does.
///
/// The back stack also offers the button's key in the footer ("n new") and to help
/// screens, which say `helpText` ("write a new message") or, without one, the label.
@MainActor
public struct BarButton {
    public var label: String
    public var key: KeyEvent
    /// What a help screen says the button does, when the label alone is too short.
    public var helpText: String?
    public var handler: () -> Void
    /// Whether this is a back button, bound to the environment's back keys (Esc).
    public let isBack: Bool
    /// The binding whose keys press the button, if it was given one rather than a key.
    private var binding: (any KeyBinding.Type)?

    public init(label: String, key: KeyEvent, help: String? = nil, handler: @escaping () -> Void) {
        self.label = label
        self.key = key
        self.helpText = help
        self.handler = handler
        self.isBack = false
    }

    /// A button pressed by the keys of `binding`, as the environment's `keyBindings` has
    /// them: the header, the footer and the help follow a user's keys for it.
    ///
    /// ```swift
    /// enum Compose: KeyBinding { static let defaultKeys: [KeyEvent] = [.character("c")] }
    /// BarButton(label: "Compose", binding: Compose.self) { sink.send(.compose) }
    /// ```
    public init(label: String, binding: any KeyBinding.Type, help: String? = nil, handler: @escaping () -> Void) {
        self.init(label: label, key: binding.defaultKeys.first ?? .escape, help: help, handler: handler)
        self.binding = binding
    }

    private init(backLabel: String, help: String?, handler: @escaping () -> Void) {
        self.label = backLabel
        self.key = .escape
        self.helpText = help
        self.handler = handler
        self.isBack = true
    }

    /// A back button, bound to Esc (the environment's `keyBindings.back`).
    public static func back(label: String = "Back", help: String? = nil, handler: @escaping () -> Void) -> BarButton {
        BarButton(backLabel: label, help: help, handler: handler)
    }

    /// The keys that press this button.
    func keys(in environment: ViewEnvironment) -> [KeyEvent] {
        if isBack { return environment.keyBindings.back }
        if let binding { return environment.keyBindings[dynamic: binding] }
        return [key]
    }
}
