// Tic-tac-toe for two players at one terminal: the whole program is one call, run on the
// main thread.
import TicTacToeApp
import WorkflowTerminal

MainQueueLoop.run {
    var options = TerminalApp.Options()
    options.openFailureAdvice = "tictactoe is played at a terminal"
    // `tictactoe --mouse`: a click marks a square.
    options.usesMouse = CommandLine.arguments.contains("--mouse")
    return await TerminalApp.run(options: options) { _ in
        TicTacToeWorkflow()
    } onOutput: { output in
        switch output {
        case .quit: .stop(status: 0)
        }
    }
}
