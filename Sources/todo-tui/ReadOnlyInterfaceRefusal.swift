import Foundation
import TodoApp

/// What the interface says instead of starting where the todo database cannot be written,
/// such as a backup copied or mounted read-only.
///
/// The interface saves every change as it is made (a done mark, a sort, a draft), so it
/// refuses before it takes the screen rather than refuse each change once it is made. The
/// commands that only read do read such a place, and the message says how.
///
/// ```swift
/// ReadOnlyInterfaceRefusal.message(directory: "/mnt/backup", dataDirOption: "/mnt/backup")
/// // "/mnt/backup is read-only, so the interface, which saves every change as it is made, was
/// //  not started. Read the lists there with todo-tui --data-dir /mnt/backup list --user NAME …"
/// ```
enum ReadOnlyInterfaceRefusal {
    /// The error to report for `error`, what opening the store for the interface threw:
    /// the read-only refusal where `location` holds a database, and `error` otherwise.
    static func replacing(_ error: any Error, at location: DataLocation, dataDirOption: String?) -> any Error {
        guard case .readOnlyLocation = error as? TodoStoreError,
              access(location.databaseFile.path, F_OK) == 0
        else { return error }
        return CommandFailure(message(directory: location.directory.path, dataDirOption: dataDirOption))
    }

    static func message(directory: String, dataDirOption: String?) -> String {
        let command = "todo-tui" + (dataDirOption.map { " --data-dir \(shellWord($0))" } ?? "")
        return "\(directory) is read-only, so the interface, which saves every change as it is made, was not started. "
            + "Read the lists there with \(command) list --user NAME, or export; to change them, "
            + "copy the directory somewhere you can write and give the copy to --data-dir."
    }

    /// `text` as one word of a shell command: quoted unless it needs no quotes.
    private static func shellWord(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil || "/._-+:,@%".unicodeScalars.contains(scalar)
        }
        return plain && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
