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
}
