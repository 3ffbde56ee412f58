import Foundation
import Glibc
import TerminalTesting
import Testing
import WorkflowUI
@testable import CursesTerminal

extension CursesTerminalTests {
    /// Lending the terminal to another program (`runInForeground`), on a pseudo-terminal
    /// with real programs run by `/bin/sh`. Nested here to run one at a time with the
    /// other tests that start curses.
    @MainActor @Suite struct TerminalHandoffTests {
        private let pty: PseudoTerminal
        private let shellModes: termios
        private let terminal: CursesTerminal

        init() throws {
            pty = try PseudoTerminal(width: 80, height: 24)
            var modes = termios()
            tcgetattr(pty.secondary, &modes)
            shellModes = modes
            terminal = try CursesTerminal.openForTesting(on: pty)
        }

        /// Shows `text` on the top row and waits until the terminal has it.
        private func showPicture(_ text: String) throws -> Frame {
            let frame = Frame(size: Size(width: 80, height: 24))
            frame.write(text, column: 0, row: 0)
            terminal.apply(.between(nil, frame))
            _ = try pty.drainOutput()
            return frame
        }

        private var modes: termios {
            var modes = termios()
            tcgetattr(pty.secondary, &modes)
            return modes
        }

        /// Waits until the program has the terminal: the modes are the shell's again.
        private func waitUntilLent(timeout: Duration = .seconds(10)) async throws {
            let lent = await eventually(within: timeout, pollingEvery: .milliseconds(2)) { modes.c_lflag == shellModes.c_lflag }
            guard lent else { throw PseudoTerminalError("the terminal was never lent") }
        }

        /// Runs `arguments` on the terminal in a task of its own, so the test can play
        /// the user meanwhile.
        private func lend(_ arguments: [String]) -> Task<ProgramExit, any Error> {
            let terminal = terminal
            return Task { try await terminal.runInForeground(arguments) }
        }

        @Test func theProgramGetsTheShellsTerminalAndAfterItTheWholePictureIsDrawnAgain() async throws {
            defer { terminal.close() }
            _ = try showPicture("the app's picture")

            let lent = lend(["/bin/sh", "-c", "printf 'ready>'; read line; printf 'got:%s' \"$line\""])
            let during = try await pty.waitForOutput(containing: "ready>")
            #expect(during.contains("\u{1B}[?1049l"), "the normal screen: \(during.visible)")
            #expect(during.contains("\u{1B}[?2004l"), "no bracketed paste: \(during.visible)")
            #expect(modes.c_lflag == shellModes.c_lflag, "line mode and echo, as the shell had them")
            #expect(modes.c_iflag == shellModes.c_iflag)
            #expect(modes.c_oflag == shellModes.c_oflag)

            pty.send("abc\n")
            #expect(try await lent.value == .exited(0))
            let after = try pty.drainOutput()
            #expect(after.contains("got:abc"), "\(after.visible)")
            #expect(after.contains("\u{1B}[?1049h"), "the alternate screen again: \(after.visible)")
            #expect(after.contains("\u{1B}[?2004h"), "bracketed paste again: \(after.visible)")
            #expect(after.contains("the app's picture"), "drawn whole again: \(after.visible)")
            #expect(modes.c_lflag & tcflag_t(ICANON | ECHO) == 0, "raw and without echo again")
        }

        @Test func keysTypedWhileTheProgramRunsAreItsAndTheAppGetsTheOnesAfter() async throws {
            defer { terminal.close() }
            let pty = pty
            var exit: ProgramExit?
            let lend = { self.lend(["/bin/sh", "-c", "read line; [ \"$line\" = typed ]"]) }
            let waitUntilLent = { try await self.waitUntilLent() }
            let recording = await terminal.record(until: { $0.contains(.key(.character("z"))) }) {
                Task {
                    let lent = lend()
                    try await waitUntilLent()
                    pty.send("typed\n")
                    exit = try await lent.value
                    pty.send("z")
                }
            }
            #expect(exit == .exited(0), "the program read the line")
            #expect(recording.keys == [.character("z")])
            #expect(recording.reason == .stopped)
        }

