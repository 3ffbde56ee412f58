import Foundation
import Testing

/// todo-tui asks the system for the user's account as every program does, through
/// whatever sources /etc/nsswitch.conf names, so that without `HOME` the todos of a user
/// whose account is not in /etc/passwd (LDAP, systemd) go in that user's home too.
@Suite(.leavesNothingBehind) struct AccountSourceTests {
    @Test(.enabled(if: SystemdUserRecord.canBeMade, "needs root, unshare, and nss-systemd for passwd in /etc/nsswitch.conf"))
    func withoutHomeTheTodosOfAnAccountOnlySystemdKnowsGoInItsHome() async throws {
        let sandbox = try CommandLineSandbox()
        let home = sandbox.directory.appending("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: false)
        let account = SystemdUserRecord(uid: SystemdUserRecord.freeUserID(), home: home.path)
        chown(home.path, account.uid, account.uid)
        let run = { (arguments: [String]) in
            try await sandbox.binary.run(arguments, home: sandbox.directory.url, launcher: account.launcher)
        }

        let added = try await run(["add", "--user", "Ada", "Pay rent"])
        #expect(added.status == 0, "\(added.errorOutput)")
        let database = home.appendingPathComponent(".local/share/todo-tui/todos.sqlite").path
        #expect(FileManager.default.fileExists(atPath: database))
        let listed = try await run(["list", "--user", "Ada"])
        #expect(listed.outputLines == ["[ ] Pay rent"], "\(listed.errorOutput)")
    }
}
