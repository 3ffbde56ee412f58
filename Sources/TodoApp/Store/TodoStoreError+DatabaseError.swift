import GRDB

/// Turning SQLite's result codes into errors a person can act on.
extension TodoStoreError {
    /// The error to report when opening the database at `path` failed with `error`.
    static func opening(path: String, failedWith error: DatabaseError) -> TodoStoreError {
        switch error.resultCode {
        case .SQLITE_NOTADB:
            return .notADatabase(path: path)
        case .SQLITE_READONLY, .SQLITE_PERM:
            return .readOnlyLocation(path: path)
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            // Not "damaged, restore it from a backup": the file is fine, only in use.
            return .databaseBusy(path: path)
        default:
            return .unreadableDatabase(path: path, reason: reason(for: error))
        }
    }

    /// The error to report when `action` (a phrase such as "save the todo")
    /// failed with `error` on the open database at `path`.
    static func operation(_ action: String, path: String, failedWith error: any Error) -> TodoStoreError {
        if let error = error as? TodoStoreError { return error }
        guard let error = error as? DatabaseError else {
            return .operationFailed(action: action, path: path, reason: "\(error)")
        }
        switch error.resultCode {
        case .SQLITE_READONLY, .SQLITE_PERM:
            return .readOnlyLocation(path: path)
        case .SQLITE_NOTADB:
            return .notADatabase(path: path)
        default:
            return isRefusal(error.resultCode)
                ? .operationRefused(action: action, path: path, reason: reason(for: error))
                : .operationFailed(action: action, path: path, reason: reason(for: error))
        }
    }

    /// Whether SQLite refused the statement itself, or the data it met: it would do the same
    /// again ("Expression tree is too large", a constraint, a damaged page). Anything else
    /// (busy, locked, an I/O error, a full disk, a code not known here) may pass.
    private static func isRefusal(_ code: ResultCode) -> Bool {
        switch code {
        case .SQLITE_ERROR, .SQLITE_CONSTRAINT, .SQLITE_TOOBIG, .SQLITE_MISMATCH, .SQLITE_RANGE, .SQLITE_CORRUPT,
            .SQLITE_MISUSE, .SQLITE_AUTH, .SQLITE_FORMAT:
            true
        default:
            false
        }
    }

    private static func reason(for error: DatabaseError) -> String {
        switch error.resultCode {
        case .SQLITE_FULL: return "the disk is full"
        case .SQLITE_BUSY, .SQLITE_LOCKED: return "another program kept the database busy for too long"
        case .SQLITE_CORRUPT: return "the database is damaged"
        case .SQLITE_IOERR: return "the disk reported an input/output error"
        default: return error.message ?? "SQLite error \(error.resultCode.rawValue)"
        }
    }
}
