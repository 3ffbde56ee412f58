import Foundation
import Glibc

/// The process whose editor keeps a draft. A draft belongs to its editor while that
/// process runs: another window on the same list must neither offer it back nor drop
/// it. Once the process is gone (it crashed, was killed, its terminal closed), the next
/// login offers the draft.
///
/// A process is known by its id and its start time, since a process id is reused once
/// its process is gone, and by the boot it ran in, since ids start again after a reboot.
/// The database is on this machine's disk (SQLite's WAL needs that), so every owner
/// it names ran here.
///
/// ```swift
/// let owner = DraftOwner.current
/// owner.text                              // "3f2a… 41237 9912345", as the database keeps it
/// DraftOwner(text: owner.text)?.isRunning // true while this process runs
/// ```
public struct DraftOwner: Hashable, Sendable {
    /// `/proc/sys/kernel/random/boot_id`: the same from boot to shutdown.
    public var bootID: String
    public var processID: Int32
    /// When the process started, in clock ticks after boot (`/proc/PID/stat`, field 22).
    public var startTime: UInt64

    public init(bootID: String, processID: Int32, startTime: UInt64) {
        self.bootID = bootID
        self.processID = processID
        self.startTime = startTime
    }

    /// This process.
    public static let current: DraftOwner = DraftOwner(runningProcess: getpid())
        ?? DraftOwner(bootID: "", processID: getpid(), startTime: 0)

    /// The process `processID` as it runs now; nil when there is none, or `/proc` does not
    /// say (for tests: the owner of a second window that still runs).
    public init?(runningProcess processID: Int32) {
        guard let bootID = Self.bootID, let status = ProcessStatus(of: processID), status.isAlive else { return nil }
        self.init(bootID: bootID, processID: processID, startTime: status.startTime)
    }

    /// Whether the process still runs: the same id, started at the same moment, in this
    /// boot, and not a zombie waiting for its parent. When `/proc` cannot say, the
    /// process is taken to run as long as a process has its id, so that a draft is kept
    /// back rather than offered to a second window while its editor is open.
    public var isRunning: Bool {
        guard let bootID = Self.bootID, !self.bootID.isEmpty else { return kill(processID, 0) == 0 || errno == EPERM }
        guard self.bootID == bootID, let status = ProcessStatus(of: processID) else { return false }
        return status.isAlive && status.startTime == startTime
    }

    // MARK: As the database keeps it

    /// "BOOT PID START".
    public var text: String { "\(bootID) \(processID) \(startTime)" }

    /// Reads ``text``; nil for anything else, such as the empty owner that drafts kept
    /// before owners were (schema v7) have: their process is gone.
    public init?(text: String) {
        // An owner whose boot was unknown is written with an empty first part.
        let parts = text.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, let processID = Int32(parts[1]), let startTime = UInt64(parts[2]) else { return nil }
        self.init(bootID: String(parts[0]), processID: processID, startTime: startTime)
    }

    // MARK: /proc

    private static let bootID: String? = (try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8))
        .map { $0.trimmingWhitespace() }
        .flatMap { $0.isEmpty ? nil : $0 }

    /// What `/proc/PID/stat` says of a process.
    private struct ProcessStatus {
        var state: Character
        var startTime: UInt64

        init?(of processID: Int32) {
            guard let stat = try? String(contentsOfFile: "/proc/\(processID)/stat", encoding: .utf8),
                  // The command name, in parentheses, may itself hold spaces and parentheses.
                  let nameEnd = stat.lastIndex(of: ")")
            else { return nil }
            // Field 3 (the state) is the first after the name, field 22 the start time.
            let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
            guard fields.count > 19, let state = fields[0].first, let startTime = UInt64(fields[19]) else { return nil }
            self.state = state
            self.startTime = startTime
        }

        /// Not a zombie (Z) or dead (X, x): those have ended and only wait to be reaped.
        var isAlive: Bool { !"ZXx".contains(state) }
    }
}
