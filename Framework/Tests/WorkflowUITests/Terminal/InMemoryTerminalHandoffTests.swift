import Testing
import Workflow
import WorkflowUI

/// The stand-in for lending the terminal, as app tests use it: through a worker, the
/// way `TerminalHandoff`'s documentation shows.
struct InMemoryTerminalHandoffTests {
    /// The worker from `TerminalHandoff`'s doc comment, as it is there.
    struct EditNoteWorker: Worker {
        let handoff: any TerminalHandoff
        let file: String

        /// Nil when the editor ended well, else what went wrong.
        func run() async -> String? {
            do {
                let exit = try await handoff.run(["/bin/sh", "-c", "exec ${VISUAL:-${EDITOR:-vi}} \"$1\"", "sh", file])
                return exit.succeeded ? nil : "the editor ended with \(exit)"
            } catch {
                return "\(error)"
            }
        }

        func isEquivalent(to other: EditNoteWorker) -> Bool { file == other.file }
    }

    @Test func aRunIsRememberedAndAnsweredWithSuccessByDefault() async {
        let handoff = InMemoryTerminalHandoff()
        let problem = await EditNoteWorker(handoff: handoff, file: "/tmp/note.txt").run()

        #expect(problem == nil)
        #expect(handoff.runs.map(\.arguments.last) == ["/tmp/note.txt"])
        #expect(handoff.runs.first?.environment == nil)
    }

    @Test func theAnswerCanBeAFailedExitOrAnError() async {
        let handoff = InMemoryTerminalHandoff(answer: .success(.exited(1)))
        let worker = EditNoteWorker(handoff: handoff, file: "/tmp/note.txt")
        #expect(await worker.run() == "the editor ended with exited(1)")

        handoff.answer = .failure(.couldNotStart(program: "/bin/sh", reason: "No such file or directory"))
        #expect(await worker.run() == "could not start /bin/sh: No such file or directory")
        #expect(handoff.runs.count == 2)
    }

    @Test func theEnvironmentAskedForIsRemembered() async throws {
        let handoff = InMemoryTerminalHandoff()
        _ = try await handoff.run(["less"], environment: ["LESS": "-R"])
        #expect(handoff.runs == [.init(arguments: ["less"], environment: ["LESS": "-R"])])
    }
}
