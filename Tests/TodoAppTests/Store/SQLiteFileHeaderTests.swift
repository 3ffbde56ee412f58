import Testing
@testable import TodoApp

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
