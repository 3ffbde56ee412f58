import Foundation

/// Where the todo database lives on disk.
///
/// By default that is `$XDG_DATA_HOME/todo-tui/todos.sqlite`, falling back to
/// `~/.local/share/todo-tui/todos.sqlite` when `XDG_DATA_HOME` is unset, empty or
/// not an absolute path (as the XDG Base Directory specification asks).
/// `--data-dir DIR` puts the database at `DIR/todos.sqlite` instead.
///
/// ```swift
/// DataLocation.standard(environment: ["XDG_DATA_HOME": "/data"]).databaseFile.path
/// // "/data/todo-tui/todos.sqlite"
/// DataLocation(directory: URL(fileURLWithPath: "/tmp/t")).databaseFile.path
/// // "/tmp/t/todos.sqlite"
/// ```
///
/// A location is only a path; ``SQLiteTodoStore`` creates the directory (private
/// to the user, mode 0700) and the file (mode 0600) when it first opens it.
public struct DataLocation: Hashable, Sendable {
    /// The directory that holds the database file, as an absolute path without `.`,
    /// `..` or empty segments. The store works with paths: the first `URL.path` of a run
    /// costs some 0.4 million instructions of Foundation's URL parsing, and the start
    /// reads the location before the welcome screen is drawn.
    let directoryPath: String

    /// The directory that holds the database file.
    public var directory: URL {
        get { URL(fileURLWithPath: directoryPath, isDirectory: true) }
        set { self = DataLocation(directory: newValue) }
    }

    /// The database file itself.
    public var databaseFile: URL {
        URL(fileURLWithPath: databasePath, isDirectory: false)
    }

    /// ``databaseFile``'s path.
    var databasePath: String { (directoryPath == "/" ? "" : directoryPath) + "/" + Self.databaseFileName }

    /// A location in `directory`, as given by `--data-dir`.
    public init(directory: URL) {
        directoryPath = directory.standardizedFileURL.path
    }

    /// A location in the directory at `path`: kept as it is when it is absolute and
    /// already standard, as a typed `--data-dir` and the XDG directory usually are, and
    /// otherwise made so by Foundation (a relative path is taken from the working
    /// directory).
    private init(path: String) {
        directoryPath = Self.isStandardized(path)
            ? path
            : URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL.path
    }

    /// The location the XDG Base Directory specification gives for this user.
    ///
    /// - Parameter environment: the variables to read `XDG_DATA_HOME` and `HOME`
    ///   from; the process's own by default.
    public static func standard(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> DataLocation {
        DataLocation(path: dataHome(environment: environment) + "/" + appDirectoryName)
    }

    /// The location given by `--data-dir` when there is one, else ``standard(environment:)``.
    public static func resolve(
        dataDirectory: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> DataLocation {
        guard let dataDirectory else { return standard(environment: environment) }
        return DataLocation(path: dataDirectory)
    }

    /// Whether `path` is absolute and without `.`, `..` or empty segments (so no
    /// trailing `/` either): what `standardizedFileURL` would leave as it is.
    static func isStandardized(_ path: String) -> Bool {
        guard path.hasPrefix("/"), path != "/" else { return false }
        return path.utf8.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).allSatisfy { segment in
            !segment.isEmpty && !segment.elementsEqual(".".utf8) && !segment.elementsEqual("..".utf8)
        }
    }

    static let databaseFileName = "todos.sqlite"
    static let appDirectoryName = "todo-tui"

    private static func dataHome(environment: [String: String]) -> String {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return xdg
        }
        return homeDirectory(environment: environment) + "/.local/share"
    }

    private static func homeDirectory(environment: [String: String]) -> String {
        if let home = environment["HOME"], home.hasPrefix("/") {
            return home
        }
        return FileManager.default.homeDirectoryForCurrentUser.path
    }
}
