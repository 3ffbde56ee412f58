import Foundation
import TerminalTesting
import Testing

/// The built binary and a temporary directory of its own, where the scripting
/// tests run it as a script would: `todo-tui --data-dir <temporary>/data …`.
struct CommandLineSandbox {
    let binary: TodoTUIBinary
    let directory: TemporaryDirectory

    init() throws {
        binary = try TodoTUIBinary.locate()
        directory = try TemporaryDirectory()
    }

    var dataDirectory: String { directory.appending("data").path }

    /// Runs `todo-tui --data-dir <temporary> arguments…`.
    func run(_ arguments: String..., input: Data = Data(), environment: [String: String] = [:]) async throws -> ProcessResult {
        try await binary.run(["--data-dir", dataDirectory] + arguments, input: input, home: directory.url, environment: environment)
    }

    /// Like `run`, but records a failure showing standard error unless the run succeeded.
    @discardableResult
    func succeeding(
        _ arguments: String..., input: Data = Data(), sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> ProcessResult {
        let result = try await binary.run(["--data-dir", dataDirectory] + arguments, input: input, home: directory.url)
        #expect(result.status == 0, "todo-tui \(arguments) failed: \(result.errorOutput)", sourceLocation: sourceLocation)
        return result
    }

    /// Writes `contents` to a file called `name` in the directory and gives its path.
    func file(_ name: String, containing contents: Data) throws -> String {
        let url = directory.appending(name)
        try contents.write(to: url)
        return url.path
    }

    func file(_ name: String, containing text: String) throws -> String {
        try file(name, containing: Data(text.utf8))
    }
}
