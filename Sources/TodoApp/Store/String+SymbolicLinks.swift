import Foundation

extension String {
    /// The file this path leads to, symbolic links followed, or the path itself where it
    /// leads nowhere: SQLite keeps a database's `-wal`, `-shm` and `-journal` beside the
    /// file a symbolic link leads to, so that is where they are looked for.
    ///
    /// ```swift
    /// "/home/ada/todos.sqlite".resolvingSymbolicLinks   // "/mnt/data/todos.sqlite", a link's target
    /// ```
    var resolvingSymbolicLinks: String {
        guard let resolved = realpath(self, nil) else { return self }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
