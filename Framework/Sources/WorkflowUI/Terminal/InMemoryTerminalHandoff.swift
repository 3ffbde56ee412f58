import Synchronization

/// A `TerminalHandoff` for tests: runs nothing, remembers every program it was asked
/// to run, and answers as it is told (by default, that the program exited with 0).
///
/// ```swift
/// let handoff = InMemoryTerminalHandoff()
/// let problem = await EditNoteWorker(handoff: handoff, file: "/tmp/note.txt").run()
/// #expect(problem == nil)
/// #expect(handoff.runs.map(\.arguments.last) == ["/tmp/note.txt"])
///
/// handoff.answer = .failure(.couldNotStart(program: "/bin/sh", reason: "No such file or directory"))
/// ```
public final class InMemoryTerminalHandoff: TerminalHandoff {
    /// One program the handoff was asked to run.
    public struct Run: Hashable, Sendable {
        public var arguments: [String]
        public var environment: [String: String]?

        public init(arguments: [String], environment: [String: String]? = nil) {
            self.arguments = arguments
            self.environment = environment
        }
    }

    private struct State {
        var answer: Result<ProgramExit, TerminalHandoffError>
        var runs: [Run] = []
    }

    private let state: Mutex<State>

    public init(answer: Result<ProgramExit, TerminalHandoffError> = .success(.exited(0))) {
        state = Mutex(State(answer: answer))
    }

    /// How every run ends from now on: a program's exit, or an error thrown.
    public var answer: Result<ProgramExit, TerminalHandoffError> {
        get { state.withLock { $0.answer } }
        set { state.withLock { $0.answer = newValue } }
    }

    /// The programs asked for so far, oldest first.
    public var runs: [Run] {
        state.withLock { $0.runs }
    }

    public func run(_ arguments: [String], environment: [String: String]?) async throws(TerminalHandoffError) -> ProgramExit {
        let answer = state.withLock { state in
            state.runs.append(Run(arguments: arguments, environment: environment))
            return state.answer
        }
        return try answer.get()
    }
}
