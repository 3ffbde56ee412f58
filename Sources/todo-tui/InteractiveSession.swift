import Foundation
import TodoApp
import WorkflowTerminal

/// Runs the interactive interface on the terminal until the user quits or a signal
/// ends it, and returns the process's exit status: 2, with one line on standard error
/// and nothing on standard output, when standard input or output is not a terminal.
///
/// Every change made, even one just before the quit (or the SIGTERM), is written
/// before this returns. `environment` is the process's, for the note editor.
@MainActor
func runInteractive(store: any TodoStore, options: InteractiveOptions, environment: [String: String]) async -> Int32 {
    let writer = TodoWriter(store: store)
    var appOptions = TerminalApp.Options(
        showsDebugTree: options.debugTree,
        usesMouse: options.mouse,
        logger: options.logger,
        openFailureAdvice: "in scripts use a subcommand (see todo-tui --help)."
    )
    appOptions.environment.keyBindings = options.keyBindings
    appOptions.showsKeyHints = options.showsFooter
    // The views read it from their environment; the session's status line, which a
    // workflow words, from the root workflow.
    appOptions.environment.dueDateFormat = options.dueDateFormat
    // Both give way to monochrome where the terminal draws without colour (NO_COLOR).
    appOptions.theme = options.theme
    appOptions.environment.todoStyles = options.todoStyles
    return await TerminalApp.run(options: appOptions) { handoff in
        RootWorkflow(
            store: store, writer: writer, noteEditor: NoteEditor(environment: environment, handoff: handoff),
            user: options.startingUser, wideLayoutColumns: options.wideLayoutColumns, dueDateFormat: options.dueDateFormat
        )
    } onOutput: { output in
        switch output {
        case .quit: .stop(status: 0)
        }
    } beforeExit: {
        await writer.drain()
    }
}
