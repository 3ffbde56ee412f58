import Foundation
import Testing
@testable import TodoApp

/// A copy is kept only when nothing changed the files while they were copied: a copy
/// taken during a write could mix old and new pages.
@Suite struct PrivateDatabaseCopyTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    private var path: String { directory.databaseFile.path }

    private func append(_ text: String, to file: String) throws {
        let handle = try #require(FileHandle(forWritingAtPath: file))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }

    @Test func theFileAndItsLogAreCopiedIntoADirectoryOfTheirOwn() throws {
        try Data("main".utf8).write(to: directory.databaseFile)
        try Data("log".utf8).write(to: URL(fileURLWithPath: path + "-wal"))
        try Data("index".utf8).write(to: URL(fileURLWithPath: path + "-shm"))
        let copy = try PrivateDatabaseCopy(of: path)
        let copyDirectory = (copy.databasePath as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: copyDirectory).sorted() == ["todos.sqlite", "todos.sqlite-wal"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy.databasePath)) == Data("main".utf8))
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy.databasePath + "-wal")) == Data("log".utf8))
        var status = stat()
        #expect(stat(copyDirectory, &status) == 0 && status.st_mode & 0o777 == 0o700)
        copy.remove()
        #expect(!FileManager.default.fileExists(atPath: copyDirectory))
    }

    /// SQLite keeps the log beside the file a link leads to, not beside the link.
    @Test func aLinkedFileIsCopiedWithTheLogBesideWhatItLeadsTo() throws {
        let elsewhere = directory.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: false)
        try Data("main".utf8).write(to: elsewhere.appendingPathComponent("real.sqlite"))
        try Data("log".utf8).write(to: elsewhere.appendingPathComponent("real.sqlite-wal"))
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: elsewhere.path + "/real.sqlite")
        let copy = try PrivateDatabaseCopy(of: path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy.databasePath + "-wal")) == Data("log".utf8))
    }

    @Test func aFileChangedWhileItWasCopiedIsCopiedAgain() throws {
        try Data("before".utf8).write(to: directory.databaseFile)
        var attempts: [Int] = []
        let copy = try PrivateDatabaseCopy(of: path) { attempt, _ in
            attempts.append(attempt)
            if attempt == 1 { try? self.append(" and after", to: self.path) }
        }
        #expect(attempts == [1, 2])
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy.databasePath)) == Data("before and after".utf8))
    }

    /// The log changes on every commit of a list that is open.
    @Test func aLogChangedWhileItWasCopiedIsCopiedAgain() throws {
        try Data("main".utf8).write(to: directory.databaseFile)
        try Data("frame 1".utf8).write(to: URL(fileURLWithPath: path + "-wal"))
        var attempts = 0
        let copy = try PrivateDatabaseCopy(of: path) { attempt, _ in
            attempts = attempt
            if attempt == 1 { try? self.append(", frame 2", to: self.path + "-wal") }
        }
        #expect(attempts == 2)
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy.databasePath + "-wal")) == Data("frame 1, frame 2".utf8))
    }

    /// Rewritten in place with as many bytes: only the times tell.
    @Test func aFileRewrittenToTheSameSizeIsCopiedAgain() throws {
        try Data("aaaa".utf8).write(to: directory.databaseFile)
        let copy = try PrivateDatabaseCopy(of: path) { attempt, _ in
            guard attempt == 1, let handle = FileHandle(forWritingAtPath: self.path) else { return }
            try? handle.write(contentsOf: Data("bbbb".utf8))
            try? handle.close()
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy.databasePath)) == Data("bbbb".utf8))
    }

    /// A write in the same tick of the file clock as the last one would leave the times
    /// as they were: a file written a moment ago is copied once they would move.
    @Test func aFileJustWrittenIsCopiedOnlyOnceAnotherWriteWouldMoveItsTimes() throws {
        try Data("just written".utf8).write(to: directory.databaseFile)
        var waitLeft: Int64?
        _ = try PrivateDatabaseCopy(of: path) { _, _ in
            waitLeft = try? FileStamp(of: self.path)?.timeUntilTimesAreReliable(now: FileStamp.now())
        }
        #expect(waitLeft == 0)
    }

    @Test func aFileThatKeepsChangingIsRefusedAndNoCopyIsLeft() throws {
        try Data("start".utf8).write(to: directory.databaseFile)
        var copies: Set<String> = []
        let error = #expect(throws: TodoStoreError.self) {
            _ = try PrivateDatabaseCopy(of: path, attempts: 3) { _, copy in
                copies.insert(copy)
                try? self.append(".", to: self.path)
            }
        }
        #expect(error == .changedWhileCopied(path: path))
        #expect(error?.description.contains("kept changing") == true)
        #expect(copies.count == 1, "each attempt in the same place")
        #expect(copies.allSatisfy { !FileManager.default.fileExists(atPath: ($0 as NSString).deletingLastPathComponent) })
    }

    @Test func aFileThatIsGoneIsNoDatabase() {
        #expect(throws: TodoStoreError.noDatabase(path: path)) { _ = try PrivateDatabaseCopy(of: path) }
    }

    /// The kernel's file clock moves in steps of milliseconds, FAT's in two seconds.
    @Test func timesAreTrustedOnlyOnceAWriteWouldMoveThem() {
        let second: Int64 = 1_000_000_000
        let fine = FileStamp(device: 1, inode: 2, size: 3, modified: 100 * second + 5, changed: 100 * second + 5)
        #expect(fine.timeUntilTimesAreReliable(now: 100 * second + 5) == second / 10)
        #expect(fine.timeUntilTimesAreReliable(now: 101 * second) == 0)
        let coarse = FileStamp(device: 1, inode: 2, size: 3, modified: 100 * second, changed: 100 * second)
        #expect(coarse.timeUntilTimesAreReliable(now: 101 * second) == second)
        #expect(coarse.timeUntilTimesAreReliable(now: 102 * second) == 0)
    }
}
