import PostgresClient

/// The tables, policies and functions todo-tui keeps in a PostgreSQL database, in the
/// schema `todo_tui`, and how `todo-tui setup` creates or upgrades them.
///
/// Each version is one script, run once, in order, in one transaction with the others
/// an upgrade needs; `todo_tui.schema_version` says which ran. Only the role that ran
/// setup (the schema's owner) may read or change that table; every role may ask
/// `todo_tui.schema_version()` which version is there.
enum ServerSchema {
    /// The version this todo-tui creates and reads.
    static let version = 3

    /// The scripts, the first for version 1.
    static let migrations = [version1, version2, version3]

    /// What setup found and did.
    struct Outcome: Hashable, Sendable {
        /// The version found before; 0 where there was no schema.
        var previousVersion: Int
        var version: Int
        /// The database and role it ran in and as.
        var database: String
        var role: String

        /// One line for the person who ran setup.
        var description: String {
            if previousVersion == version {
                return "The todo-tui schema in \(database) is up to date (version \(version)): nothing to do."
            }
            let what = previousVersion == 0
                ? "Created the todo-tui schema (version \(version))"
                : "Upgraded the todo-tui schema from version \(previousVersion) to \(version)"
            return "\(what) in \(database), owned by \(role). Every role that may connect to the database may now use it; "
                + "each sees only its own lists and those shared with it."
        }
    }

    /// Creates the schema or upgrades it to ``version``, in one transaction, and grants its
    /// use to PUBLIC. Safe to run twice, and by two at once (the second waits for the first).
    ///
    /// - Throws: ``TodoStoreError/serverSchemaIsNewer(version:server:)`` when a newer
    ///   todo-tui made the schema, and the server's refusal when the role may not create
    ///   the schema or the extensions (`pg_trgm`, `unaccent`).
    static func setUp(on connection: PostgresConnection) throws -> Outcome {
        try connection.transaction {
            // One setup at a time: the second finds what the first made.
            try connection.execute("SELECT pg_advisory_xact_lock(hashtext('todo_tui setup'))")
            let encoding = try connection.execute(
                "SELECT pg_encoding_to_char(encoding) FROM pg_database WHERE datname = current_database()"
            ).string(0, 0)
            guard encoding == "UTF8" else {
                throw TodoStoreError.serverOperationFailed(
                    action: "set up the todo-tui schema", server: connection.serverDescription,
                    reason: "the database's encoding is \(encoding); todo-tui keeps every language's text, which needs "
                        + "a UTF8 database (CREATE DATABASE todos ENCODING 'UTF8' TEMPLATE template0)."
                )
            }
            let found = try installedVersion(on: connection)
            if found > version {
                throw TodoStoreError.serverSchemaIsNewer(version: found, server: connection.serverDescription)
            }
            if found == 0 { try connection.executeScript(foundations) }
            for migration in migrations[found...] {
                try connection.executeScript(migration)
            }
            if found < version {
                try connection.execute("INSERT INTO todo_tui.schema_version (version) VALUES ($1)", [version])
            }
            let names = try connection.execute("SELECT current_database(), current_user")
            return Outcome(previousVersion: found, version: version, database: names.string(0, 0), role: names.string(0, 1))
        }
    }

    /// The schema version in the connection's database; 0 where there is none.
    static func installedVersion(on connection: PostgresConnection) throws -> Int {
        let exists = try connection.execute("SELECT to_regprocedure('todo_tui.schema_version()') IS NOT NULL")
        guard exists.bool(0, 0) else { return 0 }
        return try connection.execute("SELECT todo_tui.schema_version()").int(0, 0)
    }

    /// What every version builds on: the schema, its bookkeeping, the extensions for
    /// searching and the folding they give.
    ///
    /// `unaccent` and `pg_trgm` are trusted extensions: a role with `CREATE` on the
    /// database may add them. Where they are already installed, in whatever schema, they
    /// are used from there. `todo_tui.fold` names theirs, so that it needs no search path.
    static let foundations = #"""
        CREATE SCHEMA todo_tui;
        REVOKE ALL ON SCHEMA todo_tui FROM PUBLIC;
        GRANT USAGE ON SCHEMA todo_tui TO PUBLIC;

        CREATE TABLE todo_tui.schema_version (
            version integer NOT NULL,
            installed_at timestamptz NOT NULL DEFAULT now(),
            installed_by name NOT NULL DEFAULT current_user
        );
        REVOKE ALL ON todo_tui.schema_version FROM PUBLIC;

        CREATE FUNCTION todo_tui.schema_version() RETURNS integer LANGUAGE sql STABLE SECURITY DEFINER
        SET search_path = pg_catalog, pg_temp
        AS $$ SELECT coalesce(max(version), 0) FROM todo_tui.schema_version $$;

        CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA todo_tui;
        CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA todo_tui;

        -- Text as searches compare it: lower case, without accents, composed (NFC) first,
        -- as TodoSearch compares characters, so that "가" finds the syllable written as two
        -- jamo. Immutable, as an index needs, because the dictionary is named rather than
        -- looked up.
        DO $$
        DECLARE
            unaccent_schema name := (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'unaccent');
        BEGIN
            EXECUTE format(
                'CREATE FUNCTION todo_tui.fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS %L',
                format('SELECT lower(%I.unaccent(%L::regdictionary, normalize($1, NFC)))', unaccent_schema, format('%I.unaccent', unaccent_schema))
            );
        END $$;
        """#
}
