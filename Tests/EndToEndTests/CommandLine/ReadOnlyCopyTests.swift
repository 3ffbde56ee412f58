import Foundation
import StoreFixtures
import TerminalTesting
import Testing
import TodoApp

/// `list` and `export` read a copy of the data directory that the user may not write, a
/// backup say, and change nothing in it; the interface, which writes, refuses it and says
/// how to read it.
///
/// Root writes through permissions, so when the tests run as root the binary runs as
/// `nobody` here (see ``TodoTUIBinary/run(_:input:home:environment:asUnprivilegedUser:)``),
/// except where root's own reading is tested. Each run is given a temporary directory of
/// its own (`TMPDIR`), where a private copy of the database is read; the tests check that
/// the run removed it.
@Suite(.leavesNothingBehind) struct ReadOnlyCopyTests {
    let sandbox: CommandLineSandbox

    init() throws {
        sandbox = try CommandLineSandbox()
    }

    private var backup: String { sandbox.directory.appending("backup").path }

    /// Copies `files` of the data directory into ``backup``, and makes the copy read-only
    /// for everyone (files 444, directory 555) unless `directoryMode` says otherwise.
    private func copyToBackup(_ files: [String] = ["todos.sqlite"], directoryMode: mode_t = 0o555) throws {
        try FileManager.default.createDirectory(atPath: backup, withIntermediateDirectories: false)
        for file in files {
            try FileManager.default.copyItem(atPath: sandbox.dataDirectory + "/" + file, toPath: backup + "/" + file)
            chmod(backup + "/" + file, 0o444)
        }
        chmod(backup, directoryMode)
    }

    /// Gives the copy back to the test, which removes it with the sandbox.
    private func makeBackupWritable() {
        chmod(backup, 0o755)
    }

    /// Runs `todo-tui --data-dir <backup> arguments…` as `nobody` (when the tests run as
    /// root) or, `asRoot`, as root; and checks that it left nothing in its `TMPDIR`.
    private func readBackup(
        _ arguments: String..., asRoot: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> ProcessResult {
        let temporary = sandbox.directory.appending("tmp").path
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        chmod(temporary, 0o1777)
        let result = try await sandbox.binary.run(
            ["--data-dir", backup] + arguments, home: sandbox.directory.url, environment: ["TMPDIR": temporary],
            asUnprivilegedUser: !asRoot
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary) == [], "a copy left behind", sourceLocation: sourceLocation)
        return result
    }

    /// Writes a database as todo-tui 0.1.0 left it into ``backup``, read-only (file 444,
    /// directory 555): what every backup made before 0.3.0 holds.
    private func writeOlderBackup() throws {
        try FileManager.default.createDirectory(atPath: backup, withIntermediateDirectories: false)
        let created = Date(timeIntervalSinceReferenceDate: 800_000_000)
        try Release010Database.write([
            .init(user: "Ada", todo: Todo(title: "Pay rent", isDone: true, position: 0, createdAt: created)),
            .init(user: "Ada", todo: Todo(title: "Buy milk", note: "oat", position: 1, createdAt: created)),
        ], to: URL(fileURLWithPath: backup + "/todos.sqlite"))
        chmod(backup + "/todos.sqlite", 0o444)
        chmod(backup, 0o555)
    }

