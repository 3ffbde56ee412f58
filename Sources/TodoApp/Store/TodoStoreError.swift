import Foundation

/// Why the todo store could not open or could not do what was asked.
///
/// Each description is one or two sentences for the person at the keyboard:
/// it names the file or directory and says what to do next. Whenever opening is
/// refused the file is left exactly as it was.
public enum TodoStoreError: Error, Equatable, CustomStringConvertible {
    /// The file at `path` is not a SQLite database at all.
    case notADatabase(path: String)
    /// Where the database file should be, at `path`, is `kind` ("a directory", say).
    case notAFile(path: String, kind: String)
    /// The file at `path` is a SQLite database belonging to another program.
    case foreignDatabase(path: String)
    /// The database at `path` was upgraded by a newer todo-tui than this one.
    case newerDatabase(path: String)
    /// The database at `path` is damaged or could not be read.
    case unreadableDatabase(path: String, reason: String)
    /// This process may not read the database at `path`: its permissions, not its contents.
    case noPermissionToRead(path: String)
    /// Another program kept the database at `path` busy (locked) for longer than the
    /// store waits while opening it: nothing is wrong with the file.
    case databaseBusy(path: String)
    /// `path` (the database or its directory) cannot be written to.
    case readOnlyLocation(path: String)
    /// The database at `path`, which a command that only reads had to read through a
    /// private copy, changed each time it was copied: something kept writing it.
    case changedWhileCopied(path: String)
    /// The private copy a command that only reads had to read the database at `path`
    /// through could not be made, for `reason` (no space left in `TMPDIR`, say).
    case cannotCopyToRead(path: String, reason: String)
    /// There was no database file at `path`, and the system refused to create one for
    /// `reason` (a file system such as /proc that takes no new files, say).
    case cannotCreateDatabase(path: String, reason: String)
    /// The directory at `path` did not exist and could not be created.
    case cannotCreateDirectory(path: String, reason: String)
    /// There is no todo database at `path` yet, and nothing was created there: a
    /// command that only reads was pointed at an empty or mistyped place.
    case noDatabase(path: String)
    /// The data directory at `path` is a file (or something else that is not a directory).
    case dataDirectoryIsNotADirectory(path: String)
    /// Reading or writing an open database failed for a reason that may pass: the disk is
    /// full, or failed a read, or another program kept the database busy.
    case operationFailed(action: String, path: String, reason: String)
    /// The database refused what was asked, and would refuse it again: a statement it cannot
    /// run (an expression too large for it), a constraint, damaged data.
    case operationRefused(action: String, path: String, reason: String)
    /// A user name was empty or only whitespace.
    case emptyUserName
    /// A todo with this id exists in another user's list, so it cannot be saved in this one.
    case todoBelongsToAnotherUser(id: UUID)
    /// The PostgreSQL server `server` names could not be reached, or refused the connection.
    case serverUnreachable(server: String, reason: String)
    /// The server's database has no todo-tui schema yet.
    case serverHasNoSchema(server: String)
    /// A newer todo-tui made the schema on the server.
    case serverSchemaIsNewer(version: Int, server: String)
    /// The schema on the server is one an older todo-tui made: setup must upgrade it.
    case serverSchemaIsOlder(version: Int, server: String)
    /// The server refused or failed a read or a write.
    case serverOperationFailed(action: String, server: String, reason: String)
    /// The list is shared with this role for reading only.
    case readOnlyList(name: String, owner: String)
    /// A list name that opens no list and cannot make one: another's list not shared with
    /// this role, or one written with an owner that is not the role itself.
    case noSuchList(name: String)
    /// A list this machine has never copied, asked for while its server cannot be
    /// reached: `reason` is why the server could not be.
    case notCopiedHere(list: String, server: String, reason: String)
    /// Sharing was refused: `reason` says why (not the owner, no such role).
    case sharingRefused(list: String, reason: String)
    /// Taking a share back was refused: `reason` says why.
    case unsharingRefused(list: String, reason: String)

    /// The error for a file at `path` that the system would not read, with `errno`
    /// `code`: a lack of permission is no damage.
    static func unreadable(path: String, errno code: Int32) -> TodoStoreError {
        code == EACCES || code == EPERM
            ? .noPermissionToRead(path: path)
            : .unreadableDatabase(path: path, reason: String(cString: strerror(code)))
    }

    /// Whether the same call may succeed made again later, with nothing changed here: the
    /// server was away, the database busy, the disk failed a read or was full. Not when the
    /// store refused what was asked, or its files or set-up are wrong: that fails the same
    /// way until someone changes something, and trying again only hides it.
    public var mayPassOnRetry: Bool {
        switch self {
        // The server's own errors are not told apart: what the app reads, it reads from its
        // copy here, and a server that failed a call is asked again.
        case .databaseBusy, .changedWhileCopied, .cannotCopyToRead, .operationFailed, .serverUnreachable,
            .serverOperationFailed, .notCopiedHere:
            true
        case .notADatabase, .notAFile, .foreignDatabase, .newerDatabase, .unreadableDatabase, .noPermissionToRead,
            .readOnlyLocation, .cannotCreateDatabase, .cannotCreateDirectory, .noDatabase, .dataDirectoryIsNotADirectory,
            .operationRefused, .emptyUserName, .todoBelongsToAnotherUser, .serverHasNoSchema, .serverSchemaIsNewer,
            .serverSchemaIsOlder, .readOnlyList, .noSuchList, .sharingRefused, .unsharingRefused:
            false
        }
    }

