import Foundation
import PostgresTesting
import TerminalTesting
import Testing

/// However a test process ends, its cluster goes with it: at its exit, before it has
/// ended, and when killed with nothing run at all, by the cluster's watchdog.
@Suite(.leavesNothingBehind, .timeLimit(.minutes(2))) struct ClusterWatchdogTests {
    @Test func aKilledTestProcessLeavesNoServerNoDirectoryAndNoWatchdog() async throws {
        let holder = try await ThrowawayPostgres.start(arguments: [])
        let server = try #require(holder.server, "the server runs")
        let watchdog = try #require(holder.watchdog, "the watchdog runs")
        #expect(FileManager.default.fileExists(atPath: holder.directory))

        holder.process.send(SIGKILL)
        _ = try await holder.exitStatus()

        let gone = await eventually(within: .seconds(30), pollingEvery: .milliseconds(50)) {
            !server.isRunning && !watchdog.isRunning && !FileManager.default.fileExists(atPath: holder.directory)
        }
        #expect(gone, "server \(server), watchdog \(watchdog), directory \(holder.directory)")
    }

    @Test func aTestProcessThatExitsHasStoppedItsSharedClusterBeforeItEnds() async throws {
        let holder = try await ThrowawayPostgres.start(arguments: ["exit"])
        #expect(try await holder.exitStatus() == 0)

        // No wait: the server and the watchdog ended before the process did.
        #expect(holder.server?.isRunning != true)
        #expect(holder.watchdog?.isRunning != true)
        #expect(!FileManager.default.fileExists(atPath: holder.directory))
    }
}

/// The `throwaway-postgres` program, started, with what it printed of its cluster.
private struct ThrowawayPostgres {
    let process: TrackedProcess
    let directory: String
    /// Nil when it had ended by the time it was read: a program that exits at once
    /// stops its cluster as it goes.
    let server: TrackedProcess?
    let watchdog: TrackedProcess?

    /// Starts the program (built beside the tests) and reads its cluster's directory,
    /// server and watchdog, each recorded in the test's footprint.
    static func start(arguments: [String]) async throws -> ThrowawayPostgres {
        let footprint = try TestFootprint.required(by: "throwaway-postgres")
        let program = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("throwaway-postgres").path
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw Failure("socketpair failed")
        }
        defer { close(ends[0]) }
        let pid: pid_t
        do {
            defer { close(ends[1]) }
            pid = try SpawnedCommand.spawn(
                [program] + arguments, environment: ProcessInfo.processInfo.environment, input: nil, output: ends[1], error: 2
            )
        }
        guard let process = TrackedProcess(pid: pid) else { throw Failure("throwaway-postgres ended at once") }
        footprint.record(process)
        let reader = ends[0]
        let lines = try await onOwnThread { readLines(4, from: reader) }
        guard lines.count == 4, let serverID = pid_t(lines[2]), let watchdogID = pid_t(lines[3]) else {
            throw Failure("throwaway-postgres printed \(lines)")
        }
        let server = TrackedProcess(pid: serverID)
        let watchdog = TrackedProcess(pid: watchdogID)
        server.map(footprint.record)
        watchdog.map(footprint.record)
        return ThrowawayPostgres(process: process, directory: lines[1], server: server, watchdog: watchdog)
    }

    /// Waits for the program to end and gives its status as a shell shows it.
    func exitStatus() async throws -> Int32 {
        let pid = process.pid
        return try await onOwnThread {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            return SpawnedCommand.shellStatus(status)
        }
    }

    /// Up to `count` lines read from `descriptor`, fewer if it ends first.
    private static func readLines(_ count: Int, from descriptor: Int32) -> [String] {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while data.filter({ $0 == UInt8(ascii: "\n") }).count < count {
            let read = Glibc.read(descriptor, &buffer, buffer.count)
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else { break }
            data.append(contentsOf: buffer[..<read])
        }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").prefix(count).map(String.init)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
