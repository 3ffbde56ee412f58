import Foundation
import Testing
@testable import TodoApp

/// A refusal to open says what is really there, and gives no advice that does not fit
/// (no "restore it from a backup" where nothing was ever read).
@Suite struct OpeningRefusalWordingTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    @Test(arguments: [false, true])
    func aDirectoryWhereTheDatabaseShouldBeIsCalledADirectory(mustExist: Bool) throws {
        let path = directory.databaseFile.path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)

        let error = #expect(throws: TodoStoreError.self) {
            try SQLiteTodoStore(location: directory.location, mustExist: mustExist)
        }
        #expect(error?.description == "\(path) is a directory, not a todo database, and was left untouched. "
            + "Move it away, or choose another place with --data-dir.")
        #expect(try FileManager.default.contentsOfDirectory(atPath: path) == [])
    }

    /// `/proc` takes no new files, even from root: creating the database there fails
    /// before anything is read, so nothing is damaged and there is nothing to restore.
    @Test func aPlaceThatTakesNoNewFilesIsNotCalledDamaged() throws {
        let location = DataLocation(directory: URL(fileURLWithPath: "/proc"))
        let error = #expect(throws: TodoStoreError.self) { try SQLiteTodoStore(location: location) }
        let description = error?.description ?? ""
        #expect(!description.contains("backup"), "\(description)")
        #expect(!description.contains("Could not read"), "\(description)")
        if getuid() == 0 {
            // Root may write to /proc's directory, so creating the file is what fails.
            #expect(description == "Could not create the database /proc/todos.sqlite: No such file or directory. "
                + "Nothing was changed; choose another place with --data-dir.")
        }
    }
}
