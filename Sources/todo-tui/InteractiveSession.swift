import CursesTerminal
import Foundation
import TodoApp
import WorkflowUI

/// Runs the interactive interface on the terminal until the user quits or a signal
/// ends it, and returns the process's exit status.
///
/// Standard input and output must both be a terminal: when either is not (a pipe, a
/// file, a CI job), this writes one line to standard error and returns 2 without
/// writing a byte to standard output.
@MainActor
func runInteractive(store: SQLiteTodoStore, options: InteractiveOptions) async throws -> Int32 {
    let terminal: CursesTerminal
    do {
        terminal = try CursesTerminal.open()
    } catch {
        options.logger.notice("Not started: \(error)")
        StandardError.writeLine("todo-tui: \(error); in scripts use a subcommand (see todo-tui --help).")
        return 2
    }
    defer { terminal.close() }

    var environment = ViewEnvironment()
    environment.theme = CursesTerminal.Configuration.colorIsWanted ? .standard : .monochrome
    let writer = TodoWriter(store: store)
    let app = WorkflowHostingView(workflow: RootWorkflow(store: store, writer: writer), environment: environment)
    app.onOutput = { output in
        switch output {
        case .quit: terminal.stop()
        }
    }
    app.onQuit = { terminal.stop() }
    let root: TerminalView = options.debugTree ? WorkflowTreePanel(showing: app, host: app.host) : app
    if options.debugTree {
        app.host.observeRenderings { [host = app.host, logger = options.logger] _ in
            logger.debug("Workflow tree:\n\(host.debugTree)")
        }
    }

    let session = TerminalSession(root: root, device: terminal)
    session.display()
    options.logger.info("Interface started at \(terminal.size)")
    let reason = await terminal.run { events in session.handle(events) }
    options.logger.info("Interface stopping: \(reason)")

    // The shell gets its terminal back first; then every change made, even one just
    // before the quit (or the SIGTERM), is written before the process exits.
    terminal.close()
    await app.host.stop()
    await writer.drain()
    return reason.exitStatus
}
