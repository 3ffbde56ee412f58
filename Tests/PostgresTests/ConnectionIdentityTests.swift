import Glibc
import PostgresClient
import Testing

/// Who connects where, read from a connection string without connecting: what a machine's
/// copies of a server's lists are kept by.
@Suite struct ConnectionIdentityTests {
    private var login: String {
        String(cString: getpwuid(geteuid())!.pointee.pw_name)
    }

    @Test func keywordsAndAURINameTheSameRoleHostPortAndDatabase() {
        #expect(PostgresConnection.identity("host=db.example port=5433 dbname=todos user=grace", environment: [:])
            == "grace@db.example:5433/todos")
        #expect(PostgresConnection.identity("postgresql://grace@db.example:5433/todos", environment: [:])
            == "grace@db.example:5433/todos")
    }

    @Test func whatTheStringLeavesOutComesFromTheVariablesThenLibpqsDefaults() {
        #expect(PostgresConnection.identity("dbname=todos", environment: ["PGHOST": "db.example", "PGUSER": "ada"])
            == "ada@db.example:5432/todos")
        #expect(PostgresConnection.identity("", environment: [:]) == "\(login)@socket:5432/\(login)",
                "the login name, this machine's socket, 5432, a database named as the role")
    }

    @Test func aServiceIsPartOfWhoConnectsWhere() {
        #expect(PostgresConnection.identity("service=work", environment: ["PGUSER": "ada"]) == "service=work,ada@socket:5432/ada")
    }
}
