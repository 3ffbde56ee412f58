import Foundation
import Glibc
import TerminalTesting

/// A pseudo-terminal pair for driving `CursesTerminal` in-process: the program side
/// (`secondary`) is a real tty for curses; the test plays the terminal emulator on
/// `primary`, writing keys into it and reading what curses drew.
final class PseudoTerminal {
    let primary: Int32
    let secondary: Int32
    /// Output read from `primary` that no `drainOutput` has returned yet.
    private var unread: [UInt8] = []
    private var fenceNumber = 0

    init(width: Int = 80, height: Int = 24) throws {
        var primary: Int32 = -1
        var secondary: Int32 = -1
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&primary, &secondary, nil, nil, &size) == 0 else {
            throw PseudoTerminalError("could not open a pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        self.primary = primary
        self.secondary = secondary
    }

    deinit {
        closePrimary()
        Glibc.close(secondary)
    }

    private var primaryIsOpen = true

    /// Hangs up: the program side then reads end-of-file.
    func closePrimary() {
        guard primaryIsOpen else { return }
        primaryIsOpen = false
        Glibc.close(primary)
    }

    /// Sets the size the kernel reports for the terminal (`TIOCSWINSZ`).
    func setSize(width: Int, height: Int) {
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(primary, UInt(TIOCSWINSZ), &size)
    }

    /// Types bytes, as a terminal emulator would send them.
    func send(_ text: String) {
        Self.writeAll(Array(text.utf8), to: primary)
    }

    /// Types bytes from another thread, for input bigger than the tty's buffer: the
    /// write blocks until the program side has read enough.
    func sendInBackground(_ text: String) {
        let descriptor = primary
        let bytes = Array(text.utf8)
        Thread.detachNewThread { Self.writeAll(bytes, to: descriptor) }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBufferPointer { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Everything the program has written since the last call.
    ///
    /// Marks the end by writing a unique fence to the program side after the program's
    /// own output, then reads until the fence comes back: no guessing how long to wait.
    /// Fails after `deadline` seconds without the fence.
    func drainOutput(deadline seconds: Double = 5) throws -> [UInt8] {
        fenceNumber += 1
        let fence = Array("\u{1}fence-\(fenceNumber)\u{1}".utf8)
        _ = fence.withUnsafeBufferPointer { Glibc.write(secondary, $0.baseAddress, $0.count) }
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if let range = unread.firstRange(of: fence) {
                let output = Array(unread[..<range.lowerBound])
                unread.removeSubrange(..<range.upperBound)
                return output
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw PseudoTerminalError("no fence from the terminal within \(seconds)s") }
            try readAvailable(from: primary, waitingAtMost: remaining)
        }
    }

    /// Everything the program has written up to the first `text`, waiting for it for up
    /// to `timeout` while the main actor carries on (the program may be this process).
    /// What follows `text` stays unread for the next call.
    @MainActor
    func waitForOutput(containing text: String, timeout: Duration = .seconds(10)) async throws -> [UInt8] {
        let needle = Array(text.utf8)
        var found: Range<Int>?
        _ = try await eventually(within: timeout, pollingEvery: .milliseconds(2)) {
            try readAvailable(from: primary, waitingAtMost: 0)
            found = unread.firstRange(of: needle)
            return found != nil
        }
        guard let found else {
            let seen = String(decoding: unread, as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "⎋")
            throw PseudoTerminalError("no \"\(text)\" from the program within \(timeout); it wrote: \(seen)")
        }
        let output = Array(unread[..<found.upperBound])
        unread.removeSubrange(..<found.upperBound)
        return output
    }

    /// Waits until the program side has input to read, up to `seconds`.
    func waitUntilInputIsReadable(deadline seconds: Double = 5) -> Bool {
        var descriptor = pollfd(fd: secondary, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, Int32(seconds * 1000)) > 0
    }

    private func readAvailable(from descriptor: Int32, waitingAtMost seconds: Double) throws {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, Int32(max(0, seconds * 1000))) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = read(descriptor, &buffer, buffer.count)
        if count > 0 { unread.append(contentsOf: buffer[..<count]) }
    }
}

struct PseudoTerminalError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
