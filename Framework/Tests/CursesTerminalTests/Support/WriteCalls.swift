import Glibc

/// The `write` system calls (and their kin: `writev`, `pwrite`) this thread has made so
/// far, as the kernel counts them in `/proc/thread-self/io`: read before and after a call,
/// it says how many writes the call took, whoever made them, our code or a library.
func writeCallsOfThisThread() throws -> Int {
    let descriptor = open("/proc/thread-self/io", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw PseudoTerminalError("cannot read /proc/thread-self/io") }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 512)
    let count = read(descriptor, &buffer, buffer.count)
    let text = String(decoding: buffer[..<max(0, count)], as: UTF8.self)
    for line in text.split(separator: "\n") where line.hasPrefix("syscw:") {
        if let calls = Int(line.dropFirst("syscw:".count).trimmingPrefix(" ")) { return calls }
    }
    throw PseudoTerminalError("no syscw in /proc/thread-self/io: \(text)")
}
