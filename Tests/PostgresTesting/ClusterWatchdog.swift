import Foundation
import TerminalTesting

/// A small shell process started with each cluster, before anything is in its directory,
/// that stops the server and removes the directory once the test process is done with it:
/// when ``release()`` is called, or when the test process ends however it ends (exit, a
/// crash, kill -9), and then ends itself.
///
/// It waits on a pipe whose only writing end the test process holds, made close-on-exec
/// as it is made, so that no program the tests start meanwhile inherits it: the kernel closes it as the process
/// ends, which wakes the watchdog at once, with no polling. It runs in a session of its
/// own, so that a Ctrl-C sent to the tests' process group does not end it first.
final class ClusterWatchdog: @unchecked Sendable {
    /// The watchdog's process, for tests that check it ends.
    let pid: pid_t
    private let lock = NSLock()
    /// The pipe's writing end; -1 once released.
    private var writer: Int32

    /// Starts the watchdog of the cluster in `directory`, whose server `binDirectory`'s
    /// `pg_ctl` stops.
    init(directory: URL, binDirectory: String) throws {
        var ends: [Int32] = [-1, -1]
        guard closeOnExecPipe(&ends) else {
            throw PostgresCommand.Failure(description: "socketpair: \(String(cString: strerror(errno)))")
        }
        // Waits for the end of input, then stops the server at once (an immediate stop:
        // the cluster is thrown away), waits for its process to end (pg_ctl is done when
        // the server has removed its pid file, a moment before), and removes the directory.
        let script = #"""
            dir=$1; shift
            while read -r _; do :; done
            server=$(head -n 1 "$dir/data/postmaster.pid" 2>/dev/null)
            "$@" >/dev/null 2>&1
            n=0
            while [ -n "$server" ] && [ -r "/proc/$server/stat" ] && [ "$(cut -d ' ' -f 3 "/proc/$server/stat")" != Z ] && [ $n -lt 1000 ]; do
                n=$((n + 1)); sleep 0.01
            done
            rm -rf "$dir"
            """#
        let stop = PostgresCommand.command(
            binDirectory + "/pg_ctl", ["-D", directory.appendingPathComponent("data").path, "-m", "immediate", "-w", "-t", "60", "stop"]
        )
        let silence = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer {
            close(silence)
            close(ends[0])
        }
        do {
            pid = try SpawnedCommand.spawn(
                ["/usr/bin/setsid", "--wait", "/bin/sh", "-c", script, "sh", directory.path] + stop,
                environment: ProcessInfo.processInfo.environment, input: ends[0], output: silence, error: silence
            )
        } catch {
            close(ends[1])
            throw error
        }
        writer = ends[1]
    }

    deinit {
        release()
    }

    /// Lets the watchdog stop the server and remove the directory now, and waits until it
    /// has, and has ended. Blocks the calling thread; safe to call again.
    func release() {
        let writer = lock.withLock {
            defer { self.writer = -1 }
            return self.writer
        }
        guard writer >= 0 else { return }
        close(writer)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    }
}

/// A pipe (a pair of connected sockets: Swift's Glibc has no `pipe2`) whose ends are
/// close-on-exec from the start; `ends[0]` reads, `ends[1]` writes.
func closeOnExecPipe(_ ends: inout [Int32]) -> Bool {
    socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0, &ends) == 0
}
