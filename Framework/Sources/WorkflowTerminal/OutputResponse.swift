extension TerminalApp {
    /// What the app does after an output of its root workflow, as `run`'s `onOutput`
    /// decides:
    ///
    /// ```swift
    /// onOutput: { output in
    ///     switch output {
    ///     case .finished: .stop(status: 0)
    ///     case .failed: .stop(status: 1)
    ///     case .saved: .keepRunning
    ///     }
    /// }
    /// ```
    public enum OutputResponse: Hashable, Sendable {
        /// Carry on.
        case keepRunning
        /// Give the terminal back and return `status` from `run` (once `beforeExit` has
        /// run), as after a quit key.
        case stop(status: Int32)
    }
}
