import Foundation

/// What tells whether a file changed between two looks at it: which file it is (device
/// and inode), its size, and the times its contents and its inode last changed, to the
/// nanosecond.
///
/// ```swift
/// let before = try FileStamp(of: path)
/// // … copy the file …
/// let unchanged = try FileStamp(of: path) == before
/// ```
struct FileStamp: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    /// The last change of the contents (`st_mtim`), in nanoseconds since 1970.
    var modified: Int64
    /// The last change of the inode (`st_ctim`), which a write also moves and which no
    /// program can set back, in nanoseconds since 1970.
    var changed: Int64

    /// The stamp of the file at `path` now, or nil where there is none.
    ///
    /// The file is opened to be looked at: on NFS, opening asks the server, where `stat`
    /// alone may answer from what the client cached seconds ago.
    ///
    /// - Throws: ``TodoStoreError`` for a file this process may not read, or cannot.
    init?(of path: String) throws(TodoStoreError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw TodoStoreError.unreadable(path: path, errno: errno)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw TodoStoreError.unreadable(path: path, errno: errno) }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        modified = Self.nanoseconds(status.st_mtim)
        changed = Self.nanoseconds(status.st_ctim)
    }

    init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    /// How long to wait, at `now` (nanoseconds since 1970), before a write to the file
    /// is sure to move its times; zero once it is.
    ///
    /// The kernel stamps a write with a clock that moves a few milliseconds at a time, and
    /// some file systems keep whole seconds (FAT, two): a second write soon after a first
    /// can leave the times as they were. A file whose times have no nanoseconds is taken
    /// to be on such a file system.
    func timeUntilTimesAreReliable(now: Int64) -> Int64 {
        let latest = max(modified, changed)
        let coarse = modified % 1_000_000_000 == 0 && changed % 1_000_000_000 == 0
        let margin: Int64 = coarse ? 2_000_000_000 : 100_000_000
        return max(0, latest + margin - now)
    }

    static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// The real-time clock, in nanoseconds since 1970: the clock file times are read against.
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return nanoseconds(time)
    }
}
