/// What the keys and the mouse do on the screen under a modal, as a help screen shown in
/// that modal lists them.
///
/// A modal container sets it for its modals: a help modal then lists the keys of the
/// screen it covers (and of the containers around that screen), then what the mouse does
/// on the views a click reaches there, without the workflow that shows it knowing them,
/// since they live in views. The entries are asked for
/// when drawn, so they are never out of date.
///
/// ```swift
/// final class HelpView: ScreenView<HelpScreen> {
///     override func draw(in canvas: Canvas) {
///         KeyHelpList(entries: environment.keysBeneath.entries).draw(in: canvas)
///     }
/// }
/// ```
public struct KeysBeneath: Sendable {
    private let makeEntries: @MainActor @Sendable () -> [KeyHint]

    public init(_ entries: @escaping @MainActor @Sendable () -> [KeyHint]) {
        makeEntries = entries
    }

    /// No keys: what a screen sees that is not shown over another.
    public static let none = KeysBeneath { [] }

    /// The entries, first the innermost view's.
    @MainActor public var entries: [KeyHint] { makeEntries() }
}

private enum KeysBeneathKey: ViewEnvironmentKey {
    static let defaultValue = KeysBeneath.none
}

extension ViewEnvironment {
    /// The keys of the screen under the modal this screen is shown in (see
    /// `KeysBeneath`); none outside a modal.
    public var keysBeneath: KeysBeneath {
        get { self[KeysBeneathKey.self] }
        set { self[KeysBeneathKey.self] = newValue }
    }
}

extension TerminalView {
    /// The help entries of every key that works on this view's focus path: the focused
    /// view's commands and its `additionalKeyHelp`, then the commands of the views
    /// around it that a key would reach (see `keyCommands(bubblingUpFrom:passingOver:)`).
    public final func keyHelpOnFocusPath(passingOver skipped: TerminalView? = nil) -> [KeyHint] {
        let leaf = focusPath[focusPath.count - 1]
        let (commands, ownCount) = leaf.commandsReached(from: leaf.keyCommands, passingOver: skipped)
        return commands.prefix(ownCount).compactMap(\.helpEntry) + leaf.additionalKeyHelp
            + commands.dropFirst(ownCount).compactMap(\.helpEntry)
    }

    /// The `mouseHelp` of every view a click can reach here: this view's children under
    /// the mouse (see `childrenUnderMouse`), each with those under it, in the order a click
    /// is offered to them, then this view's own. Both panes of a split, focused or not.
    public final var mouseHelpUnderMouse: [KeyHint] {
        childrenUnderMouse.flatMap(\.mouseHelpUnderMouse) + mouseHelp
    }
}
