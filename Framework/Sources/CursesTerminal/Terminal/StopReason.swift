extension CursesTerminal {
    /// Why `run` returned.
    public enum StopReason: Hashable, Sendable {
        /// `stop()` was called: the app is done.
        case stopped
        /// SIGINT, SIGTERM or SIGHUP arrived. Save what matters, `close()` and exit with
        /// `exitStatus`.
        case signal(Int32)
        /// The terminal went away without a signal (its input reports a hang-up).
        case inputClosed

        /// The conventional exit status: 0 when stopped, 128 + n for signal n, and for a
        /// vanished terminal the status a hang-up (SIGHUP) would give, 129.
        public var exitStatus: Int32 {
            switch self {
            case .stopped: return 0
            case .signal(let number): return 128 + number
            case .inputClosed: return 129
            }
        }
    }
}
