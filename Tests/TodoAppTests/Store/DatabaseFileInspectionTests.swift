import Foundation
import StoreFixtures
import Testing
@testable import TodoApp

/// How a database file is judged before it is opened for writing: from its header alone
/// when it is a todo database left up to date and closed, through SQLite otherwise.
@Suite struct DatabaseFileInspectionTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    private var path: String { directory.databaseFile.path }

    /// The header of a todo database this version left closed, followed by pages SQLite
    /// cannot read: what is found shows which way the file was looked at.
    private func headerOfAClosedTodoDatabaseOverUnreadablePages() throws {
        _ = try SQLiteTodoStore(location: directory.location)
        let header = try Data(contentsOf: directory.databaseFile).prefix(100)
        try (header + Data(repeating: 0xA5, count: 8_092)).write(to: directory.databaseFile)
    }

    @Test func aTodoDatabaseLeftUpToDateAndClosedIsKnownFromItsHeader() throws {
        try headerOfAClosedTodoDatabaseOverUnreadablePages()

        #expect(try DatabaseFileInspection.inspect(path) == .upToDateByItsHeader)
        #expect(throws: TodoStoreError.self) { try DatabaseFileInspection.confirmBeforeWriting(path) }
    }

    @Test func aLogBesideTheFileALinkLeadsToIsFound() throws {
        try headerOfAClosedTodoDatabaseOverUnreadablePages()
        let elsewhere = directory.url.appendingPathComponent("elsewhere.sqlite")
        try FileManager.default.moveItem(at: directory.databaseFile, to: elsewhere)
        try FileManager.default.createSymbolicLink(at: directory.databaseFile, withDestinationURL: elsewhere)
        try Data(repeating: 0, count: 32).write(to: URL(fileURLWithPath: elsewhere.path + "-wal"))

        #expect(throws: TodoStoreError.self) { try DatabaseFileInspection.inspect(path) }
    }

    @Test(arguments: ["-wal", "-journal"])
    func aFileWithPagesBesideItIsLookedAtThroughSQLite(suffix: String) throws {
        try headerOfAClosedTodoDatabaseOverUnreadablePages()
        try Data(repeating: 0, count: 32).write(to: URL(fileURLWithPath: path + suffix))

        #expect(throws: TodoStoreError.self) { try DatabaseFileInspection.inspect(path) }
    }

    @Test func aFileAnOlderTodoTUILeftIsLookedAtThroughSQLiteAndFoundToNeedAnUpgrade() throws {
        try Release010Database.write([], to: directory.databaseFile)
        #expect(try SQLiteFileHeader(readingFrom: path).userVersion == 0)

        #expect(try DatabaseFileInspection.inspect(path) == .todoDatabase(upToDate: false))
    }
}
