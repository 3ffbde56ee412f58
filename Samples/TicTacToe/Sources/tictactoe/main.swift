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
    // Other keys, another theme, other colours, from the environment:
    //   TICTACTOE_KEYS="cursor_left=h cursor_down=j cursor_up=k cursor_right=l mark=x,Enter"
    //   TICTACTOE_THEME=light   (standard, light, high-contrast or monochrome)
    //   TICTACTOE_STYLES="selection=fg:yellow,bold key=bg:#303030"
    // refused before the screen is taken when a name, a key, a style or a colour is none.
    do {
        let settings = try TicTacToeSettings(environment: ProcessInfo.processInfo.environment)
        options.environment.keyBindings = settings.keyBindings
        options.theme = settings.theme
    } catch {
        FileHandle.standardError.write(Data("tictactoe: \(error)\n".utf8))
        return 64
    }
    return await TerminalApp.run(options: options) { _ in
        TicTacToeWorkflow()
    } onOutput: { output in
        switch output {
        case .quit: .stop(status: 0)
        }
    }
}
