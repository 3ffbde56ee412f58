import Foundation
import PostgresClient
import PostgresTesting
import Testing

/// The libpq wrapper: values only ever travel as parameters and come back as they went,
/// and what fails is said on one line.
@Suite struct PostgresConnectionTests {
    @Test func aConnectionThatFailsSaysWhyOnOneLine() throws {
        let error = #expect(throws: PostgresError.self) {
            try PostgresConnection(connectingTo: "host=127.0.0.1 port=1 dbname=x connect_timeout=5")
        }
        let message = try #require(error).message
        #expect(message.contains("Connection refused"), "\(message)")
        #expect(!message.contains("\n") && !message.contains("\t"), "\(message)")
        #expect(error?.isConnectionLost == true)
    }

    @Test func textAndTextArraysComeBackAsTheyWentWhateverTheyHold() async throws {
        let connection = try PostgresConnection(connectingTo: try await PostgresCluster.shared.connectionString)
        let awkward = ["'; DROP TABLE x; --", "back\\slash", "\"quoted\"", "a,b", "{braces}", "NULL", "", " spaced ", "100%_", "日本 😀"]
        for text in awkward {
            #expect(try connection.execute("SELECT $1::text", [text]).string(0, 0) == text)
        }
        let elements = try connection.execute("SELECT unnest($1::text[])", [PostgresTextArray(awkward)])
        #expect((0..<elements.count).map { elements.string($0, 0) } == awkward)
        #expect(try connection.execute("SELECT $1::text", ["nul\u{0}after"]).string(0, 0) == "nul\u{FFFD}after", "PostgreSQL's text holds no U+0000")
    }

    @Test func aPreparedStatementIsPreparedOnceAndRunsWithEachRunsParameters() async throws {
        let connection = try PostgresConnection(connectingTo: try await PostgresCluster.shared.connectionString)
        #expect(try connection.execute(prepared: "doubled", "SELECT $1::int * 2", [2]).int(0, 0) == 4)
        #expect(try connection.execute(prepared: "doubled", "SELECT $1::int * 2", [21]).int(0, 0) == 42)
        let kept = try connection.execute("SELECT statement FROM pg_prepared_statements WHERE name = 'doubled'")
        #expect(kept.count == 1)
        #expect(kept.string(0, 0) == "SELECT $1::int * 2")
        #expect(throws: PostgresError.self) { try connection.execute(prepared: "broken", "SELECT FROM nowhere") }
        #expect(throws: PostgresError.self, "a statement that failed to prepare is not taken as prepared") {
            try connection.execute(prepared: "broken", "SELECT FROM nowhere")
        }
    }
}
