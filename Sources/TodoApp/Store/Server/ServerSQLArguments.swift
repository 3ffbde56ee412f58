import PostgresClient

/// The parameters of one statement, numbered as they are bound: a piece of SQL binds its
/// values and gets back the `$n` to write where each goes.
struct ServerSQLArguments {
    private(set) var values: [any PostgresParameter] = []

    /// The placeholder for `value`, which is sent with the statement.
    mutating func bind(_ value: any PostgresParameter) -> String {
        values.append(value)
        return "$\(values.count)"
    }
}
