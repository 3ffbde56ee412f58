import Glibc
import Testing
import WorkflowTerminal
import WorkflowUI
@testable import CursesTerminal

extension CursesTerminalTests {
    /// `TerminalApp.run` on a pseudo-terminal in this process: a whole app, started,
    /// typed at and ended. (The real binary's runs, signals, Ctrl-Z and no terminal at
    /// all, are in the end-to-end tests.) Nested here to run one at a time with the
    /// other tests that start curses.
    @MainActor @Suite struct TerminalAppTests {
        private let pty: PseudoTerminal

        init() throws {
            pty = try PseudoTerminal(width: 80, height: 24)
        }

        /// The options for running on this test's pty, without taking the process's signals.
        private func options(allowsColor: Bool = true) -> TerminalApp.Options {
            TerminalApp.Options(terminal: .init(
                inputDescriptor: pty.secondary, outputDescriptor: pty.secondary,
                terminalType: "xterm-256color", allowsColor: allowsColor, handlesProcessSignals: false
            ))
        }

        /// Runs the tally app while `drive` types at it, and returns the run's status.
        /// When `drive` throws, the terminal hangs up, which ends the run, and the run is
        /// awaited first, so curses is free for the next test either way.
        private func runTally(
            _ workflow: TallyWorkflow = TallyWorkflow(),
            options: TerminalApp.Options? = nil,
            onOutput: @escaping @MainActor (TallyWorkflow.Output) -> TerminalApp.OutputResponse = { _ in .keepRunning },
            beforeExit: @escaping @MainActor () async -> Void = {},
            drive: @MainActor (PseudoTerminal) async throws -> Void
        ) async throws -> Int32 {
            let options = options ?? self.options()
            let run = Task {
                await TerminalApp.run(options: options, { _ in workflow }, onOutput: onOutput, beforeExit: beforeExit)
            }
            do {
                try await drive(pty)
            } catch {
                pty.closePrimary()
                _ = await run.value
                throw error
            }
            return await run.value
        }

        /// Whether the terminal is in the line mode with echo that a shell leaves it in.
        private static func isTheShells(_ descriptor: Int32) -> Bool {
            var modes = termios()
            tcgetattr(descriptor, &modes)
            return modes.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO)
        }

        @Test func theStatusAnOutputAsksForEndsTheRunAfterTheTerminalIsGivenBackAndTheWorkflowsStop() async throws {
            let log = RunLog()
            let terminal = pty.secondary
            let isTheShells = { Self.isTheShells(terminal) }
            let status = try await runTally(
                TallyWorkflow(onTornDown: { log.events.append("workflows stopped, terminal given back: \(isTheShells())") }),
                onOutput: { output in
                    guard case .done(let count) = output else { return .keepRunning }
                    return .stop(status: Int32(count))
                },
                beforeExit: { log.events.append("before exit, terminal given back: \(isTheShells())") }
            ) { pty in
                _ = try await pty.waitForOutput(containing: "Tally: 0")
                #expect(!isTheShells(), "curses has the terminal while the app runs")
                pty.send("++q")
            }

            #expect(status == 2)
            #expect(log.events == ["workflows stopped, terminal given back: true", "before exit, terminal given back: true"])
            let closing = try pty.drainOutput()
            #expect(closing.contains("\u{1B}[?1049l"), "the alternate screen was left: \(closing.visible)")
        }

        @Test func theQuitKeyEndsTheRunWithStatus0AndTheFooterOffersIt() async throws {
            let status = try await runTally { pty in
                _ = try await pty.waitForOutput(containing: "^C")
                _ = try await pty.waitForOutput(containing: "quit")
                pty.send("\u{3}")
            }
            #expect(status == 0)
        }

        @Test func anOutputTheAppLetsPassKeepsItRunning() async throws {
            let log = RunLog()
            let status = try await runTally(onOutput: { _ in
                log.events.append("output")
                return .keepRunning
            }) { pty in
                _ = try await pty.waitForOutput(containing: "Tally: 0")
                pty.send("q+\u{3}")
            }
            #expect(status == 0)
            #expect(log.events == ["output"])
        }

        @Test func withColourTheStandardThemeIsChosen() async throws {
            _ = try await runTally { pty in
                _ = try await pty.waitForOutput(containing: "Theme: standard")
                pty.send("\u{3}")
            }
        }

        @Test func withoutColourTheMonochromeThemeIsChosen() async throws {
            _ = try await runTally(options: options(allowsColor: false)) { pty in
                _ = try await pty.waitForOutput(containing: "Theme: monochrome")
                pty.send("\u{3}")
            }
        }

        @Test func theDebugTreeShowsBesideTheApp() async throws {
            var options = options()
            options.showsDebugTree = true
            _ = try await runTally(options: options) { pty in
                _ = try await pty.waitForOutput(containing: "Workflow tree")
                _ = try await pty.waitForOutput(containing: "TallyWorkflow")
                pty.send("\u{3}")
            }
        }

        @Test func theRootWorkflowIsGivenAHandoffThatLendsTheTerminal() async throws {
            let received = HandoffBox()
            let options = options()
            let run = Task {
                await TerminalApp.run(options: options) { handoff in
                    received.handoff = handoff
                    return TallyWorkflow()
                }
            }
            _ = try await pty.waitForOutput(containing: "Tally: 0")
            let handoff = try #require(received.handoff)
            #expect(try await handoff.run(["/bin/sh", "-c", "exit 4"]) == .exited(4))
            pty.send("\u{3}")
            #expect(await run.value == 0)
        }

        @Test func withQuitKeysIgnoredCtrlCDoesNotEndTheRun() async throws {
            var options = options()
            options.quitKeys = .ignored
            let status = try await runTally(options: options, onOutput: { _ in .stop(status: 7) }) { pty in
                _ = try await pty.waitForOutput(containing: "Tally: 0")
                pty.send("\u{3}+q")
            }
            #expect(status == 7)
        }
    }
}

/// The handoff a run gave its root workflow.
@MainActor
final class HandoffBox {
    var handoff: (any TerminalHandoff)?
}

/// What happened during a run, in order.
@MainActor
final class RunLog {
    var events: [String] = []
}
