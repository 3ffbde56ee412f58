import Foundation
import Testing
import WorkflowUI
@testable import TicTacToeApp

/// Plays the whole app on an in-memory terminal, as the players would at the keyboard:
/// type, press keys, read the screen.
@MainActor
final class GamePilot {
    let app: WorkflowHostingView<TicTacToeWorkflow>
    let terminal: InMemoryTerminal
    private let quitFlag = QuitFlag()
    /// Whether the app asked to stop: Esc on the names, or Ctrl-C anywhere.
    var didQuit: Bool { quitFlag.isSet }

    private final class QuitFlag {
        var isSet = false
    }

    init(width: Int = 80, height: Int = 24, keyBindings: KeyBindings = KeyBindings(), theme: Theme = .standard) {
        var environment = ViewEnvironment.empty
        environment.keyBindings = keyBindings
        environment.theme = theme
        app = WorkflowHostingView(workflow: TicTacToeWorkflow(), environment: environment)
        let quitFlag = quitFlag
        // Connected before the first frame, so that the footer offers the quit keys.
        app.onOutput = { _ in quitFlag.isSet = true }
        app.onQuit = { quitFlag.isSet = true }
        terminal = InMemoryTerminal(size: Size(width: width, height: height), root: app)
    }

    var lines: [String] { terminal.lines }

    /// Types both names, Tab between them, and presses Enter to start.
    func start(x: String = "Ada", o: String = "Grace") {
        terminal.type(x)
        terminal.press(.tab)
        terminal.type(o)
        terminal.press(.enter)
    }

    /// Marks squares with the number keys, one after another.
    func mark(_ numbers: Int...) {
        for number in numbers { terminal.type("\(number)") }
    }

    /// The board's five rows, as drawn, without the blanks around them.
    var boardRows: [String] {
        guard let firstRule = lines.firstIndex(where: { $0.contains("┼") }), firstRule > 0 else { return [] }
        let top = firstRule - 1
        return lines[top..<min(top + 5, lines.count)].map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
