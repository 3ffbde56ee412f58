import Foundation
import Testing

/// `list` and `export` read a copy of the data directory that the user may not write, a
/// backup say, and change nothing in it; the interface, which writes, refuses it and says
/// how to read it.
///
/// Root writes through permissions, so when the tests run as root the binary runs as
/// `nobody` here (see ``TodoTUIBinary/run(_:input:home:environment:asUnprivilegedUser:)``).
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

    private func readBackup(_ arguments: String...) async throws -> ProcessResult {
        try await sandbox.binary.run(["--data-dir", backup] + arguments, home: sandbox.directory.url, asUnprivilegedUser: true)
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
    /// `-wal` file, which SQLite reads with the `-shm` beside it; without the `-shm`, the
    /// copy is refused rather than read without those changes.
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
        let withoutIndex = try await readBackup("list", "--user", "Ada")
        #expect(withoutIndex.status == 1)
        #expect(withoutIndex.output.isEmpty, "never the list without its last changes: \(withoutIndex.output)")
        #expect(withoutIndex.errorOutput.hasPrefix("Error: Cannot read \(backup)/todos.sqlite where it is: "), "\(withoutIndex.errorOutput)")
        #expect(withoutIndex.errorOutput.contains("copy its directory somewhere you can write"))
    }

    /// Its owner could be changing it while it is read, and reading without SQLite's
    /// files beside it takes no locks: refused, with what to do. Only as root, where the
    /// binary runs as another user than the directory's owner.
    @Test(.enabled(if: getuid() == 0, "needs a directory another user may write"))
    func aDirectoryItsOwnerMayWriteIsRefusedWithWhatToDo() async throws {
        try await sandbox.succeeding("add", "--user", "Ada", "Buy milk")
        try copyToBackup(directoryMode: 0o755)
        let result = try await readBackup("list", "--user", "Ada")
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput == "Error: Cannot read \(backup)/todos.sqlite where it is: this user may not create "
            + "files in its directory, which SQLite needs to read it safely while its owner may be changing it. "
            + "It was left untouched; copy its directory somewhere you can write and give the copy to --data-dir.\n")
        #expect(try backupFiles() == ["todos.sqlite"])
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
