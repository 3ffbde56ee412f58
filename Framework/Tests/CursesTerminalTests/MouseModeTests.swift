import Glibc
import Testing
import WorkflowUI
@testable import CursesTerminal

extension CursesTerminalTests {
    /// Mouse reporting (1002, 1006) is on only when asked for, and off again on each way
    /// out that can run in this process; signals and Ctrl-Z go through the same
    /// `CursesScreen.end` and `suspend` as closing (see `LeavingTheTerminalAsFoundTests`).
    @MainActor @Suite struct MouseModeTests {
        @Test func theMouseIsNotReportedUnlessAskedFor() throws {
            let pty = try PseudoTerminal(width: 80, height: 24)
            let terminal = try CursesTerminal.openForTesting(on: pty)
            defer { terminal.close() }
            let opened = TerminalModeLedger(try pty.drainOutput())
            #expect(!opened.modesSet.contains("?1002") && !opened.modesSet.contains("?1006"), "\(opened)")
        }

        @Test func closingSwitchesMouseReportingOffAgain() throws {
            let pty = try PseudoTerminal(width: 80, height: 24)
            let terminal = try CursesTerminal.openForTesting(on: pty, reportsMouse: true)
            defer { terminal.close() }
            var bytes = try pty.drainOutput()
            let opened = TerminalModeLedger(bytes)
            #expect(opened.modesSet.contains("?1002") && opened.modesSet.contains("?1006"), "\(opened)")
            terminal.close()
            bytes += try pty.drainOutput()
            let closed = TerminalModeLedger(bytes)
            #expect(closed.leavesTheTerminalAsFound, "\(closed)")
        }

        /// The crash and exit handlers write these bytes.
        @Test func theEmergencyRestoreSwitchesMouseReportingOff() throws {
            let pty = try PseudoTerminal(width: 80, height: 24)
            let terminal = try CursesTerminal.openForTesting(on: pty, reportsMouse: true)
            defer { terminal.close() }
            var bytes = try pty.drainOutput()
            EmergencyRestore.restoreTerminal()
            bytes += try pty.drainOutput()
            let restored = TerminalModeLedger(bytes)
            #expect(restored.leavesTheTerminalAsFound, "\(restored)")
        }

        @Test func aProgramLentTheTerminalGetsNoMouseReportsAndTheAppGetsThemBack() async throws {
            let pty = try PseudoTerminal(width: 80, height: 24)
            let terminal = try CursesTerminal.openForTesting(on: pty, reportsMouse: true)
            defer { terminal.close() }
            var bytes = try pty.drainOutput()
            let lent = Task { try await terminal.runInForeground(["/bin/sh", "-c", "printf 'ready>'; read line"]) }
            bytes += try await pty.waitForOutput(containing: "ready>")
            let whileLent = TerminalModeLedger(bytes)
            #expect(whileLent.leavesTheTerminalAsFound, "\(whileLent)")

            pty.send("\n")
            #expect(try await lent.value == .exited(0))
            bytes += try pty.drainOutput()
            let back = TerminalModeLedger(bytes)
            #expect(back.modesSet.contains("?1002") && back.modesSet.contains("?1006"), "the app reads the mouse again: \(back)")
        }
    }
}
