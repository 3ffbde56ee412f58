import CursesTerminal
import WorkflowTerminal
import WorkflowUI

/// The ways an app runs on the real terminal, as the terminal articles and the README show
/// them. They are compiled here; the Counter example and `tictactoe` are apps that run them.
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

    /// An app that stops on its root's output, with work to finish once the terminal is the
    /// shell's again, and the terminal to lend to another program.
    static func runUntilGreeted(guestBook: GuestBookFile) async -> Int32 {
        var options = TerminalApp.Options()
        options.openFailureAdvice = "greetings need a terminal"
        return await TerminalApp.run(options: options) { handoff in
            GreetingWorkflow()
        } onOutput: { output in
            switch output {
            case .greeted(let name):
                guestBook.sign(name)
                return .stop(status: 0)
            }
        } beforeExit: {
            await guestBook.save()
        }
    }
}

/// Where the greeting app keeps the names it greeted.
@MainActor
final class GuestBookFile {
    private(set) var names: [String] = []
    private(set) var saved: [String] = []

    func sign(_ name: String) { names.append(name) }
    func save() async { saved = names }
}