    private func backupBytes() throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: backup + "/todos.sqlite"))
    }

    private func backupFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: backup).sorted()
    }

    @Test func listAndExportReadACopyNoOneMayWriteAndChangeNothingThere() async throws {
        let id = try await sandbox.succeeding("add", "--user", "Ada", "Pay rent", "--priority", "high").output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        try await sandbox.succeeding("add", "--user", "Ada", "Buy milk", "--note", "oat")
        try await sandbox.succeeding("done", "--user", "Ada", String(id.prefix(8)))
        try copyToBackup()
        defer { makeBackupWritable() }
        let bytesBefore = try Data(contentsOf: URL(fileURLWithPath: backup + "/todos.sqlite"))

        let list = try await readBackup("list", "--user", "ada")
        #expect(list.status == 0, "\(list.errorOutput)")
        #expect(list.outputLines == ["[x] !!! Pay rent", "[ ] Buy milk"])
        #expect(list.standardError.isEmpty, "\(list.errorOutput)")

        let json = try await readBackup("export", "--user", "Ada")
        #expect(json.status == 0, "\(json.errorOutput)")
        #expect(json.output.contains("\"note\" : \"oat\""), "\(json.output)")

        let todoTxt = try await readBackup("export", "--user", "Ada", "--format", "todotxt")
        #expect(todoTxt.status == 0, "\(todoTxt.errorOutput)")
        #expect(todoTxt.output.contains("Pay rent"))

        let stranger = try await readBackup("list", "--user", "Grace")
        #expect(stranger.status == 0)
        #expect(stranger.errorOutput == "todo-tui: Grace has no todos yet.\n")

        #expect(try backupFiles() == ["todos.sqlite"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: backup + "/todos.sqlite")) == bytesBefore)
    }

    /// A copy made while the app had the list open keeps the last changes in its
    /// `-wal` file, which SQLite reads with the `-shm` beside it; without the `-shm`,
    /// which SQLite cannot make there, a private copy of both is read: never the list
    /// without its last changes.
    @Test func aCopyOfAnOpenListIsReadWithTheChangesItsLogHolds() async throws {
        try await sandbox.succeeding("add", "--user", "Ada", "Before")
        let app = try await TmuxSession(
            command: "HOME=\(sandbox.directory.url.path) \(sandbox.binary.url.path) --data-dir \(sandbox.dataDirectory)"
        )
        await app.waitFor("What's your name?")
        try await app.type("Ada")
        try await app.press("Enter")
        await app.waitFor("[ ] Before")
        try await sandbox.succeeding("add", "--user", "Ada", "While open")
        await app.waitFor("[ ] While open")
        let files = ["todos.sqlite", "todos.sqlite-wal", "todos.sqlite-shm"]
        try #require(files.allSatisfy { FileManager.default.fileExists(atPath: sandbox.dataDirectory + "/" + $0) })
        try copyToBackup(files)
        defer { makeBackupWritable() }
        try await app.press("C-c")
        #expect(await app.waitForExit() == 0)

        let list = try await readBackup("list", "--user", "Ada")
        #expect(list.status == 0, "\(list.errorOutput)")
        #expect(list.outputLines == ["[ ] Before", "[ ] While open"])

        chmod(backup, 0o755)
        try FileManager.default.removeItem(atPath: backup + "/todos.sqlite-shm")
        chmod(backup, 0o555)
        let bytesBefore = try ["todos.sqlite", "todos.sqlite-wal"].map { try Data(contentsOf: URL(fileURLWithPath: backup + "/" + $0)) }
        let withoutIndex = try await readBackup("list", "--user", "Ada")
        #expect(withoutIndex.status == 0, "\(withoutIndex.errorOutput)")
        #expect(withoutIndex.outputLines == ["[ ] Before", "[ ] While open"])
        #expect(withoutIndex.standardError.isEmpty, "\(withoutIndex.errorOutput)")
        #expect(try backupFiles() == ["todos.sqlite", "todos.sqlite-wal"])
        #expect(try ["todos.sqlite", "todos.sqlite-wal"].map { try Data(contentsOf: URL(fileURLWithPath: backup + "/" + $0)) } == bytesBefore)
    }

    /// Its owner could be changing it while it is read, and this user cannot make the
    /// files SQLite reads safely with: a private copy is read, made while the file did not
    /// change. Only as root, where the binary runs as another user than the directory's owner.
    @Test(.enabled(if: getuid() == 0, "needs a directory another user may write"))
    func aDirectoryItsOwnerMayWriteIsReadFromACopy() async throws {
        try await sandbox.succeeding("add", "--user", "Ada", "Buy milk")
        try copyToBackup(directoryMode: 0o755)
        let bytesBefore = try backupBytes()
        let result = try await readBackup("list", "--user", "Ada")
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.outputLines == ["[ ] Buy milk"])
        #expect(result.standardError.isEmpty, "\(result.errorOutput)")
        #expect(try backupFiles() == ["todos.sqlite"])
        #expect(try backupBytes() == bytesBefore)
    }

    /// Every backup made before 0.3.0 holds a database an older todo-tui wrote: it is read
    /// through a private copy brought up to date, and the backup is left byte for byte.
    @Test func anOlderDatabaseInABackupIsReadAndLeftAsItWas() async throws {
        try writeOlderBackup()
        defer { makeBackupWritable() }
        let bytesBefore = try backupBytes()
        let notice = "todo-tui: \(backup)/todos.sqlite was written by an older todo-tui: reading an upgraded copy "
            + "of it, and leaving it as it is; a long list takes a few seconds…\n"

        let list = try await readBackup("list", "--user", "ada")
        #expect(list.status == 0, "\(list.errorOutput)")
        #expect(list.outputLines == ["[x] Pay rent", "[ ] Buy milk"])
        #expect(list.errorOutput == notice)

        let json = try await readBackup("export", "--user", "Ada")
        #expect(json.status == 0, "\(json.errorOutput)")
        #expect(json.output.contains("\"note\" : \"oat\""), "\(json.output)")

        let todoTxt = try await readBackup("export", "--user", "Ada", "--format", "todotxt")
        #expect(todoTxt.status == 0, "\(todoTxt.errorOutput)")
        #expect(todoTxt.output.contains("Buy milk"), "\(todoTxt.output)")

        #expect(try backupFiles() == ["todos.sqlite"])
        #expect(try backupBytes() == bytesBefore)
    }

    /// Permissions do not stop root, but `list` and `export` write nothing even so: not
    /// the upgrade an older database would need, nor SQLite's files beside it.
    @Test(.enabled(if: getuid() == 0, "needs root"))
    func rootsListOfABackupChangesNothingInIt() async throws {
        try writeOlderBackup()
        defer { makeBackupWritable() }
        let bytesBefore = try backupBytes()
        let list = try await readBackup("list", "--user", "Ada", asRoot: true)
        #expect(list.status == 0, "\(list.errorOutput)")
        #expect(list.outputLines == ["[x] Pay rent", "[ ] Buy milk"])
        let export = try await readBackup("export", "--user", "Ada", asRoot: true)
        #expect(export.status == 0, "\(export.errorOutput)")
        #expect(try backupFiles() == ["todos.sqlite"])
        #expect(try backupBytes() == bytesBefore, "root upgraded the backup in place")
    }

    /// Not "damaged, restore it from a backup": the file is fine, only not this user's
    /// to read.
    @Test func aDatabaseThisUserMayNotReadIsCalledThatNotDamaged() async throws {
        try await sandbox.succeeding("add", "--user", "Ada", "Buy milk")
        try copyToBackup(directoryMode: 0o555)
        defer { makeBackupWritable() }
        chmod(backup + "/todos.sqlite", 0o000)
        let result = try await readBackup("list", "--user", "Ada")
        #expect(result.status == 1)
        #expect(result.errorOutput == "Error: This user may not read \(backup)/todos.sqlite (permission denied); "
            + "it was left untouched. Ask its owner to let you read it, or choose another place with --data-dir.\n")
    }

    @Test func theInterfaceRefusesAReadOnlyCopyAndSaysHowToReadIt() async throws {
        try await sandbox.succeeding("add", "--user", "Ada", "Buy milk")
        try copyToBackup()
        defer { makeBackupWritable() }
        // Standard input is not a terminal here: the refusal comes before the terminal is
        // looked at, so before the screen would be taken.
        let result = try await readBackup()
        #expect(result.status == 1)
        #expect(result.errorOutput == "Error: \(backup) is read-only, so the interface, which saves every change as it "
            + "is made, was not started. Read the lists there with todo-tui --data-dir \(backup) list --user NAME, "
            + "or export; to change them, copy the directory somewhere you can write and give the copy to --data-dir.\n")
        #expect(try backupFiles() == ["todos.sqlite"])
    }

    @Test func changingACopyNoOneMayWriteIsRefused() async throws {
        try await sandbox.succeeding("add", "--user", "Ada", "Buy milk")
        try copyToBackup()
        defer { makeBackupWritable() }
        let result = try await readBackup("add", "--user", "Ada", "More")
        #expect(result.status == 1)
        #expect(result.errorOutput.contains("Cannot write to \(backup): it is read-only"))
        #expect(try backupFiles() == ["todos.sqlite"])
    }
}
