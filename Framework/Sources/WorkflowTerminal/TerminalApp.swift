import CursesTerminal
import Glibc
import Workflow
import WorkflowUI

/// Runs an app on the real terminal in one call, and returns the exit status.
///
/// ```swift
/// let status = await TerminalApp.run(CounterWorkflow())
/// exit(status)
/// ```
///
/// In order, `run`:
/// 1. opens the terminal (standard input and output); when there is none (a pipe, a
///    file, a CI job), it writes one line to standard error, writes nothing to
///    standard output, and returns 2;
/// 2. picks the theme: `options.theme` (or `Theme.standard`), unless `NO_COLOR` is set
///    or the terminal has no colours and it uses them: then `Theme.monochrome`;
/// 3. makes the root workflow, shows its screens, and hands them the keys until a quit
///    key, an output the app answers with `.stop(status:)`, or a signal (SIGINT,
///    SIGTERM, SIGHUP); Ctrl-Z suspends and `fg` resumes on the way;
/// 4. gives the terminal back as the shell had it;
/// 5. stops the workflows (workers cancelled, work that ignores cancellation finished);
/// 6. runs `beforeExit`, for the app to finish what must outlive the interface (pending
///    writes, say);
/// 7. returns 0, the status the app asked for, or 128 + the signal's number (143 for
///    SIGTERM; 129 when the terminal hung up).
///
/// An app with outputs to act on, and something to finish before it exits:
///
/// ```swift
/// let status = await TerminalApp.run(options: options) { handoff in
///     ContactsWorkflow(book: book, editor: handoff)
/// } onOutput: { output in
///     switch output {
///     case .done: .stop(status: 0)
///     }
/// } beforeExit: {
///     await book.finishSaving()
/// }
/// ```
@MainActor
public enum TerminalApp {
    /// Runs `rootWorkflow` with `options` until the user quits or a signal ends it; see
    /// `TerminalApp` for the order of things.
    public static func run<WorkflowType: Workflow>(
        _ rootWorkflow: WorkflowType, options: Options = Options()
    ) async -> Int32 where WorkflowType.Rendering: Screen {
        await run(options: options) { _ in rootWorkflow }
    }

    /// Runs the workflow `makeRootWorkflow` makes, once the terminal is open, until the
    /// user quits, `onOutput` answers `.stop(status:)`, or a signal ends it; then gives
    /// the terminal back, stops the workflows and runs `beforeExit`. Returns the exit
    /// status; see `TerminalApp` for the order of things.
    ///
    /// - Parameters:
    ///   - options: The environment, theme, footer, quit keys, debug tree and logging.
    ///   - makeRootWorkflow: Makes the root workflow, given the means to lend the
    ///     terminal to another program (an editor, say) for the workflows that need it;
    ///     called only once the terminal is open, so nothing is made for a run that
    ///     cannot start.
    ///   - onOutput: Decides, for each output of the root workflow, whether the app
    ///     carries on or stops, and with which status.
    ///   - beforeExit: Runs last on every way out, once the terminal is the shell's again
    ///     and the workflows have stopped: finish writing here.
    public static func run<WorkflowType: Workflow>(
        options: Options = Options(),
        _ makeRootWorkflow: @MainActor (any TerminalHandoff) -> WorkflowType,
        onOutput: @escaping @MainActor (WorkflowType.Output) -> OutputResponse = { _ in .keepRunning },
        beforeExit: @MainActor () async -> Void = {}
    ) async -> Int32 where WorkflowType.Rendering: Screen {
        guard let terminal = openTerminal(options) else {
            await beforeExit()
            return 2
        }
        let logger = options.logger
        var environment = options.environment
        environment.theme = Self.theme(options.theme ?? .standard, drawsInColor: terminal.drawsInColor)
        environment.usesMouse = options.usesMouse
        let app = WorkflowHostingView(
            workflow: makeRootWorkflow(terminal.handoff), environment: environment,
            showsKeyHints: options.showsKeyHints, quitKeys: options.quitKeys
        )
        var requestedStatus: Int32?
        app.onOutput = { output in
            guard case .stop(let status) = onOutput(output) else { return }
            requestedStatus = status
            terminal.stop()
        }
        app.onQuit = { terminal.stop() }
        let session = TerminalSession(root: root(showing: app, options: options), device: terminal)
        session.display()
        logger?.info("Started on a \(terminal.size) terminal")

        let reason = await terminal.run { events in session.handle(events) }
        logger?.info("Stopping: \(reason)")

        // The shell gets its terminal back first; then the workflows stop, and the app
        // finishes whatever they started, even just before the quit (or the SIGTERM).
        terminal.close()
        await app.host.stop()
        await beforeExit()
        return reason == .stopped ? requestedStatus ?? 0 : reason.exitStatus
    }

    /// The terminal the options name; nil, once the user has been told why in one line
    /// on standard error, when it cannot be opened.
    /// `NO_COLOR` wins: without colour a theme that uses colour gives way to
    /// `Theme.monochrome`, whose attributes were chosen to read without it; one made of
    /// attributes alone is kept.
    static func theme(_ wanted: Theme, drawsInColor: Bool) -> Theme {
        drawsInColor || !wanted.usesColor ? wanted : .monochrome
    }

    private static func openTerminal(_ options: Options) -> CursesTerminal? {
        do {
            return try CursesTerminal.open(options.terminal)
        } catch {
            options.logger?.notice("Not started: \(error)")
            OpenFailureMessage(programName: options.programName, error: error, advice: options.openFailureAdvice)
                .writeToStandardError()
            return nil
        }
    }

    /// The app, or the app beside the workflow tree when the options ask for it.
    private static func root<WorkflowType>(
        showing app: WorkflowHostingView<WorkflowType>, options: Options
    ) -> TerminalView {
        guard options.showsDebugTree else { return app }
        if let logger = options.logger {
            app.host.observeRenderings { [weak host = app.host] _ in
                guard let host else { return }
                logger.debug("Workflow tree:\n\(host.debugTree)")
            }
        }
        return WorkflowTreePanel(showing: app, host: app.host)
    }
}
