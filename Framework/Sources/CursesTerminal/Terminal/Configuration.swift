import Glibc

extension CursesTerminal {
    /// Where a `CursesTerminal` reads and draws, and how much of the process it takes over.
    ///
    /// The defaults are what an app wants: standard input and output, `$TERM`, colour
    /// unless `NO_COLOR` is set, and the process's signals. Tests that drive a
    /// pseudo-terminal pass its descriptors and turn `handlesProcessSignals` off:
    ///
    /// ```swift
    /// let terminal = try CursesTerminal.open(.init(
    ///     inputDescriptor: pty.secondary, outputDescriptor: pty.secondary,
    ///     terminalType: "xterm-256color", handlesProcessSignals: false))
    /// ```
    public struct Configuration: Sendable {
        /// Where keys come from. Must be a terminal.
        public var inputDescriptor: Int32
        /// Where frames go. Must be a terminal.
        public var outputDescriptor: Int32
        /// The terminfo entry to drive the terminal with; nil means `$TERM`.
        public var terminalType: String?
        /// Whether to draw in colour at all. When false, or when the terminal has no
        /// colours, styles keep their attributes and a coloured background becomes
        /// reverse video so that highlights stay visible.
        public var allowsColor: Bool
        /// Whether the terminal is known to draw exact colours (`Color.rgb`) although its
        /// terminfo entry does not say so (`RGB` or `Tc`): by default, when `COLORTERM`
        /// is `truecolor` or `24bit`. Without direct colour an exact colour is drawn as
        /// the nearest the terminal has.
        public var announcesDirectColor: Bool
        /// Whether this terminal owns the process's signals: SIGINT, SIGTERM and SIGHUP
        /// end `run`; SIGWINCH resizes; Ctrl-Z and SIGTSTP suspend; crash signals and
        /// `exit` restore the terminal before the process dies. Signal handling is
        /// process-wide, so tests that run curses in-process turn it off; Ctrl-Z then
        /// arrives as `.control("z")`.
        public var handlesProcessSignals: Bool
        /// Whether the terminal reports the mouse: clicks, double-clicks and the wheel
        /// arrive as `TerminalEvent.mouse`. Off by default, since a terminal reporting the
        /// mouse no longer selects text on a plain drag (Shift-drag still does in most).
        /// Reporting is switched off on every way out, as the other modes are.
        public var reportsMouse: Bool

        public init(
            inputDescriptor: Int32 = STDIN_FILENO,
            outputDescriptor: Int32 = STDOUT_FILENO,
            terminalType: String? = nil,
            allowsColor: Bool = Configuration.colorIsWanted,
            handlesProcessSignals: Bool = true,
            reportsMouse: Bool = false,
            announcesDirectColor: Bool = Configuration.directColorIsAnnounced
        ) {
            self.announcesDirectColor = announcesDirectColor
            self.inputDescriptor = inputDescriptor
            self.outputDescriptor = outputDescriptor
            self.terminalType = terminalType
            self.allowsColor = allowsColor
            self.handlesProcessSignals = handlesProcessSignals
            self.reportsMouse = reportsMouse
        }

        /// False when the `NO_COLOR` environment variable is set to anything non-empty
        /// (https://no-color.org).
        public static var colorIsWanted: Bool {
            guard let value = getenv("NO_COLOR") else { return true }
            return value.pointee == 0
        }

        /// True when `COLORTERM` is `truecolor` or `24bit`, which terminals with direct
        /// colour set and terminfo cannot say (most entries lack `RGB`).
        public static var directColorIsAnnounced: Bool {
            guard let value = getenv("COLORTERM") else { return false }
            return ["truecolor", "24bit"].contains(String(cString: value).lowercased())
        }

        /// The terminal type to use: `terminalType`, else `$TERM`, else nil.
        var resolvedTerminalType: String? {
            if let terminalType { return terminalType }
            guard let value = getenv("TERM"), value.pointee != 0 else { return nil }
            return String(cString: value)
        }
    }
}
