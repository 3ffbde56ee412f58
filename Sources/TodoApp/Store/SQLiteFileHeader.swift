import Glibc

/// The first 100 bytes of a SQLite database file, read without SQLite: enough to tell
/// a SQLite file from anything else, and whose it is and at what schema version, in one
/// `read` (see "Database File Format" in the SQLite documentation).
///
/// ```swift
/// let header = try SQLiteFileHeader(readingFrom: "/tmp/todos.sqlite")
/// header.isSQLite        // false for a text file
/// header.applicationID   // PRAGMA application_id, nil if the file is shorter than a header
/// ```
struct SQLiteFileHeader {
    /// Whether the file starts with SQLite's 16-byte magic string.
    let isSQLite: Bool
    /// `PRAGMA application_id`, stored big-endian at offset 68.
    let applicationID: Int32?
    /// `PRAGMA user_version`, stored big-endian at offset 60.
    let userVersion: Int32?

    private static let magic = Array("SQLite format 3\0".utf8)
    private static let length = 100

    init(bytes: [UInt8]) {
        isSQLite = bytes.starts(with: Self.magic)
        let isWhole = isSQLite && bytes.count >= Self.length
        userVersion = isWhole ? Self.bigEndianInt32(bytes, at: 60) : nil
        applicationID = isWhole ? Self.bigEndianInt32(bytes, at: 68) : nil
    }

    /// Reads the header of the file at `path`; throws the system's reason when it cannot
    /// be read (permission denied, say).
    init(readingFrom path: String) throws(TodoStoreError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw TodoStoreError.unreadable(path: path, errno: errno)
        }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: Self.length)
        var count = 0
        while count < Self.length {
            let result = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + count, Self.length - count)
            }
            if result < 0, errno == EINTR { continue }
            guard result >= 0 else {
                throw TodoStoreError.unreadable(path: path, errno: errno)
            }
            if result == 0 { break }
            count += result
        }
        self.init(bytes: Array(bytes[0..<count]))
    }

    private static func bigEndianInt32(_ bytes: [UInt8], at offset: Int) -> Int32 {
        let value = bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return Int32(bitPattern: value)
    }
}
