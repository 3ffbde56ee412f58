import Foundation
import Glibc
import TerminalTesting

/// A PostgreSQL cluster of the benchmarks' own: made with Debian's `initdb` in a new
/// directory in /tmp, its server listening on a free port of the loopback interface and on
/// a socket in that directory, run as `postgres` when the benchmarks run as root (the
/// server refuses root), with the server's own defaults but `settings`.
///
/// Not the tests' `PostgresCluster`, which runs with `fsync` off and whose directories
/// `make test` counts as left behind: a run of the benchmarks beside another engineer's
/// `make test` would fail it. Nothing of it outlives the benchmarks: ``stop()`` stops the
/// server and removes the directory, and a watchdog started with it does both when the
/// process ends any other way (a `fatalError`, a crash, kill -9, Ctrl-C).
final class BenchmarkCluster: Sendable {
    let directory: URL
    let port: Int
    private let binDirectory: String
    /// The writing end of the pipe the watchdog reads, which only this process holds.
    private let watchdogLine: Int32
    private let watchdog: pid_t

    var dataDirectory: URL { directory.appendingPathComponent("data") }

    /// The server's main process (the postmaster), while it runs.
    var serverProcess: pid_t? {
        let text = try? String(contentsOf: dataDirectory.appendingPathComponent("postmaster.pid"), encoding: .utf8)
        return text?.split(separator: "\n").first.flatMap { pid_t($0) }
    }
    var log: URL { directory.appendingPathComponent("log") }

    /// A libpq connection string for `role`, over the socket; every role is trusted there.
    func conninfo(role: String) -> String {
        "host=\(directory.path) port=\(port) dbname=postgres user=\(role)"
    }

    /// Makes the cluster and starts its server; throws, having removed what it made, if
    /// either fails.
    static func start(settings: [String: String]) async throws -> BenchmarkCluster {
        let binDirectory = try pgConfigBinDirectory()
        var template = Array("/tmp/todo-tui-bench-pg-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw failure("mkdtemp") }
        let directory = URL(fileURLWithPath: String(cString: made))
        if getuid() == 0 {
            guard let account = getpwnam("postgres") else {
                rmdir(directory.path)
                throw BenchmarkServer.Failure(description: "no postgres user to run the server as (the postgresql package makes it)")
            }
            chown(directory.path, account.pointee.pw_uid, account.pointee.pw_gid)
        }
        let cluster: BenchmarkCluster
        do {
            cluster = try BenchmarkCluster(directory: directory, binDirectory: binDirectory)
        } catch {
            rmdir(directory.path)
            throw error
        }
        let options = ["listen_addresses": "127.0.0.1"].merging(settings) { _, given in given }
            .sorted { $0.key < $1.key }.map { " -c \($0.key)=\($0.value)" }.joined()
        do {
            try await cluster.run("initdb", "-D", cluster.dataDirectory.path, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8")
            try await cluster.run(
                "pg_ctl", "-D", cluster.dataDirectory.path, "-l", cluster.log.path, "-w", "-t", "60",
                "-o", "-p \(cluster.port) -k \(directory.path)\(options)", "start"
            )
        } catch {
            cluster.stop()
            throw error
        }
        return cluster
    }

    private init(directory: URL, binDirectory: String) throws {
        self.directory = directory
        self.binDirectory = binDirectory
        port = try Self.freePort()
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw Self.failure("pipe") }
        // Kept from every program this process starts, which would otherwise hold it open.
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        let silence = open("/dev/null", O_WRONLY)
        defer {
            close(ends[0])
            close(silence)
        }
        // Waits for the pipe's end, then stops the server, if it runs, and removes the
        // directory; in a session of its own, so that the terminal's Ctrl-C spares it.
        let script = #"dir=$1; shift; while read -r _; do :; done; "#
            + #"if [ -f "$dir/data/postmaster.pid" ]; then "$@" >/dev/null 2>&1; fi; rm -rf "$dir""#
        let stop = Self.command(binDirectory + "/pg_ctl", ["-D", directory.appendingPathComponent("data").path, "-m", "immediate", "-w", "-t", "60", "stop"])
        do {
            watchdog = try SpawnedCommand.spawn(
                ["/usr/bin/setsid", "--wait", "/bin/sh", "-c", script, "sh", directory.path] + stop,
                environment: ProcessInfo.processInfo.environment, input: ends[0], output: silence, error: silence
            )
        } catch {
            close(ends[1])
            throw error
        }
        watchdogLine = ends[1]
    }

    /// Stops the server at once and removes the directory, through the watchdog; waits
    /// until it has. Call once.
    func stop() {
        close(watchdogLine)
        var status: Int32 = 0
        while waitpid(watchdog, &status, 0) == -1 && errno == EINTR {}
    }

    // MARK: - The server's programs

    /// Runs one of the server's programs, as `postgres` when this runs as root; throws
    /// with what it said if it fails.
    private func run(_ program: String, _ arguments: String...) async throws {
        let result = try await SpawnedCommand.run(Self.command(binDirectory + "/" + program, arguments))
        guard result.status == 0 else {
            throw BenchmarkServer.Failure(description: "\(program) failed (\(result.status)): \(result.output)")
        }
    }

    private static func command(_ program: String, _ arguments: [String]) -> [String] {
        getuid() == 0
            ? ["/usr/bin/setpriv", "--reuid=postgres", "--regid=postgres", "--init-groups", "--", program] + arguments
            : [program] + arguments
    }

    /// Where `initdb` and `pg_ctl` are, as `pg_config` says.
    private static func pgConfigBinDirectory() throws -> String {
        let output = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pg_config")
        process.arguments = ["--bindir"]
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            throw BenchmarkServer.Failure(description: "pg_config not found (the postgresql and libpq-dev packages; make bench installs them)")
        }
        let directory = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        process.waitUntilExit()
        guard FileManager.default.isExecutableFile(atPath: directory + "/initdb") else {
            throw BenchmarkServer.Failure(description: "no initdb in \(directory): is the postgresql package installed?")
        }
        return directory
    }

    /// A loopback port nothing listens on now: the kernel's choice for port 0.
    private static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw failure("socket") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        guard bound else { throw failure("bind") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func failure(_ call: String) -> BenchmarkServer.Failure {
        BenchmarkServer.Failure(description: "\(call): \(String(cString: strerror(errno)))")
    }
}
