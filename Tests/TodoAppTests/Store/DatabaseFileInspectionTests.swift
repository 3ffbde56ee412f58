import Foundation
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

        #expect(try DatabaseFileInspection.inspect(directory.databaseFile) == .todoDatabase(upToDate: true))
    }

    @Test(arguments: ["-wal", "-journal"])
    func aFileWithPagesBesideItIsLookedAtThroughSQLite(suffix: String) throws {
        try headerOfAClosedTodoDatabaseOverUnreadablePages()
        try Data(repeating: 0, count: 32).write(to: URL(fileURLWithPath: path + suffix))

        #expect(throws: TodoStoreError.self) { try DatabaseFileInspection.inspect(directory.databaseFile) }
    }

    @Test func aFileAnOlderTodoTUILeftIsLookedAtThroughSQLiteAndFoundToNeedAnUpgrade() throws {
        try Release010Database.write([], to: directory.databaseFile)
        #expect(try SQLiteFileHeader(readingFrom: path).userVersion == 0)

        #expect(try DatabaseFileInspection.inspect(directory.databaseFile) == .todoDatabase(upToDate: false))
    }
}

@Suite struct SQLiteFileHeaderTests {
    private static let magic = Array("SQLite format 3\0".utf8)

    private static func header(userVersion: UInt32, applicationID: UInt32) -> [UInt8] {
        var bytes = magic + [UInt8](repeating: 0, count: 84)
        for (offset, value) in [(60, userVersion), (68, applicationID)] {
            for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * index)) }
        }
        return bytes
    }

    @Test func theVersionAndApplicationIDAreReadBigEndian() {
        let header = SQLiteFileHeader(bytes: Self.header(userVersion: 6, applicationID: 0x546F_446F))
        #expect(header == SQLiteFileHeader(bytes: Self.header(userVersion: 6, applicationID: 0x546F_446F)))
        #expect(header.isSQLite)
        #expect(header.userVersion == 6)
        #expect(header.applicationID == 0x546F_446F)
    }

    @Test func aFileThatDoesNotStartWithTheMagicStringIsNotSQLite() {
        let header = SQLiteFileHeader(bytes: Array("buy milk\ncall Bob\n".utf8) + [UInt8](repeating: 0, count: 100))
        #expect(!header.isSQLite)
        #expect(header.userVersion == nil)
    }

    @Test func aFileShorterThanAHeaderHasNoVersion() {
        let header = SQLiteFileHeader(bytes: Self.magic + [0, 0, 0])
        #expect(header.isSQLite)
        #expect(header.userVersion == nil)
        #expect(header.applicationID == nil)
    }
}
