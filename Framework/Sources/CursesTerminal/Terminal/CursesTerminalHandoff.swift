import TerminalCore

/// The `TerminalHandoff` of a `CursesTerminal`: lends that terminal to another program
/// (see `CursesTerminal.runInForeground`). It can be sent anywhere, a worker included;
/// the terminal does the work on the main actor.
///
/// ```swift
/// let workflow = NotesWorkflow(handoff: terminal.handoff)
/// ```
public struct CursesTerminalHandoff: TerminalHandoff {
    let terminal: CursesTerminal

    public func run(_ arguments: [String], environment: [String: String]?) async throws(TerminalHandoffError) -> ProgramExit {
        try await terminal.runInForeground(arguments, environment: environment)
    }
}
