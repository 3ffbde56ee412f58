import Foundation
import Testing

/// The real `todo-tui` running in a real terminal: a detached tmux session on a tmux
/// server of its own, so tests can run side by side. Keys go in with `send-keys`; the
/// screen comes back with `capture-pane`.
///
/// Only inside a test with the `.leavesNothingBehind` trait, which stops the server
/// once the test has ended and checks that it and the program are gone.
final class TmuxSession {
    private let server: TmuxServer
    private static let target = "app"

    /// Where the shell in the pane writes the command's exit status. (tmux's own
    /// `pane_dead_status` is not reliable: the server may reap the process late.)
    private let statusFile: URL

    /// Starts `command` (run by the shell) in a `width` x `height` terminal. The pane
    /// stays after the command exits, so the last screen can still be read.
    init(command: String, width: Int = 80, height: Int = 24) async throws {
        server = try TmuxServer()
        statusFile = server.directory.appending("status")
        try await server.startSession([
            "-s", Self.target, "-x", "\(width)", "-y", "\(height)",
            "-e", "LANG=C.UTF-8", "-e", "LC_ALL=", "-e", "NO_COLOR=",
            "\(command); echo $? > \(statusFile.path)",
            ";", "set-option", "-w", "-t", Self.target, "remain-on-exit", "on",
        ])
    }

    // MARK: Keys

    /// Types `text` literally, character by character.
    func type(_ text: String) async throws {
        try await tmux("send-keys", "-t", Self.target, "-l", "--", text)
    }

    /// Presses keys by tmux name: `Enter`, `Escape`, `Up`, `C-s`, `Space`, `BTab`.
    func press(_ keys: String...) async throws {
        try await tmux(["send-keys", "-t", Self.target] + keys)
    }

    func resize(width: Int, height: Int) async throws {
        try await tmux("resize-window", "-t", Self.target, "-x", "\(width)", "-y", "\(height)")
    }

    // MARK: Screen

    /// The screen as text lines, trailing blanks trimmed.
    func lines() async throws -> [String] {
        try await tmux("capture-pane", "-p", "-t", Self.target)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
    }

    func screen() async -> String {
        (try? await lines().joined(separator: "\n")) ?? "(no screen)"
    }

    /// Waits until a line contains `text`; records an issue showing the screen if it
    /// never does.
    @discardableResult
    func waitFor(
        _ text: String,
        timeout: Duration = .seconds(20),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Bool {
        await waitUntil(timeout: timeout, sourceLocation: sourceLocation, "the screen shows \"\(text)\"") {
            $0.contains { $0.contains(text) }
        }
    }

    /// Waits until `condition` holds for the screen's lines.
    @discardableResult
    func waitUntil(
        timeout: Duration = .seconds(20),
        sourceLocation: SourceLocation = #_sourceLocation,
        _ what: String,
        _ condition: ([String]) -> Bool
    ) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        // Each look starts a tmux client. Looking every 20 ms for as long as a slow
        // screen took, with a few dozen tests at it at once, was itself most of the
        // load on a two-core machine; so the looks start 10 ms apart and back off to
        // 200 ms.
        var pause = Duration.milliseconds(10)
        while ContinuousClock.now < deadline {
            if let lines = try? await lines(), condition(lines) { return true }
            try? await Task.sleep(for: pause)
            pause = min(pause * 3 / 2, .milliseconds(200))
        }
        Issue.record("Timed out waiting until \(what). The screen:\n\(await screen())", sourceLocation: sourceLocation)
        return false
    }

    // MARK: The process

    /// The exit status once the command has ended, or nil while it runs.
    func exitStatus() throws -> Int32? {
        guard let text = try? String(contentsOf: statusFile, encoding: .utf8) else { return nil }
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Waits for the command to end and returns its exit status.
    func waitForExit(timeout: Duration = .seconds(20), sourceLocation: SourceLocation = #_sourceLocation) async -> Int32? {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let status = try? exitStatus() { return status }
            try? await Task.sleep(for: .milliseconds(20))
        }
        Issue.record("The program did not exit. The screen:\n\(await screen())", sourceLocation: sourceLocation)
        return nil
    }

    /// The process id of the program the pane's shell is running: its only child.
    func programPID() async throws -> Int32? {
        guard let shell = Int32(try await tmux("display-message", "-p", "-t", Self.target, "#{pane_pid}").trimmingCharacters(in: .whitespacesAndNewlines))
        else { return nil }
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        return children.split(separator: " ").first.flatMap { Int32($0) }
    }

    // MARK: Running tmux

    @discardableResult
    private func tmux(_ arguments: String...) async throws -> String {
        try await tmux(arguments)
    }

    @discardableResult
    private func tmux(_ arguments: [String]) async throws -> String {
        try await server.run(arguments)
    }
}
