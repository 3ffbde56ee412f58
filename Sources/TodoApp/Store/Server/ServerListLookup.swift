import PostgresClient

/// Finds lists by name as the connection's role may see them, and makes the role's own.
enum ServerListLookup {
    private static let columns = """
        SELECT l.id, l.name, l.owner, l.owner = current_user OR coalesce(s.can_write, false), l.owner = current_user
        FROM todo_tui.lists l LEFT JOIN todo_tui.shares s ON s.list_id = l.id AND s.grantee = current_user
        """

    /// The list `name` opens: the role's own of that name first, else the one shared with
    /// it of that name (and owner, if the name gives one). Several shared lists of one name
    /// and no owner given open none: the prompt names them with their owners.
    static func find(_ name: ServerListName, on db: PostgresConnection) throws -> ServerList? {
        let result = try db.execute("""
            \(columns)
            WHERE l.name_key = lower(normalize($1, NFC)) AND ($2::name IS NULL OR l.owner = $2::name)
            ORDER BY l.owner = current_user DESC, l.owner
            """, [name.name, name.owner])
        let found = lists(result)
        if let own = found.first(where: \.isOwn) { return own }
        return found.count == 1 ? found[0] : nil
    }

    /// The list `name` opens, or a new one the role owns. A name with another owner that
    /// opens nothing is refused: a role makes only its own lists.
    static func findOrMake(_ name: ServerListName, on db: PostgresConnection) throws -> ServerList {
        if let found = try find(name, on: db) { return found }
        let role = try db.execute("SELECT current_user").string(0, 0)
        if let owner = name.owner, owner != role {
            throw TodoStoreError.noSuchList(name: ServerListName.joined(name.name, owner: owner))
        }
        // Two clients making the same list at once: the second finds the first's.
        try db.execute("INSERT INTO todo_tui.lists (name) VALUES ($1) ON CONFLICT (owner, name_key) DO NOTHING", [name.name])
        guard let made = try find(ServerListName(name.name), on: db), made.isOwn else {
            throw TodoStoreError.noSuchList(name: name.name)
        }
        return made
    }

    /// Every list the role may open, its own first.
    static func all(on db: PostgresConnection) throws -> [ServerList] {
        lists(try db.execute("\(columns) ORDER BY l.owner = current_user DESC, l.owner, l.name_key"))
    }

    private static func lists(_ result: PostgresResult) -> [ServerList] {
        (0..<result.count).map { row in
            ServerList(
                id: Int64(result.int(row, 0)), name: result.string(row, 1), owner: result.string(row, 2),
                canWrite: result.bool(row, 3), isOwn: result.bool(row, 4)
            )
        }
    }
}
