import Foundation
import TerminalTesting
import Testing

/// A tmux server outlives nothing: its own teardown aside, it ends once the process it
/// belongs to has ended, as when a test process crashes before stopping it.
@Suite(.leavesNothingBehind) struct TmuxServerTests {
    @Test func aServerEndsByItselfOnceTheProcessItBelongsToHasEnded() async throws {
        // Stands in for a test process that dies without stopping its server.
        let devNull = open("/dev/null", O_WRONLY)
        defer { close(devNull) }
        let owner = try SpawnedCommand.spawn(["sleep", "600"], environment: ["PATH": "/usr/bin:/bin"], input: nil, output: devNull, error: devNull)
        var ownerEnded = false
        defer {
            if !ownerEnded {
                kill(owner, SIGKILL)
                var status: Int32 = 0
                waitpid(owner, &status, 0)
            }
        }

        let server = try TmuxServer(endingWith: owner)
        // The pane keeps its program after it ends, as a test's session does.
        try await server.startSession(["-s", "app", "exit 0", ";", "set-option", "-w", "-t", "app", "remain-on-exit", "on"])
        let running = server.runningProcesses()
        #expect(!running.isEmpty, "the server runs while its owner does")

        kill(owner, SIGKILL)
        var status: Int32 = 0
        waitpid(owner, &status, 0)
        ownerEnded = true

        let survivors = await running.waitUntilEnded(upTo: .seconds(10))
        #expect(survivors == [], "the server ended with its owner")
    }
}
