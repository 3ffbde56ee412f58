extension CursesTerminal {
    /// Why a terminal could not be opened. The description is one line meant for people,
    /// to be printed after the program's name: `myapp: <description>`.
    public enum OpenError: Error, Hashable, Sendable, CustomStringConvertible {
        /// Standard input or output is redirected, or a descriptor is not a tty. The
        /// value names the stream: "stdin", "stdout" or "file descriptor 5".
        case notATerminal(String)
        /// `$TERM` is unset, or terminfo does not know it.
        case unknownTerminalType(String)
        /// terminfo knows the terminal type, but it cannot move its cursor (`dumb`), which
        /// a full-screen app needs.
        case cannotMoveTheCursor(String)
        /// The system refused something curses needs.
        case cursesFailed(String)

        public var description: String {
            switch self {
            case .notATerminal(let stream):
                return "needs an interactive terminal, but \(stream) is not a terminal"
            case .unknownTerminalType(let type) where type.isEmpty:
                return "TERM is not set; set it to your terminal's type, such as xterm-256color"
            case .unknownTerminalType(let type):
                return "cannot drive a terminal of type \"\(type)\"; set TERM to a type terminfo knows, such as xterm-256color"
            case .cannotMoveTheCursor(let type):
                return "the terminal type \"\(type)\" cannot move its cursor, which a full-screen interface needs; "
                    + "run it in a terminal emulator, which sets TERM to a type that can (such as xterm-256color)"
            case .cursesFailed(let reason):
                return "could not start curses: \(reason)"
            }
        }

        static func streamName(of descriptor: Int32) -> String {
            switch descriptor {
            case 0: return "stdin"
            case 1: return "stdout"
            default: return "file descriptor \(descriptor)"
            }
        }
    }
}
