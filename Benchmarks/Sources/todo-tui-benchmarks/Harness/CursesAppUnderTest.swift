import CursesTerminal
import Foundation
import TodoApp
import WorkflowUI

/// The app on the real curses terminal, in this process, drawing into a pseudo-terminal
/// that a background thread drives: keys in, bytes out, as a terminal emulator sees them.
@MainActor
final class CursesAppUnderTest {
    let pty: PseudoTerminal
    private let terminal: CursesTerminal
    private let session: TerminalSession
    private var running: Task<CursesTerminal.StopReason, Never>?

    init(store: any TodoStore, width: Int, height: Int) throws {
        pty = PseudoTerminal(width: width, height: height)
        terminal = try CursesTerminal.open(.init(
            inputDescriptor: pty.secondary, outputDescriptor: pty.secondary,
            terminalType: "xterm-256color", handlesProcessSignals: false
        ))
        let app = WorkflowHostingView(workflow: RootWorkflow(store: store, writer: TodoWriter(store: store)))
        session = TerminalSession(root: app, device: terminal)
        session.display()
        let terminal = self.terminal
        let session = self.session
        running = Task { await terminal.run { session.handle($0) } }
    }

    /// Runs `drive` on a thread of its own (it may block on the terminal) while the app
    /// keeps running on the main actor.
    func drive<Result: Sendable>(_ drive: @escaping @Sendable (PseudoTerminal) -> Result) async -> Result {
        let pty = self.pty
        return await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: drive(pty)) }
        }
    }

    func stop() async {
        terminal.stop()
        _ = await running?.value
        terminal.close()
    }
}
