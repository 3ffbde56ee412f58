import Foundation

/// The command's results, for the terminal or the next program in a pipe.
///
/// Writes are gathered into 64 KiB blocks, so printing 100,000 lines costs a
/// couple of hundred system calls and never holds the whole text in memory.
/// Call ``flush()`` when done.
struct StandardOutput {
    private var buffer = Data()
    private static let blockSize = 1 << 16

    mutating func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.blockSize { flush() }
    }

    mutating func write(_ data: Data) {
        buffer.append(data)
        if buffer.count >= Self.blockSize { flush() }
    }

    mutating func flush() {
        guard !buffer.isEmpty else { return }
        FileHandle.standardOutput.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
