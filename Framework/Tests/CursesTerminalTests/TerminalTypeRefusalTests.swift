import Testing
@testable import CursesTerminal

/// What opening says about a terminal type it cannot drive. In `CursesTerminalTests`,
/// whose tests run one at a time, because each of these starts curses.
extension CursesTerminalTests {
    /// `dumb` is in terminfo; what it lacks is a way to move the cursor.
    @Test func aTerminalThatCannotMoveItsCursorIsCalledThatNotUnknown() throws {
        let pty = try PseudoTerminal()
        let error = #expect(throws: CursesTerminal.OpenError.self) {
            _ = try CursesTerminal.open(.init(
                inputDescriptor: pty.secondary, outputDescriptor: pty.secondary, terminalType: "dumb",
                handlesProcessSignals: false
            ))
        }
        let message = "\(error.map { "\($0)" } ?? "")"
        #expect(message == "the terminal type \"dumb\" cannot move its cursor, which a full-screen interface needs; "
            + "run it in a terminal emulator, which sets TERM to a type that can (such as xterm-256color)")
        #expect(!message.contains("terminfo knows"))
    }

    @Test func aTerminalTypeTerminfoDoesNotKnowIsCalledUnknown() throws {
        let pty = try PseudoTerminal()
        let error = #expect(throws: CursesTerminal.OpenError.self) {
            _ = try CursesTerminal.open(.init(
                inputDescriptor: pty.secondary, outputDescriptor: pty.secondary, terminalType: "no-such-terminal",
                handlesProcessSignals: false
            ))
        }
        #expect(error.map { "\($0)" } == "cannot drive a terminal of type \"no-such-terminal\"; "
            + "set TERM to a type terminfo knows, such as xterm-256color")
    }
}
