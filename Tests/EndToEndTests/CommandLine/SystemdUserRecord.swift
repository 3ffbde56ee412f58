import Foundation

/// An account that only systemd's user records know, not /etc/passwd: what a user of
/// LDAP, systemd-homed or any other source /etc/nsswitch.conf names looks like to a
/// program. The record is a drop-in file (`/run/userdb/NAME.user`, and `UID.user`
/// beside it) that glibc reads through nss-systemd, with no daemon running.
///
/// Nothing of the system is changed: ``launcher`` runs the binary in a mount namespace
/// of its own, with a fresh `/run` holding the record, as the account's user, and
/// without `HOME`, as cron, `env -i` or a service start a program.
///
/// ```swift
/// let account = SystemdUserRecord(uid: 60_123, home: "/tmp/some-home")
/// try await binary.run(["list", "--user", "Ada"], home: directory, launcher: account.launcher)
/// ```
struct SystemdUserRecord {
    let name = "todo-tui-e2e"
    let uid: uid_t
    let home: String

    /// Whether such an account can be made here: as root, with `unshare`, and with
    /// nss-systemd asked for accounts (Debian's default /etc/nsswitch.conf).
    static var canBeMade: Bool {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare"),
              let nsswitch = try? String(contentsOfFile: "/etc/nsswitch.conf", encoding: .utf8)
        else { return false }
        return nsswitch.split(separator: "\n").contains { line in
            let words = line.split(whereSeparator: \.isWhitespace)
            return words.first == "passwd:" && words.contains("systemd")
        }
    }

    /// A user id /etc/passwd and /etc/group do not have, from 60,000 up.
    static func freeUserID() -> uid_t {
        var uid: uid_t = 60_000
        while getpwuid(uid) != nil || getgrgid(uid) != nil { uid += 1 }
        return uid
    }

    /// The record, in systemd's JSON user record format.
    var json: String {
        """
        {"userName":"\(name)","uid":\(uid),"gid":\(uid),"homeDirectory":"\(home)","shell":"/bin/sh","disposition":"regular"}
        """
    }

    /// `unshare` into a mount namespace of its own, a tmpfs on `/run` with the record in
    /// it, then, without `HOME`, `setpriv` to the account and the command after it. setpriv
    /// starts the command itself, as the `nobody` runs do: a checkout under a directory
    /// only root may enter (a CI clone in `mktemp -d`) is then still reachable, where a
    /// program started after the switch (`env`) was refused the binary.
    var launcher: [String] {
        let script = """
            mount -t tmpfs tmpfs /run && mkdir /run/userdb \
            && printf '%s' "$1" > /run/userdb/\(name).user && ln -s \(name).user /run/userdb/\(uid).user || exit 125
            shift
            unset HOME
            exec /usr/bin/setpriv --reuid=\(uid) --regid=\(uid) --clear-groups "$@"
            """
        return ["/usr/bin/unshare", "--mount", "--propagation", "private", "/bin/sh", "-c", script, "sh", json]
    }
}
