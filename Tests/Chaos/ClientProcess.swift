import Foundation
import PostgresTesting
import Synchronization
import TerminalTesting

/// A chaos client as the harness runs it: this program in client mode, in a process of its
/// own, which the harness talks to a line at a time, kills with SIGKILL and starts again on
/// the same data directory and journal.
final class ClientProcess: @unchecked Sendable {
    let index: Int
    private let arguments: [String]
    private let log: URL
    private let state = Mutex(State())

    private struct State {
        var pid: pid_t?
        var input: Int32 = -1
        /// The lines it wrote, not yet taken.
        var lines: [String] = []
        /// How its earlier processes ended that the harness did not end itself.
        var unexpectedEnds: [String] = []
        var generation = 0
        /// Told to quit: its end is expected.
        var isQuitting = false
    }

    /// A client whose process runs `arguments` (this program's path first), its errors
    /// appended to `log`.
    init(index: Int, arguments: [String], log: URL) {
        self.index = index
        self.arguments = arguments
        self.log = log
    }

    var isRunning: Bool { state.withLock { $0.pid != nil } }

    /// How processes of it ended by themselves, each as a sentence.
    var unexpectedEnds: [String] { state.withLock { $0.unexpectedEnds } }

    /// Starts a process of it, which opens the list and says `ready` (see ``waitFor(_:within:)``).
    func start() throws {
        var input: [Int32] = [-1, -1]
        var output: [Int32] = [-1, -1]
        guard pipe(&input) == 0, pipe(&output) == 0 else { throw ChaosFailure("pipe: \(String(cString: strerror(errno)))") }
        for end in input + output { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let errors = open(log.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        defer {
            close(input[0])
            close(output[1])
            close(errors)
        }
        let pid = try SpawnedCommand.spawn(
            arguments, environment: ProcessInfo.processInfo.environment, input: input[0], output: output[1], error: errors
        )
        let generation = state.withLock { state in
            state.pid = pid
            state.input = input[1]
            state.lines = []
            state.isQuitting = false
            state.generation += 1
            return state.generation
        }
        let reading = output[0]
        Thread.detachNewThread { [self] in
            readLines(from: reading, generation: generation)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            state.withLock { state in
                guard state.generation == generation else { return }
                if state.pid != nil && !state.isQuitting {
                    let how = (status & 0x7f) == 0 ? "exited with status \((status >> 8) & 0xff)" : "was ended by signal \(status & 0x7f)"
                    state.unexpectedEnds.append("client \(index) \(how) by itself")
                }
                state.pid = nil
                close(state.input)
                state.input = -1
            }
        }
    }

    private func readLines(from descriptor: Int32, generation: Int) {
        defer { close(descriptor) }
        var pending = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            pending.append(contentsOf: buffer[..<count])
            while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<end], as: UTF8.self)
                pending.removeSubrange(pending.startIndex...end)
                state.withLock { state in
                    if state.generation == generation { state.lines.append(line) }
                }
            }
        }
    }

    /// Sends a command, a line.
    func send(_ command: String) {
        let input = state.withLock { $0.input }
        guard input >= 0 else { return }
        let line = Array((command + "\n").utf8)
        _ = line.withUnsafeBytes { Glibc.write(input, $0.baseAddress, $0.count) }
    }

    /// The next line it writes that `accepts`, waiting until `timeout`; nil if none came, or
    /// the process ended without writing it.
    func waitFor(within timeout: Duration, _ accepts: @escaping @Sendable (String) -> Bool = { _ in true }) async -> String? {
        let found = Mutex<String?>(nil)
        _ = await eventually(within: timeout, pollingEvery: .milliseconds(10)) {
            state.withLock { state in
                guard let index = state.lines.firstIndex(where: accepts) else { return state.pid == nil }
                found.withLock { $0 = state.lines[index] }
                state.lines.removeSubrange(...index)
                return true
            }
        }
        return found.withLock { $0 }
    }

    /// Tells it to write down its last news and end.
    func quit() {
        state.withLock { $0.isQuitting = true }
        send("quit")
    }

    /// Sends `command` and waits for its answer, the next line it writes.
    func ask(_ command: String, within timeout: Duration) async -> String? {
        state.withLock { $0.lines = [] }
        send(command)
        return await waitFor(within: timeout)
    }

    /// Ends the process at once with SIGKILL, as a power cut or `kill -9` would, and waits
    /// until it has gone.
    func kill() async {
        guard let pid = state.withLock({ state -> pid_t? in
            defer { state.pid = nil }
            return state.pid
        }) else { return }
        Glibc.kill(pid, SIGKILL)
        _ = await eventually(within: .seconds(30), pollingEvery: .milliseconds(5)) { Glibc.kill(pid, 0) != 0 && errno == ESRCH }
    }
}

/// What stops a chaos run before its checks: a sentence.
struct ChaosFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
