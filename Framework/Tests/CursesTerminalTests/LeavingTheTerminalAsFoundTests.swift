import Glibc
import Testing

/// Every way out of a real app leaves each terminal mode as the app found it: every DEC
/// private mode it set (`CSI ? n h`) reset, every one it reset set again, the keypad back
/// in normal mode and the window title popped. A small app (`ready-app`) runs in a process
/// of its own on a pseudo-terminal, owning its signals as it would from a shell, and
/// every byte it writes is read.
@MainActor @Suite struct LeavingTheTerminalAsFoundTests {
    /// Starts the app, waits for its first frame, runs `leave`, and returns the app
    /// once it has ended however `leave` ended it, with the outcome.
    private func runApp(
        _ leave: (SpawnedApp) async throws -> SpawnedApp.Outcome?
    ) async throws -> (SpawnedApp, SpawnedApp.Outcome?) {
        let app = try SpawnedApp(executable: "ready-app")
        do {
            try await app.waitForOutput(containing: "Ready")
            #expect(app.modes.changes.contains(.init(mode: "?1049", isSet: true)), "the app took the alternate screen: \(app.modes)")
            let outcome = try await leave(app)
            app.finish()
            return (app, outcome)
        } catch {
            app.finish()
            throw error
        }
    }

    @Test func quittingWithCtrlCLeavesEveryModeAsFound() async throws {
        let (app, outcome) = try await runApp { app in
            app.type("\u{3}")
            return try await app.waitForEnd()
        }
        #expect(outcome == .exited(0))
        #expect(app.modes.leavesTheTerminalAsFound, "\(app.modes)")
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func aSignalThatEndsTheAppLeavesEveryModeAsFound(signal: Int32) async throws {
        let (app, outcome) = try await runApp { app in
            app.send(signal)
            return try await app.waitForEnd()
        }
        #expect(outcome == .exited(128 + signal))
        #expect(app.modes.leavesTheTerminalAsFound, "\(app.modes)")
    }

    /// The crash handler writes what it prepared when the terminal opened, then the
    /// signal's default action ends the app.
    @Test(arguments: [SIGSEGV, SIGABRT, SIGQUIT])
    func aCrashLeavesEveryModeAsFound(signal: Int32) async throws {
        let (app, outcome) = try await runApp { app in
            app.send(signal)
            return try await app.waitForEnd()
        }
        #expect(outcome == .killedBy(signal))
        #expect(app.modes.leavesTheTerminalAsFound, "\(app.modes)")
    }

    @Test func ctrlZLeavesEveryModeAsFoundWhileSuspendedAndQuittingAfterFgToo() async throws {
        var whileSuspended: TerminalModeLedger?
        let (app, outcome) = try await runApp { app in
            try await suspendResumeAndQuit(app) { whileSuspended = app.modes }
        }
        #expect(outcome == .exited(0))
        let suspended = try #require(whileSuspended, "the app never stopped")
        #expect(suspended.leavesTheTerminalAsFound, "\(suspended)")
        #expect(app.modes.leavesTheTerminalAsFound, "\(app.modes)")
    }

    /// The colour palette is the user's (a theme sets it with OSC 4). The app never
    /// defines a colour, so it never resets them either; curses would, with terminfo's
    /// `oc` (xterm's OSC 104), each time it takes the terminal back after Ctrl-Z.
    @Test func theColorPaletteIsNeverResetNotEvenComingBackFromCtrlZ() async throws {
        var stopped = false
        let (app, outcome) = try await runApp { app in
            try await suspendResumeAndQuit(app) { stopped = true }
        }
        #expect(outcome == .exited(0))
        #expect(stopped, "the app never stopped")
        let resetThePalette = app.transcript.resetsTheColorPalette
        #expect(!resetThePalette, "the app reset the colour palette")
    }

    /// Ctrl-Z, `whileSuspended`, SIGCONT (as `fg` sends), and Ctrl-C once the app has
    /// drawn its picture again. Nil if the app did not stop.
    private func suspendResumeAndQuit(
        _ app: SpawnedApp, whileSuspended: () -> Void
    ) async throws -> SpawnedApp.Outcome? {
        app.type("\u{1A}")
        guard try await app.waitForEnd(orStop: true) == .stoppedBy(SIGTSTP) else { return nil }
        whileSuspended()
        app.send(SIGCONT)
        // Back, the app draws its whole picture again.
        try await app.waitForOutput(containing: "Ready")
        app.type("\u{3}")
        return try await app.waitForEnd()
    }
}
