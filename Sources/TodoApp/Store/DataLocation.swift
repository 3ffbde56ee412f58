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
    /// The directory that holds the database file.
    public var directory: URL

    /// The database file itself.
    public var databaseFile: URL {
        directory.appendingPathComponent(Self.databaseFileName, isDirectory: false)
    }

    /// A location in `directory`, as given by `--data-dir`.
    public init(directory: URL) {
        self.directory = Self.isStandardized(directory) ? directory : directory.standardizedFileURL
    }

    /// The location the XDG Base Directory specification gives for this user.
    ///
    /// - Parameter environment: the variables to read `XDG_DATA_HOME` and `HOME`
    ///   from; the process's own by default.
    public static func standard(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> DataLocation {
        DataLocation(directory: dataHome(environment: environment).appendingPathComponent(appDirectoryName))
    }

    /// The location given by `--data-dir` when there is one, else ``standard(environment:)``.
    public static func resolve(
        dataDirectory: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> DataLocation {
        guard let dataDirectory else { return standard(environment: environment) }
        return DataLocation(directory: URL(fileURLWithPath: dataDirectory, isDirectory: true))
    }

    /// Whether `directory` is already what `standardizedFileURL` makes of it: an absolute
    /// file URL without `.`, `..` or empty segments, as a typed `--data-dir` and the XDG
    /// directory usually are. Standardizing parses the path and the URL again, some 0.4
    /// million instructions of the start before the welcome screen.
    static func isStandardized(_ directory: URL) -> Bool {
        guard directory.isFileURL, directory.baseURL == nil else { return false }
        let path = directory.path
        guard path.hasPrefix("/"), path != "/" else { return false }
        return path.utf8.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).allSatisfy { segment in
            !segment.isEmpty && !segment.elementsEqual(".".utf8) && !segment.elementsEqual("..".utf8)
        }
    }

    static let databaseFileName = "todos.sqlite"
    static let appDirectoryName = "todo-tui"

    private static func dataHome(environment: [String: String]) -> URL {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true)
        }
        return homeDirectory(environment: environment)
            .appendingPathComponent(".local", isDirectory: true)
            .appendingPathComponent("share", isDirectory: true)
    }

    private static func homeDirectory(environment: [String: String]) -> URL {
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home, isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser
    }
}
