import Foundation
import TerminalTesting

/// Finds and runs the server's programs for ``PostgresCluster``.
enum PostgresCommand {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Where Debian keeps `initdb` and `pg_ctl`, as `pg_config` says (libpq-dev); the
    /// postgresql package puts them there.
    static func binDirectory() throws -> String {
        let output = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pg_config")
        process.arguments = ["--bindir"]
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            throw Failure(description: "pg_config not found (the postgresql and libpq-dev packages; make test installs them): \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let directory = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard FileManager.default.isExecutableFile(atPath: directory + "/initdb") else {
            throw Failure(description: "no initdb in \(directory): is the postgresql package installed?")
        }
        return directory
    }

    /// A new directory in /tmp, short enough for a socket path, owned by `postgres` when
    /// the tests run as root. Not under `TMPDIR`: `make test` makes that one its own,
    /// which `postgres` may not enter; `make test` looks for these as it does for files
    /// left there.
    static func makeDirectory() throws -> URL {
        var template = Array("/tmp/todo-tui-pg-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw Failure(description: "mkdtemp: \(String(cString: strerror(errno)))") }
        let path = String(cString: made)
        if getuid() == 0 {
            guard let account = getpwnam("postgres") else {
                rmdir(path)
                throw Failure(description: "no postgres user to run the server as (the postgresql package makes it)")
            }
            chown(path, account.pointee.pw_uid, account.pointee.pw_gid)
        }
        return URL(fileURLWithPath: path)
    }

    /// `program` with `arguments`, run as `postgres` when the tests run as root.
    static func command(_ program: String, _ arguments: [String]) -> [String] {
        getuid() == 0
            ? ["/usr/bin/setpriv", "--reuid=postgres", "--regid=postgres", "--init-groups", "--", program] + arguments
            : [program] + arguments
    }

    /// Runs `program` and waits for it, as `postgres` when the tests run as root; throws
    /// with its output if it fails. Spawned and waited for by pid (``SpawnedCommand``):
    /// `pg_ctl start` leaves the server holding what it inherited, so Foundation's
    /// `Process` would never see it end.
    static func run(_ program: String, _ arguments: [String]) async throws {
        let result = try await SpawnedCommand.run(command(program, arguments))
        guard result.status == 0 else {
            let name = (program as NSString).lastPathComponent
            throw Failure(description: "\(name) failed (\(result.status)): \(result.output)")
        }
    }
}
