/// Lends the terminal to another program for as long as it runs: an editor for a long
/// note, a pager, a shell.
///
/// The app's picture goes away, the terminal is put back as the shell had it (line
/// mode, echo, the normal screen, no bracketed paste), and the program runs in the
/// foreground with the terminal as its standard input and output, getting every key.
/// When it ends, the app takes the terminal back and draws its whole picture again.
/// The app keeps running meanwhile: workers finish, and what they change is drawn once
/// the terminal is back.
///
/// Workflows never touch the terminal, so the app passes this capability down to the
/// workflow that needs it, which uses it from a `Worker`:
///
/// ```swift
/// struct EditNoteWorker: Worker {
///     let handoff: any TerminalHandoff
///     let file: String
///
///     /// Nil when the editor ended well, else what went wrong.
///     func run() async -> String? {
///         do {
///             let exit = try await handoff.run(["/bin/sh", "-c", "exec ${VISUAL:-${EDITOR:-vi}} \"$1\"", "sh", file])
///             return exit.succeeded ? nil : "the editor ended with \(exit)"
///         } catch {
///             return "\(error)"
///         }
///     }
///
///     func isEquivalent(to other: EditNoteWorker) -> Bool { file == other.file }
/// }
/// ```
///
/// On the real terminal, `TerminalApp.run` hands one to the app; tests use an
/// `InMemoryTerminalHandoff`, which runs nothing and answers as it is told.
public protocol TerminalHandoff: Sendable {
    /// Runs `arguments[0]` (looked up on `PATH`, as a shell would) with the other
    /// arguments, on the terminal, and returns how it ended once it has.
    ///
    /// - Parameters:
    ///   - arguments: The program and its arguments, as a shell would split them.
    ///   - environment: The program's environment; nil passes on this process's own.
    /// - Throws: `TerminalHandoffError.couldNotStart` when the program cannot be started
    ///   (there is no such program, say), with the app's picture back as it was;
    ///   `.terminalUnavailable` when there is no terminal to lend (it is closed, or
    ///   another program has it).
    func run(_ arguments: [String], environment: [String: String]?) async throws(TerminalHandoffError) -> ProgramExit
}

extension TerminalHandoff {
    /// Runs a program on the terminal with this process's environment; see
    /// `run(_:environment:)`.
    ///
    /// ```swift
    /// let exit = try await handoff.run(["less", "/var/log/app.log"])
    /// ```
    public func run(_ arguments: [String]) async throws(TerminalHandoffError) -> ProgramExit {
        try await run(arguments, environment: nil)
    }
}
