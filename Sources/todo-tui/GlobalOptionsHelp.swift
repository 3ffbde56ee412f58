/// What every subcommand's help ends with. `--data-dir`, `--server` and `--log-file` belong to
/// `todo-tui` itself, so they go before a subcommand's name, and the subcommand's
/// own list of options cannot show them.
enum GlobalOptionsHelp {
    /// The paragraph for the subcommand called `command`.
    static func discussion(for command: String) -> String {
        """
        --data-dir DIR, --server CONNINFO and --log-file FILE go before the subcommand's \
        name, as in todo-tui --data-dir DIR \(command) …; --data-dir keeps the todos in \
        DIR/todos.sqlite instead of $XDG_DATA_HOME/todo-tui/todos.sqlite, and --server (or \
        $TODO_TUI_SERVER) on a PostgreSQL server, where --user names a list (with --server, \
        --data-dir is where this machine's copies of the lists are kept). See todo-tui --help.
        """
    }

    /// The paragraph for `setup`, `lists`, `share` and `unshare`, which work only on a
    /// server: where it comes from.
    static func serverDiscussion(for command: String) -> String {
        """
        --server CONNINFO (or $TODO_TUI_SERVER) names the server, as in todo-tui --server \
        CONNINFO \(command) …; CONNINFO is what psql takes (host=db.example dbname=todos, or \
        postgresql://db.example/todos), or empty for libpq's defaults and PG* variables. See \
        todo-tui --help.
        """
    }
}
