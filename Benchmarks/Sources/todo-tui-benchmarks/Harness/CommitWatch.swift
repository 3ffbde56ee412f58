import Foundation
import Glibc
import PostgresClient

/// When the server committed each change to a list, by the server's own record of it: a
/// connection of its own, as a superuser, listens to the list's channel as every client
/// does, and at each notification reads the change feed's new rows with their
/// transactions' commit times (`pg_xact_commit_timestamp`, which the benchmark server keeps:
/// see ``BenchmarkServer``). It must read faster than the feed forgets (a list's latest
/// thousand revisions), which one statement per notification does with ease; revisions it
/// never saw are counted.
///
/// A commit time is the server's clock (`CLOCK_REALTIME`) as it wrote the commit, before
/// the commit record is flushed to disk and others can see it; it is carried over to this
/// process's monotonic clock through the two clocks read together when the notification
/// arrived, so that only the moments between the commit and its notification are on the
/// wall clock.
final class CommitWatch: @unchecked Sendable {
    /// One row of the feed: a todo changed by one revision.
    struct Commit: Sendable {
        var revision: Int
        var todoID: UUID
        var kind: String
        var title: String
        var committed: ContinuousClock.Instant
        /// When this watch's connection was told of it: once it could be read.
        var heard: ContinuousClock.Instant
    }

    private let lock = NSLock()
    private var seen: [Commit] = []
    private var missed = 0
    private let stopEnds: [Int32]
    private let ended = DispatchSemaphore(value: 0)

    /// Starts watching the list `listID` from its revision `after`.
    init(server: BenchmarkServer, listID: Int64, after revision: Int) throws {
        let connection = try server.superuser()
        try connection.execute("LISTEN todo_tui_\(listID)")
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { fatalError("pipe: \(String(cString: strerror(errno)))") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        stopEnds = ends
        let wake = ends[0]
        let thread = Thread { [self] in
            var last = revision
            while connection.waitForInput(timeout: nil, wake: wake) == .serverSent {
                guard let arrived = try? connection.notifications() else { break }
                if arrived.isEmpty { continue }
                let (heard, wall) = (ContinuousClock.now, Date().timeIntervalSince1970)
                guard let rows = try? connection.execute("""
                    SELECT revision, todo_id, kind, coalesce(title, ''), extract(epoch FROM pg_xact_commit_timestamp(xmin))::double precision
                    FROM todo_tui.changes WHERE list_id = $1 AND revision > $2 ORDER BY revision
                    """, [listID, last]) else { break }
                var commits: [Commit] = []
                for row in 0..<rows.count {
                    let ago = max(0, wall - rows.double(row, 4))
                    commits.append(Commit(
                        revision: rows.int(row, 0), todoID: rows.uuid(row, 1)!, kind: rows.string(row, 2), title: rows.string(row, 3),
                        committed: heard - .microseconds(Int64(ago * 1_000_000)), heard: heard
                    ))
                }
                let first = commits.first?.revision ?? last + 1
                lock.withLock {
                    missed += max(0, first - last - 1)
                    seen += commits
                }
                last = commits.last?.revision ?? last
            }
            ended.signal()
        }
        thread.name = "load commit watch"
        thread.start()
    }

    /// Stops watching; what was seen stays.
    func stop() {
        var byte: UInt8 = 1
        _ = write(stopEnds[1], &byte, 1)
        ended.wait()
        stopEnds.forEach { close($0) }
    }

    var commits: [Commit] { lock.withLock { seen } }

    /// Revisions the feed had forgotten before this watch read them.
    var missedRevisions: Int { lock.withLock { missed } }

    /// `changes` with the commit of each the feed named: an edit or an add by the number
    /// in its title, a deletion by its todo.
    static func dated(_ changes: [LoadChange], by commits: [Commit]) -> [LoadChange] {
        var byNumber: [Int: Commit] = [:]
        var deletions: [UUID: Commit] = [:]
        for commit in commits {
            if commit.kind == "deleted" {
                deletions[commit.todoID] = commit
            } else if let number = LoadChange.numbers(in: commit.title).first {
                byNumber[number] = commit
            }
        }
        return changes.map { change in
            var dated = change
            let commit = change.kind == .delete ? deletions[change.todoID] : byNumber[change.number]
            (dated.committed, dated.heard) = (commit?.committed, commit?.heard)
            return dated
        }
    }
}
