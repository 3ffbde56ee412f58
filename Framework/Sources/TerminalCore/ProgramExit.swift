/// How a program that had the terminal ended.
///
/// ```swift
/// switch try await handoff.run(["vi", path]) {
/// case .exited(0): reloadNote()
/// case .exited(let status): showProblem("The editor failed with status \(status).")
/// case .signaled(let signal): showProblem("The editor was killed by signal \(signal).")
/// }
/// ```
public enum ProgramExit: Hashable, Sendable {
    /// It exited with this status: 0 for success.
    case exited(Int32)
    /// A signal ended it: `.signaled(9)` after SIGKILL.
    case signaled(Int32)

    /// Whether it exited with status 0.
    public var succeeded: Bool { self == .exited(0) }
}
