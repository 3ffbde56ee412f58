import Foundation
import Glibc
import TerminalTesting
import Testing
import WorkflowUI
@testable import CursesTerminal

extension CursesTerminalTests {
    /// What curses writes on its way out once the frame writer has moved the cursor
    /// behind its back. Nested here to run one at a time with the other tests that start
    /// curses.
    @MainActor @Suite(.leavesNothingBehind) struct LeavingCursesModeTests {
        /// On a terminal without the user's own colours, endwin erases the bottom row,
        /// moving there from where curses believes the cursor is; after the terminal was
        /// lent and taken back, curses last left it top left, and the writer has moved it
        /// since. Without an alternate screen what endwin leaves stays in the shell's.
        @Test func closingErasesTheWholeBottomRowOnATerminalWithoutItsOwnColours() async throws {
            let directory = try TemporaryDirectory()
            defer { directory.remove() }
            try Self.compileTerminfo(
                "xterm-owncolorless|xterm-256color without the user's own colours or an alternate screen,\n"
                    + "\top@, oc@, smcup@, rmcup@, use=xterm-256color,\n",
                into: directory
            )
            setenv("TERMINFO", directory.url.path, 1)
            defer { unsetenv("TERMINFO") }
            let pty = try PseudoTerminal(width: 80, height: 24)
            let terminal = try CursesTerminal.open(.init(
                inputDescriptor: pty.secondary, outputDescriptor: pty.secondary,
                terminalType: "xterm-owncolorless", allowsColor: true, handlesProcessSignals: false
            ))
            defer { terminal.close() }
            var screen = EmulatedTerminal(width: 80, height: 24)
            screen.feed(try pty.drainOutput())

            let frame = Frame(size: Size(width: 80, height: 24))
            frame.write("the bottom row", column: 0, row: 23)
            frame.cursor = Point(column: 10, row: 5)
            terminal.apply(.between(nil, frame))
            #expect(try await terminal.runInForeground(["/bin/true"]) == .exited(0))
            screen.feed(try pty.drainOutput())
            #expect(screen.text(ofRow: 23).hasPrefix("the bottom row"), "the picture is back")
            #expect(screen.cursor == Point(column: 10, row: 5))

            terminal.close()
            let closing = try pty.drainOutput()
            screen.feed(closing)
            #expect(screen.text(ofRow: 23).allSatisfy { $0 == " " }, "\(screen.text(ofRow: 23)): \(closing.visible)")
            #expect(screen.cursor == Point(column: 0, row: 23))
        }

        private static func compileTerminfo(_ source: String, into directory: TemporaryDirectory) throws {
            let file = directory.appending("entry.ti")
            try source.write(to: file, atomically: true, encoding: .utf8)
            let tic = Process()
            tic.executableURL = URL(fileURLWithPath: "/usr/bin/tic")
            tic.arguments = ["-x", "-o", directory.url.path, file.path]
            try tic.run()
            tic.waitUntilExit()
            guard tic.terminationStatus == 0 else { throw PseudoTerminalError("tic could not compile the entry") }
        }
    }
}
