import Testing

/// The end-to-end tests on a PostgreSQL server, run one at a time. Each runs the binary,
/// `psql` and tmux many times against the server; run side by side, beside the store's own
/// server tests, they took enough of the two cores that workflow tests with deadlines
/// running at the same time missed theirs (LongListFlowTests, twice in a full `make test`).
@Suite(.serialized) enum ServerEndToEndTests {}
