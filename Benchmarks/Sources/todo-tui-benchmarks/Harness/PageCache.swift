import Foundation

/// Puts a whole file in the kernel's page cache, by reading it through once, before a
/// program's memory is measured.
///
/// The kernel maps a file's pages into a process in blocks of 64 KB around each page the
/// process touches, but only the pages the page cache already holds. Which those are
/// depends on the file's history: a binary the linker has just written, a copy of it and
/// a file read once are cached differently. The same todo-tui binary peaked at 10.9 MB or
/// at 11.4 MB with 100 todos shown, depending on that alone. With the whole file cached,
/// as it is for a program in daily use, the figure no longer depends on how the file
/// came to be.
enum PageCache {
    static func load(_ path: String) {
        guard let file = FileHandle(forReadingAtPath: path) else { return }
        defer { try? file.close() }
        while let chunk = try? file.read(upToCount: 1 << 20), !chunk.isEmpty {}
    }
}
