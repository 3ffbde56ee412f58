import Foundation
import Glibc

/// A pseudo-terminal: the program side is a real tty; the benchmark plays the terminal
/// emulator on `primary`, typing keys and counting the bytes drawn. One thread at a time
/// uses it.
final class PseudoTerminal: @unchecked Sendable {
    let primary: Int32
    let secondary: Int32
    /// The modes the program has switched, from everything read so far.
    private(set) var modes = TerminalModes()

    init(width: Int, height: Int) {
        var primary: Int32 = -1
        var secondary: Int32 = -1
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&primary, &secondary, nil, nil, &size) == 0 else {
            fatalError("Could not open a pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        // A program started on it opens the terminal by its path; it inherits neither
        // these nor another program's.
        for descriptor in [primary, secondary] {
            _ = fcntl(descriptor, F_SETFD, fcntl(descriptor, F_GETFD) | FD_CLOEXEC)
        }
        self.primary = primary
        self.secondary = secondary
    }

    deinit {
        close(primary)
        close(secondary)
    }

    /// The path of the program's side, for a program to open as its controlling terminal.
    var secondaryPath: String {
        String(cString: ttyname(secondary))
    }

    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBufferPointer { write(primary, $0.baseAddress, $0.count) }
    }

    /// Waits up to `timeout` for output to be readable; true when it is.
    func waitForOutput(timeout milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, milliseconds) > 0
    }

    /// Reads everything the program writes until it has been quiet for `quiet`
    /// milliseconds.
    func drain(quiet milliseconds: Int32 = 50) -> [UInt8] {
        drainNotingTheLastByte(quiet: milliseconds).output
    }

    /// Reads everything the program writes until it has been quiet for `quiet`
    /// milliseconds, and when the last of it came (nil if nothing did).
    func drainNotingTheLastByte(quiet milliseconds: Int32) -> (output: [UInt8], lastByteAt: ContinuousClock.Instant?) {
        var output: [UInt8] = []
        var lastByteAt: ContinuousClock.Instant?
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while waitForOutput(timeout: milliseconds) {
            let count = read(into: &buffer)
            guard count > 0 else { break }
            lastByteAt = .now
            output += buffer[0..<count]
        }
        return (output, lastByteAt)
    }

    /// Reads until the output contains `text`; returns false after `timeout` seconds.
    func read(until text: String, timeout: Double = 30) -> Bool {
        let needle = Array(text.utf8)
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            guard waitForOutput(timeout: 100) else { continue }
            let count = read(into: &buffer)
            guard count > 0 else { return false }
            output += buffer[0..<count]
            if output.firstRange(of: needle) != nil { return true }
        }
        return false
    }

    /// What the program has written and not yet read, without waiting: empty when nothing
    /// is there, or when the program has closed the terminal.
    func readAvailable() -> [UInt8] {
        guard waitForOutput(timeout: 0) else { return [] }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = read(into: &buffer)
        return count > 0 ? Array(buffer[0..<count]) : []
    }

    /// Reads what is there into `buffer`, noting the modes it switches; the count read.
    private func read(into buffer: inout [UInt8]) -> Int {
        let count = buffer.withUnsafeMutableBufferPointer { Glibc.read(primary, $0.baseAddress, $0.count) }
        if count > 0 { modes.read(buffer[0..<count]) }
        return count
    }
}
