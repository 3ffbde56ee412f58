import Foundation

/// A process a test started, known by its pid and the time it started, so that a pid
/// the kernel has since given to someone else's process is never taken for it.
///
/// ```swift
/// if let started = TrackedProcess(pid: pid) { TestFootprint.current?.record(started) }
/// let stillRunning = await [started].waitUntilEnded(upTo: .seconds(10))
/// ```
public struct TrackedProcess: Hashable, Sendable, CustomStringConvertible {
    public let pid: pid_t
    /// Clock ticks after boot (field 22 of `/proc/<pid>/stat`).
    public let startTime: UInt64

    /// The process with this pid as it is now, or nil if there is none.
    public init?(pid: pid_t) {
        guard let fields = Self.statFields(of: pid), fields.count > 19, let startTime = UInt64(fields[19])
        else { return nil }
        self.pid = pid
        self.startTime = startTime
    }

    /// Whether it still runs. A zombie has ended: only its exit status is left for
    /// its parent to collect (and where nobody reaps orphans it stays that way).
    public var isRunning: Bool {
        guard let fields = Self.statFields(of: pid), fields.count > 19, UInt64(fields[19]) == startTime
        else { return false }
        return fields[0] != "Z" && fields[0] != "X"
    }

    /// Sends `signal` if it still runs.
    public func send(_ signal: Int32) {
        if isRunning { kill(pid, signal) }
    }

    /// Its pid and command line, to name it in a failure.
    public var description: String {
        let arguments = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
        let commandLine = arguments.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
        return "pid \(pid): \(commandLine.isEmpty ? "(ended)" : commandLine)"
    }

    /// Every running process in session `session`: a tmux pane's shell leads one,
    /// and whatever runs in the pane (the app, a shell's jobs) stays in it.
    public static func members(ofSession session: pid_t) -> [TrackedProcess] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { pid_t($0) }.compactMap { pid in
            guard let fields = statFields(of: pid), fields.count > 3, pid_t(fields[3]) == session else { return nil }
            return TrackedProcess(pid: pid).flatMap { $0.isRunning ? $0 : nil }
        }
    }

    /// The fields of `/proc/<pid>/stat` after the command name, which may itself hold
    /// spaces and parentheses: the state is first, the session fourth.
    private static func statFields(of pid: pid_t) -> [Substring]? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let nameEnd = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: nameEnd)...].split(separator: " ")
    }
}

extension Collection<TrackedProcess> {
    /// Waits until none of them runs, or `limit` has passed; returns those still running.
    public func waitUntilEnded(upTo limit: Duration) async -> [TrackedProcess] {
        var running = filter(\.isRunning)
        _ = await eventually(within: limit, pollingEvery: .milliseconds(20)) {
            running = running.filter(\.isRunning)
            return running.isEmpty
        }
        return running
    }
}