    public var description: String {
        switch self {
        case .notADatabase(let path):
            return "\(path) is not a todo-tui database (it is not a SQLite file) and was left untouched. "
                + "Move it away, or choose another place with --data-dir."
        case .notAFile(let path, let kind):
            return "\(path) is \(kind), not a todo database, and was left untouched. "
                + "Move it away, or choose another place with --data-dir."
        case .foreignDatabase(let path):
            return "\(path) is a SQLite database from another program and was left untouched. "
                + "Move it away, or choose another place with --data-dir."
        case .newerDatabase(let path):
            return "\(path) was written by a newer version of todo-tui and was left untouched. "
                + "Upgrade todo-tui, or choose another place with --data-dir."
        case .unreadableDatabase(let path, let reason):
            return "Could not read the database \(path): \(reason). It was left untouched; "
                + "restore it from a backup, or choose another place with --data-dir."
        case .noPermissionToRead(let path):
            return "This user may not read \(path) (permission denied); it was left untouched. "
                + "Ask its owner to let you read it, or choose another place with --data-dir."
        case .databaseBusy(let path):
            return "Could not open the database \(path): another program kept it busy for too long. "
                + "It was left untouched; try again once that program is done (an import, say), "
                + "or choose another place with --data-dir."
        case .readOnlyLocation(let path):
            return "Cannot write to \(path): it is read-only. "
                + "Make it writable, or choose another place with --data-dir."
        case .changedWhileCopied(let path):
            return "\(path) kept changing while it was copied to be read: something is writing it. "
                + "It was left untouched; try again once that is done, or choose another place with --data-dir."
        case .cannotCopyToRead(let path, let reason):
            return "Could not make the private copy that \(path) is read through: \(reason). It was left untouched; "
                + "set TMPDIR to a directory with room for the copy, or choose another place with --data-dir."
        case .cannotCreateDatabase(let path, let reason):
            return "Could not create the database \(path): \(reason). Nothing was changed; "
                + "choose another place with --data-dir."
        case .cannotCreateDirectory(let path, let reason):
            return "Could not create the data directory \(path): \(reason). "
                + "Create it yourself, or choose another place with --data-dir."
        case .noDatabase(let path):
            return "There is no todo database at \(path), and none was created. "
                + "Check --data-dir, or add a todo first."
        case .dataDirectoryIsNotADirectory(let path):
            return "The data directory \(path) is a file, not a directory, and was left untouched. "
                + "Choose a directory with --data-dir."
        case .operationFailed(let action, let path, let reason), .operationRefused(let action, let path, let reason):
            return "Could not \(action) in \(path): \(reason)."
        case .emptyUserName:
            return "A user name cannot be empty; type at least one letter."
        case .todoBelongsToAnotherUser(let id):
            return "The todo \(id.uuidString) belongs to another user's list, so it was not saved in this one."
        case .serverUnreachable(let server, let reason):
            return "Could not connect to the todo server \(server): \(reason)"
        case .serverHasNoSchema(let server):
            return "The server \(server) has no todo-tui lists yet. Run todo-tui --server … setup there once, "
                + "as a role that may create a schema in that database."
        case .serverSchemaIsNewer(let version, let server):
            return "The todo-tui schema on \(server) is version \(version), made by a newer todo-tui; "
                + "this one knows version \(ServerSchema.version). Upgrade todo-tui."
        case .serverSchemaIsOlder(let version, let server):
            return "The todo-tui schema on \(server) is version \(version), made by an older todo-tui; this one needs "
                + "version \(ServerSchema.version). Run todo-tui --server … setup there again, as the role that set it up: "
                + "it upgrades the schema and keeps every list."
        case .serverOperationFailed(let action, let server, let reason):
            return "Could not \(action) on \(server): \(reason)"
        case .readOnlyList(let name, let owner):
            return "\(owner) shared \(name) with you for reading only: nothing was changed."
        case .noSuchList(let name):
            return "There is no list \(name) that you may open."
        case .notCopiedHere(let list, let server, let reason):
            return "\(list) has never been opened on this machine, and the server \(server) cannot be reached (\(reason)): "
                + "a list opened once is kept here and opens offline; this one opens once the server is back."
        case .sharingRefused(let list, let reason):
            return "Could not share \(list): \(reason)"
        case .unsharingRefused(let list, let reason):
            return "Could not stop sharing \(list): \(reason)"
        }
    }
}
