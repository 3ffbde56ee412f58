// Tic-tac-toe for two players at one terminal: the whole program is one call.
import Glibc
import TicTacToeApp
import WorkflowTerminal

var options = TerminalApp.Options()
options.openFailureAdvice = "tictactoe is played at a terminal"
let status = await TerminalApp.run(options: options) { _ in
    TicTacToeWorkflow()
} onOutput: { output in
    switch output {
    case .quit: .stop(status: 0)
    }
}
exit(status)
