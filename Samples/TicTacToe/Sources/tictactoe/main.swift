// Tic-tac-toe for two players at one terminal: the whole program is one call, run on the
// main thread.
import Foundation
import TicTacToeApp
import WorkflowTerminal

MainQueueLoop.run {
    var options = TerminalApp.Options()
    options.openFailureAdvice = "tictactoe is played at a terminal"
    // `tictactoe --mouse`: a click marks a square.
    options.usesMouse = CommandLine.arguments.contains("--mouse")
    // TICTACTOE_KEYS="cursor_left=h cursor_down=j cursor_up=k cursor_right=l": other keys,
    // refused before the screen is taken when a name or a key is none.
    if let setting = ProcessInfo.processInfo.environment[TicTacToeKeys.variable] {
        do {
            options.environment.keyBindings = try TicTacToeKeys.bindings(setting: setting)
        } catch {
            FileHandle.standardError.write(Data("tictactoe: \(TicTacToeKeys.variable): \(error)\n".utf8))
            return 64
        }
    }
    return await TerminalApp.run(options: options) { _ in
        TicTacToeWorkflow()
    } onOutput: { output in
        switch output {
        case .quit: .stop(status: 0)
        }
    }
}
