import CursesTerminal
import WorkflowTerminal
import WorkflowUI

/// The ways an app runs on the real terminal, as the terminal articles show them. They
/// are compiled here; `counter` and `tictactoe` are the apps that run them.
@MainActor
enum GreetingApp {
    /// One call: what almost every app's `main.swift` does.
    static func run() async -> Int32 {
        let status = await TerminalApp.run(GreetingWorkflow())
        return status
    }

    /// The same, with a few options changed.
    static func runWithOptions() async -> Int32 {
        var options = TerminalApp.Options()
        options.showsKeyHints = false
        options.openFailureAdvice = "greetings need a terminal"
        return await TerminalApp.run(WelcomeFlowWorkflow(), options: options)
    }

    /// What `TerminalApp.run` does, by hand, on a `CursesTerminal`.
    static func runByHand() async -> Int32 {
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal.open()
        } catch {
            print("greeting: \(error)")
            return 2
        }
        let app = WorkflowHostingView(workflow: GreetingWorkflow())
        app.onQuit = { terminal.stop() }
        let session = TerminalSession(root: app, device: terminal)
        session.display()

        let reason = await terminal.run { events in session.handle(events) }

        terminal.close()
        await app.host.stop()
        return reason.exitStatus
    }
}
