import Foundation
import Testing

/// A program running in a real terminal: a detached tmux session on a tmux server of its
/// own, so tests can run side by side. Keys go in with `send-keys`; the screen comes back
/// with `capture-pane`.
///
/// ```swift
/// @Suite(.leavesNothingBehind) struct WholeGameTests {
///     @Test func escOnTheNamesQuits() async throws {
///         let game = try await TmuxSession(command: "/path/to/tictactoe", width: 80, height: 24)
///         await game.waitFor("Who's playing?")
///         try await game.press("Escape")
///         #expect(await game.waitForExit() == 0)
///     }
/// }
/// ```
///
/// Only inside a test with the `.leavesNothingBehind` trait, which stops the server
/// once the test has ended and checks that it and the program are gone.
public final class TmuxSession {
    private let server: TmuxServer
    private static let target = "app"

    /// Where the shell in the pane writes the command's exit status. (tmux's own
    /// `pane_dead_status` is not reliable: the server may reap the process late.)
    private let statusFile: URL

    /// Starts `command` (run by the shell) in a `width` x `height` terminal, with a UTF-8
    /// locale and `NO_COLOR` empty. The pane stays after the command exits, so the last
    /// screen can still be read.
    public init(command: String, width: Int = 80, height: Int = 24) async throws {
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
    public func type(_ text: String) async throws {
        try await tmux("send-keys", "-t", Self.target, "-l", "--", text)
    }

    /// Presses keys by tmux name: `Enter`, `Escape`, `Up`, `C-s`, `Space`, `BTab`.
    public func press(_ keys: String...) async throws {
        try await tmux(["send-keys", "-t", Self.target] + keys)
    }

    public func resize(width: Int, height: Int) async throws {
        try await tmux("resize-window", "-t", Self.target, "-x", "\(width)", "-y", "\(height)")
    }

    // MARK: Screen

    /// The screen as it is now.
    public func capture() async throws -> CapturedScreen {
        CapturedScreen(captured: try await tmux("capture-pane", "-p", "-t", Self.target))
    }

    /// The screen as text lines, trailing blanks trimmed.
    public func lines() async throws -> [String] {
        try await capture().lines
    }

    /// The screen as text, or "(no screen)" when it cannot be captured.
    public func screen() async -> String {
        (try? await lines().joined(separator: "\n")) ?? "(no screen)"
    }

    /// Waits until a line contains `text`; records an issue showing the screen if it
    /// never does.
    @discardableResult
    public func waitFor(
        _ text: String,
        timeout: Duration = .seconds(20),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Bool {
        await waitUntil(timeout: timeout, sourceLocation: sourceLocation, "the screen shows \"\(text)\"") {
            $0.contains { $0.contains(text) }
        }
    }

    /// Waits until `condition` holds for the screen's lines; records an issue showing
    /// the screen if it never does.
    @discardableResult
    public func waitUntil(
        timeout: Duration = .seconds(20),
        sourceLocation: SourceLocation = #_sourceLocation,
        _ what: String,
        _ condition: ([String]) -> Bool
    ) async -> Bool {
        // Each look starts a tmux client. Looking every 20 ms for as long as a slow
        // screen took, with a few dozen tests at it at once, was itself most of the
        // load on a two-core machine; so the looks start 10 ms apart and back off to
        // 200 ms.
        let held = await eventually(within: timeout, pollingEvery: .milliseconds(10), backingOffTo: .milliseconds(200)) {
            guard let lines = try? await lines() else { return false }
            return condition(lines)
        }
        if !held {
            ScreenIssue.record("Timed out waiting until \(what).", nil, screen: await lastScreen(), at: sourceLocation)
        }
        return held
    }

    /// The screen for a failure message, whatever happened to the server.
    private func lastScreen() async -> CapturedScreen {
        (try? await capture()) ?? CapturedScreen(lines: ["(no screen)"])
    }

    // MARK: The process

    /// The exit status once the command has ended, or nil while it runs.
    public func exitStatus() throws -> Int32? {
        guard let text = try? String(contentsOf: statusFile, encoding: .utf8) else { return nil }
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Waits for the command to end and returns its exit status; records an issue
    /// showing the screen if it does not end in time.
    public func waitForExit(timeout: Duration = .seconds(20), sourceLocation: SourceLocation = #_sourceLocation) async -> Int32? {
        var status: Int32?
        let ended = await eventually(within: timeout, pollingEvery: .milliseconds(20)) {
            status = try? exitStatus()
            return status != nil
        }
        if !ended {
            ScreenIssue.record("The program did not exit.", nil, screen: await lastScreen(), at: sourceLocation)
        }
        return status
    }

    /// The value of one of tmux's formats for the pane: `#{mouse_sgr_flag}` is "1" while
    /// the program has SGR mouse reporting on.
    public func paneFormat(_ format: String) async throws -> String {
        try await tmux("display-message", "-p", "-t", Self.target, format).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Clicks the left button on a cell (counted from zero), as a terminal reports it to
    /// a program that asked for SGR mouse reports: tmux passes the bytes on as they are.
    public func click(column: Int, row: Int) async throws {
        let cell = "\(column + 1);\(row + 1)"
        try await type("\u{1B}[<0;\(cell)M\u{1B}[<0;\(cell)m")
    }

    /// The process id of the program the pane's shell is running: its only child.
    public func programPID() async throws -> Int32? {
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
