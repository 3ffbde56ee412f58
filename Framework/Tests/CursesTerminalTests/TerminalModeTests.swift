import Glibc
import Testing
import WorkflowUI
@testable import CursesTerminal

extension CursesTerminalTests {
    /// The terminal modes curses and the terminal set, switched back on each way out that
    /// can run in this process: closing, the crash handler's bytes, and lending the
    /// terminal to another program. (Signals and Ctrl-Z, which need a process of their
    /// own, are in `LeavingTheTerminalAsFoundTests`.) Nested here to run one at a time
    /// with the other tests that start curses.
    @MainActor @Suite struct TerminalModeTests {
        private let pty: PseudoTerminal
        private let terminal: CursesTerminal
        /// Everything the terminal has written, read so far.
        private let transcript = Transcript()

        init() throws {
            pty = try PseudoTerminal(width: 80, height: 24)
            terminal = try CursesTerminal.openForTesting(on: pty)
        }

        /// Reads what the terminal wrote since the last call, and returns the modes
        /// switched since it opened.
        private func readOutput() throws -> TerminalModeLedger {
            transcript.bytes += try pty.drainOutput()
            return TerminalModeLedger(transcript.bytes)
        }

        /// Draws a frame with the cursor shown in it, as a text field does, then one
        /// without: curses hides and shows the cursor on the way.
        private func drawWithTheCursorShownThenHidden() {
            let frame = Frame(size: Size(width: 80, height: 24))
            frame.write("name: ", column: 0, row: 0)
            frame.cursor = Point(column: 6, row: 0)
            terminal.apply(.between(nil, frame))
            let hidden = frame.copy()
            hidden.cursor = nil
            terminal.apply(.between(frame, hidden))
        }

        @Test func closingLeavesEveryModeAsFound() throws {
            defer { terminal.close() }
            drawWithTheCursorShownThenHidden()
            let opened = try readOutput()
            #expect(opened.modesSet.contains("?1049") && opened.modesSet.contains("?2004"), "\(opened)")

            terminal.close()
            let closed = try readOutput()
            #expect(closed.leavesTheTerminalAsFound, "\(closed)")
        }

        @Test func theMetaModeIsNeverSwitched() throws {
            defer { terminal.close() }
            drawWithTheCursorShownThenHidden()
            terminal.close()
            let switched = try readOutput().changes.map(\.mode)
            #expect(!switched.contains("?1034"), "meta mode (xterm's eightBitInput) may make Alt keys arrive as 8-bit characters, not as ESC and the key")
        }

        /// The crash and exit handlers write these bytes (and restore the tty modes).
        @Test func theEmergencyRestoreLeavesEveryModeAsFound() throws {
            defer { terminal.close() }
            drawWithTheCursorShownThenHidden()
            EmergencyRestore.restoreTerminal()
            let restored = try readOutput()
            #expect(restored.leavesTheTerminalAsFound, "\(restored)")
        }

        /// The colour palette is the user's: taking the terminal back never resets it, as
        /// curses otherwise would with terminfo's `oc` (xterm's OSC 104).
        @Test func takingTheTerminalBackFromALentProgramLeavesThePaletteAlone() async throws {
            defer { terminal.close() }
            drawWithTheCursorShownThenHidden()
            #expect(try await terminal.runInForeground(["/bin/true"]) == .exited(0))
            _ = try readOutput()
            let resetThePalette = transcript.bytes.resetsTheColorPalette
            #expect(!resetThePalette, "the palette was reset")
        }

        @Test func aProgramLentTheTerminalFindsEveryModeAsFoundAndClosingAfterLeavesThemSo() async throws {
            defer { terminal.close() }
            drawWithTheCursorShownThenHidden()
            _ = try readOutput()
            let terminal = terminal
            let lent = Task { try await terminal.runInForeground(["/bin/sh", "-c", "printf 'ready>'; read line"]) }
            transcript.bytes += try await pty.waitForOutput(containing: "ready>")
            let whileLent = TerminalModeLedger(transcript.bytes)
            #expect(whileLent.leavesTheTerminalAsFound, "\(whileLent)")

            pty.send("\n")
            #expect(try await lent.value == .exited(0))
            let back = try readOutput()
            #expect(back.modesSet.contains("?1049"), "curses has the terminal again: \(back)")
            terminal.close()
            let closed = try readOutput()
            #expect(closed.leavesTheTerminalAsFound, "\(closed)")
        }
    }
}

/// The bytes a terminal wrote, read so far.
@MainActor
final class Transcript {
    var bytes: [UInt8] = []
}
