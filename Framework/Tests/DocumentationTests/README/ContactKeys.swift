import WorkflowTerminal
import WorkflowUI

// The README's key binding, in the places it says it goes.

enum DeleteContact: KeyBinding {
    static let defaultKeys: [KeyEvent] = [.character("d"), .delete]
}

struct ContactScreen: Screen {
    var name: String
    var onDelete: () -> Void

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        ContactView.description(for: self, environment: environment)
    }
}

final class ContactView: ScreenView<ContactScreen> {
    override var keyCommands: [KeyCommand] {
        [
            // In the view: what the key does, the footer and the help all follow the binding.
            KeyCommand("delete", keys: environment.keyBindings[DeleteContact.self]) { [screen] in screen.onDelete() }
        ]
    }

    override func draw(in canvas: Canvas) {
        canvas.draw(screen.name, at: .zero)
    }
}

@MainActor
func contactOptions() -> TerminalApp.Options {
    // Where the app starts, to change it (or one of the framework's: `.keyBindings.back`).
    var options = TerminalApp.Options()
    options.environment.keyBindings[DeleteContact.self] = [.character("x")]
    return options
}
