import Testing
import WorkflowUI

/// An app adds key bindings of its own beside the framework's, and changes any of them.
@MainActor
struct KeyBindingsTests {
    /// A binding as an app would declare it.
    enum DeleteItem: KeyBinding {
        static let defaultKeys: [KeyEvent] = [.character("d"), .delete]
    }

    enum ArchiveItem: KeyBinding {
        static let defaultKeys: [KeyEvent] = [.character("a")]
    }

    @Test func anAppsBindingHasItsDefaultKeysUntilTheAppGivesOthers() {
        var bindings = KeyBindings.standard
        #expect(bindings[DeleteItem.self] == [.character("d"), .delete])

        bindings[DeleteItem.self] = [.character("x")]
        #expect(bindings[DeleteItem.self] == [.character("x")])
    }

    @Test func changingOneBindingLeavesTheOthersAlone() {
        var bindings = KeyBindings.standard
        bindings[DeleteItem.self] = [.character("x")]
        #expect(bindings[ArchiveItem.self] == [.character("a")])
        #expect(bindings.back == [.escape])
        #expect(KeyBindings.standard[DeleteItem.self] == [.character("d"), .delete], "the standard bindings are a value")
    }

    @Test func theFrameworksMovesAreBindingsLikeAnAppsOwn() {
        var bindings = KeyBindings.standard
        #expect(bindings[KeyBindings.Quit.self] == [.control("c")])
        #expect(bindings.moveDown == [.down, .character("j")])

        bindings[KeyBindings.Back.self] = [.control("b")]
        #expect(bindings.back == [.control("b")])
        bindings.quit = [.control("q")]
        #expect(bindings[KeyBindings.Quit.self] == [.control("q")])
    }

    @Test func aViewAnswersAndOffersTheKeysTheEnvironmentGivesAnAppsBinding() {
        let deletions = Counter()
        var environment = ViewEnvironment.empty
        environment.keyBindings[DeleteItem.self] = [.character("x")]
        let root = DescribedView(screen: ItemScreen(onDelete: { deletions.count += 1 }), environment: environment)
        let terminal = InMemoryTerminal(size: Size(width: 20, height: 2), root: root)

        terminal.press(.character("d"))
        #expect(deletions.count == 0)
        terminal.press(.character("x"))
        #expect(deletions.count == 1)
        #expect(root.activeKeyHints == [KeyHint(keys: "x", label: "delete")])
    }

    final class Counter {
        var count = 0
    }

    struct ItemScreen: Screen {
        var onDelete: () -> Void

        func viewDescription(environment: ViewEnvironment) -> ViewDescription {
            ItemView.description(for: self, environment: environment)
        }
    }

    /// Deletes with whatever keys the environment gives `DeleteItem`.
    final class ItemView: ScreenView<ItemScreen> {
        override var keyCommands: [KeyCommand] {
            [KeyCommand("delete", keys: environment.keyBindings[DeleteItem.self]) { [screen] in screen.onDelete() }]
        }
    }
}
