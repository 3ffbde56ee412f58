import Foundation

/// A program's pseudo-terminal read as a terminal emulator shows it: every byte read goes
/// into ``screen``, so that a benchmark can wait for what the screen shows, not for bytes
/// (curses writes only the cells that changed). Times are those of the reads.
final class ScreenReader {
    let terminal: PseudoTerminal
    private(set) var screen: TerminalScreen
    /// The bytes read so far.
    private(set) var bytesRead = 0

    init(_ terminal: PseudoTerminal, width: Int, height: Int) {
        self.terminal = terminal
        screen = TerminalScreen(width: width, height: height)
    }

    func type(_ text: String) {
        terminal.type(text)
    }

    /// Reads until `condition` holds on the screen, and returns when the read that made it
    /// hold returned; nil after `timeout` seconds, or when the program closed the terminal.
    @discardableResult
    func read(until condition: (TerminalScreen) -> Bool, timeout: Double = 30) -> ContinuousClock.Instant? {
        if condition(screen) { return .now }
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        while ContinuousClock.now < deadline {
            guard terminal.waitForOutput(timeout: 100) else { continue }
            guard let at = take() else { return nil }
            if condition(screen) { return at }
        }
        return nil
    }

    /// Reads until some line of the screen contains `text`.
    @discardableResult
    func read(untilShowing text: String, timeout: Double = 30) -> ContinuousClock.Instant? {
        read(until: { $0.lines.contains { $0.contains(text) } }, timeout: timeout)
    }

    /// Waits up to `timeout` milliseconds for the program to write, and reads what it
    /// wrote; when it came, or nil.
    func firstBytes(timeout milliseconds: Int32) -> ContinuousClock.Instant? {
        guard terminal.waitForOutput(timeout: milliseconds) else { return nil }
        return take()
    }

    /// Reads until the program has written nothing for `quiet` milliseconds; when the last
    /// byte came, or nil if none did.
    @discardableResult
    func drain(quiet milliseconds: Int32) -> ContinuousClock.Instant? {
        var last: ContinuousClock.Instant?
        while terminal.waitForOutput(timeout: milliseconds) {
            guard let at = take() else { break }
            last = at
        }
        return last
    }

    /// Reads what is there into the screen; when, or nil when the terminal is closed.
    private func take() -> ContinuousClock.Instant? {
        let bytes = terminal.readAvailable()
        guard !bytes.isEmpty else { return nil }
        let at = ContinuousClock.now
        bytesRead += bytes.count
        screen.feed(bytes)
        return at
    }
}
