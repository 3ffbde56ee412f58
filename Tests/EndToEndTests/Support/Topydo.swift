import Foundation
import TerminalTesting
import Testing

/// topydo, a todo.txt tool nobody here wrote, which the tests have read todo-tui's
/// todo.txt exports. `make test` installs it when it is missing (`pip install topydo`);
/// a test that needs it fails without it rather than pass unchecked.
struct Topydo {
    let executable: URL

    /// topydo on the tests' `PATH`, or a failure saying how to get it.
    static func locate(sourceLocation: SourceLocation = #_sourceLocation) throws -> Topydo {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let found = path.split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("topydo") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        let executable = try #require(
            found, "topydo is not on PATH: `make test` installs it, or run `pip install topydo`.", sourceLocation: sourceLocation
        )
        return Topydo(executable: executable)
    }

    /// Runs `topydo -c <empty config> -t file arguments…` with `directory` as its home, so
    /// that no configuration of the user's changes what it prints.
    func run(_ arguments: [String], on file: String, in directory: TemporaryDirectory) async throws -> ProcessResult {
        let configuration = directory.appending("topydo.conf")
        if !FileManager.default.fileExists(atPath: configuration.path) {
            try Data().write(to: configuration)
        }
        return try await TodoTUIBinary(url: executable)
            .run(["-c", configuration.path, "-t", file] + arguments, home: directory.url)
    }

    /// What `topydo ls -x -f json` says of each todo in `file`, in its order.
    func todos(in file: String, directory: TemporaryDirectory) async throws -> [[String: Any]] {
        let result = try await run(["ls", "-x", "-f", "json"], on: file, in: directory)
        #expect(result.status == 0, "topydo ls -x -f json failed: \(result.errorOutput)")
        return try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [[String: Any]])
    }
}