        @Test func howTheProgramEndedIsReturned() async throws {
            defer { terminal.close() }
            #expect(try await lend(["/bin/sh", "-c", "exit 3"]).value == .exited(3))
            #expect(try await lend(["/bin/sh", "-c", "kill -TERM $$"]).value == .signaled(SIGTERM))
            #expect(try await lend(["true"]).value.succeeded, "found on PATH")
        }

        @Test func aProgramThatCannotStartIsAnErrorAndThePictureComesBack() async throws {
            defer { terminal.close() }
            _ = try showPicture("still here")

            let outcome = await lend(["/no/such/program"]).result
            #expect(throws: TerminalHandoffError.couldNotStart(program: "/no/such/program", reason: "No such file or directory")) {
                try outcome.get()
            }
            let after = try pty.drainOutput()
            #expect(after.contains("still here"), "\(after.visible)")
            #expect(modes.c_lflag & tcflag_t(ICANON | ECHO) == 0, "curses has the terminal again")
        }

        @Test func framesDrawnWhileTheProgramRunsWaitUntilTheTerminalIsBack() async throws {
            defer { terminal.close() }
            let before = try showPicture("before")

            let lent = lend(["/bin/sh", "-c", "printf 'ready>'; read line"])
            _ = try await pty.waitForOutput(containing: "ready>")
            let meanwhile = before.copy()
            meanwhile.write("drawn meanwhile", column: 0, row: 2)
            terminal.apply(.between(before, meanwhile))
            let during = try pty.drainOutput()
            #expect(!during.contains("drawn meanwhile"), "nothing over the program: \(during.visible)")

            pty.send("\n")
            _ = try await lent.value
            let after = try pty.drainOutput()
            #expect(after.contains("drawn meanwhile"), "\(after.visible)")
            #expect(after.contains("before"), "\(after.visible)")
        }

        @Test func aStopWhileTheProgramRunsEndsTheRunOnceTheTerminalIsBack() async throws {
            defer { terminal.close() }
            let terminal = terminal
            let run = Task { await terminal.run { _ in } }
            let lent = lend(["/bin/sh", "-c", "read line"])
            try await waitUntilLent()
            #expect(terminal.isRunning)

            terminal.stop()
            #expect(terminal.isRunning, "the run waits for the terminal to come back")
            pty.send("\n")
            _ = try await lent.value
            #expect(await run.value == .stopped)
            #expect(modes.c_lflag & tcflag_t(ICANON | ECHO) == 0, "curses had the terminal back before the run ended")
        }

        @Test func oneProgramAtATime() async throws {
            defer { terminal.close() }
            let first = lend(["/bin/sh", "-c", "read line"])
            try await waitUntilLent()
            let second = await lend(["true"]).result
            #expect(throws: TerminalHandoffError.terminalUnavailable) { try second.get() }
            pty.send("\n")
            #expect(try await first.value == .exited(0))
        }

        @Test func aClosedTerminalCannotBeLent() async throws {
            terminal.close()
            let outcome = await lend(["true"]).result
            #expect(throws: TerminalHandoffError.terminalUnavailable) { try outcome.get() }
        }

        @Test func theTerminalsOwnCopiesOfItsDescriptorsAreNotPassedToAProgram() async throws {
            defer { terminal.close() }
            let terminal = terminal
            let run = Task { await terminal.run { _ in } }
            defer { terminal.stop() }
            _ = await eventually(within: .seconds(5), pollingEvery: .zero) { terminal.isRunning }
            // Once running, the terminal holds copies for curses and for reading keys.
            let device = Self.path(of: pty.secondary)
            let copies = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")
                .compactMap(Int32.init)
                .filter { $0 != pty.secondary && Self.path(of: $0) == device }
            #expect(copies.count >= 3, "\(copies)")
            for descriptor in copies {
                #expect(fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0, "descriptor \(descriptor) would be inherited")
            }
            terminal.stop()
            _ = await run.value
        }

        private static func path(of descriptor: Int32) -> String? {
            try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)")
        }

        @Test func theHandoffLendsThisTerminal() async throws {
            defer { terminal.close() }
            let handoff: any TerminalHandoff = terminal.handoff
            #expect(try await handoff.run(["/bin/sh", "-c", "exit 4"]) == .exited(4))
        }
    }
}
