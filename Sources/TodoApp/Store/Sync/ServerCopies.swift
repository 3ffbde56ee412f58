import Foundation
import Logging
import Synchronization

/// This machine's copies of one server's lists (as one role sees them): a todo database
/// per list, in a directory named by the list's id, since the server keeps todo ids per
/// list and one todo database keeps each id once. The interface and the sync each open a
/// list's database on a connection of their own, so that each sees the other's commits as
/// another program's (and the interface's change signal watches only that list's files).
final class ServerCopies: Sendable {
    /// `servers/<role@host:port/database>/` under the data directory.
    let root: DataLocation
    private let logger: Logger
    private let newChangeID: @Sendable () -> UUID
    private let opened = Mutex<[Int64: (interface: LocalCopy, sync: LocalCopy)]>([:])

    /// `newChangeID` gives the id of each change made to a copy (see ``LocalCopy/newChangeID``).
    init(root: DataLocation, logger: Logger, newChangeID: @escaping @Sendable () -> UUID = { UUID() }) {
        self.root = root
        self.logger = logger
        self.newChangeID = newChangeID
    }

    /// Where the copy of list `id` is.
    func location(of id: Int64) -> DataLocation {
        DataLocation(directory: root.directory.appendingPathComponent(String(id), isDirectory: true))
    }

    /// The copy of list `id` as the interface reads and changes it, made the first time
    /// unless `making` is false (for looking through the copies there are).
    func interfaceCopy(of id: Int64, making: Bool = true) throws -> LocalCopy {
        try copies(of: id, making: making).interface
    }

    /// The copy of list `id` as its sync writes it.
    func syncCopy(of id: Int64) throws -> LocalCopy {
        try copies(of: id).sync
    }

    private func copies(of id: Int64, making: Bool = true) throws -> (interface: LocalCopy, sync: LocalCopy) {
        try opened.withLock { opened in
            if let known = opened[id] { return known }
            let location = location(of: id)
            let made = (
                interface: LocalCopy(
                    store: try SQLiteTodoStore(location: location, mustExist: !making, logger: logger), newChangeID: newChangeID
                ),
                sync: LocalCopy(store: try SQLiteTodoStore(location: location, mustExist: !making, logger: logger))
            )
            opened[id] = made
            return made
        }
    }

    /// The ids of the lists copied here (whose copy has a database).
    func copiedListIDs() -> [Int64] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.directory.path)) ?? []
        return names.compactMap(Int64.init).filter { id in
            FileManager.default.fileExists(atPath: location(of: id).databasePath)
        }
    }

    /// Every list copied here, as the copy last heard of it.
    func allCopied() async -> [CopiedList] {
        var lists: [CopiedList] = []
        for id in copiedListIDs() {
            if let copied = try? await interfaceCopy(of: id, making: false).copiedList(serverListID: id) { lists.append(copied) }
        }
        return lists
    }

    /// The copy of the list `name` opens, as the server would open it: the role's own list
    /// of that name first, else the only one of that name shared with it.
    func copiedList(named name: ServerListName) async -> CopiedList? {
        var found: [CopiedList] = []
        for id in copiedListIDs() {
            if let copied = try? await interfaceCopy(of: id, making: false).copiedList(named: name) { found.append(copied) }
        }
        if let own = found.first(where: \.list.isOwn) { return own }
        return found.count == 1 ? found[0] : nil
    }

    /// The lists with changes waiting for the server.
    func withUnsentChanges() async -> [CopiedList] {
        var lists: [CopiedList] = []
        for copied in await allCopied() where (try? await interfaceCopy(of: copied.list.id).unsentCount(in: copied)) ?? 0 > 0 {
            lists.append(copied)
        }
        return lists
    }

    /// How many changes to any list wait for the server.
    func unsentCount() async -> Int {
        var count = 0
        for copied in await allCopied() {
            count += (try? await interfaceCopy(of: copied.list.id).unsentCount(in: copied)) ?? 0
        }
        return count
    }
}
