import Foundation

/// Getting the directory and file ready before SQLite opens them, so that they
/// are private to the user and so that a read-only place is reported as such
/// instead of as an obscure SQLite failure.
extension DataLocation {
    /// Throws `absent` unless ``directory`` exists, and refuses it if it is a file.
    func requireDirectory(orThrow absent: TodoStoreError) throws {
        guard try directoryExists() else { throw absent }
    }

    /// Creates ``directory`` (mode 0700, with any missing parents) unless it exists.
    func createDirectoryIfAbsent() throws {
        let path = directoryPath
        if try directoryExists() { return }
        do {
            try FileManager.default.createDirectory(
                at: directory,
                withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700]
            )
        } catch {
            throw Self.isReadOnly(error)
                ? TodoStoreError.readOnlyLocation(path: path)
                : TodoStoreError.cannotCreateDirectory(path: path, reason: Self.reason(for: error))
        }
    }

    /// Whether ``directory`` exists; throws if something that is not a directory
    /// is there instead.
    private func directoryExists() throws -> Bool {
        // `stat` follows a symbolic link, as `FileManager.fileExists(atPath:)` does.
        var status = stat()
        guard stat(directoryPath, &status) == 0 else { return false }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw TodoStoreError.dataDirectoryIsNotADirectory(path: directoryPath) }
        return true
    }

    /// Throws unless this process may create files in ``directory``: SQLite
    /// creates `-wal` and `-shm` files beside the database, even to read it.
    func requireWritableDirectory() throws {
        guard access(directoryPath, W_OK | X_OK) == 0 else {
            throw TodoStoreError.readOnlyLocation(path: directoryPath)
        }
    }

    /// Throws unless this process may write ``databaseFile``, which exists.
    func requireWritableDatabaseFile() throws {
        guard access(databasePath, W_OK) == 0 else {
            throw TodoStoreError.readOnlyLocation(path: databasePath)
        }
    }

    /// Creates an empty ``databaseFile`` readable and writable by its owner
    /// only (mode 0600); SQLite gives its `-wal` and `-shm` files the same mode.
    /// Another process creating it first is fine.
    func createPrivateDatabaseFile() throws {
        let descriptor = open(databasePath, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            if errno == EEXIST { return }
            if errno == EACCES || errno == EROFS || errno == EPERM {
                throw TodoStoreError.readOnlyLocation(path: directoryPath)
            }
            // Nothing was there to read, so nothing is damaged: /proc, say, takes no new files.
            throw TodoStoreError.cannotCreateDatabase(path: databasePath, reason: String(cString: strerror(errno)))
        }
        close(descriptor)
    }

    private static func isReadOnly(_ error: any Error) -> Bool {
        let posixCodes = [EACCES, EROFS, EPERM]
        var underlying: (any Error)? = error
        while let current = underlying as NSError? {
            if current.domain == NSPOSIXErrorDomain, posixCodes.contains(Int32(current.code)) { return true }
            if current.domain == NSCocoaErrorDomain, current.code == CocoaError.fileWriteNoPermission.rawValue
                || current.code == CocoaError.fileWriteVolumeReadOnly.rawValue {
                return true
            }
            underlying = current.userInfo[NSUnderlyingErrorKey] as? any Error
        }
        return false
    }

    private static func reason(for error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
