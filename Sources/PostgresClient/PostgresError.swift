import CLibpq
import Foundation

/// What went wrong talking to a PostgreSQL server, in libpq's and the server's words.
///
/// ```swift
/// do { try connection.execute("INSERT …", [title]) }
/// catch let error as PostgresError where error.sqlState == PostgresError.insufficientPrivilege { … }
/// ```
public struct PostgresError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The server's five-character SQLSTATE, or nil when the failure was the client's or the
    /// connection's (no server answered).
    public var sqlState: String?
    /// The primary message, one line, as the server or libpq gave it.
    public var message: String
    /// The server's detail line, if it sent one.
    public var detail: String?
    /// Whether the connection is gone (the server went away, the network dropped, or it
    /// never opened): asking again needs a new connection.
    public var isConnectionLost: Bool

    public init(sqlState: String? = nil, message: String, detail: String? = nil, isConnectionLost: Bool = false) {
        self.sqlState = sqlState
        self.message = message
        self.detail = detail
        self.isConnectionLost = isConnectionLost
    }

    public var description: String {
        [message, detail].compactMap { $0 }.joined(separator: " ")
    }

    // SQLSTATEs the callers of this module tell apart.
    public static let insufficientPrivilege = "42501"
    public static let uniqueViolation = "23505"
    public static let serializationFailure = "40001"
    public static let deadlockDetected = "40P01"

    /// Reads a failed result's fields; a null result is libpq's own failure (out of memory,
    /// or the connection lost before an answer).
    init(result: OpaquePointer?, connection: OpaquePointer?, _ pq: LibPQ) {
        let lost = connection.map { pq.status($0) == CONNECTION_BAD } ?? true
        guard let result else {
            self.init(message: Self.connectionMessage(connection, pq), isConnectionLost: lost)
            return
        }
        // libpq's PG_DIAG_* codes, which are character macros Swift does not import.
        func field(_ code: Character) -> String? {
            pq.resultErrorField(result, Int32(code.asciiValue!)).map { String(cString: $0) }
        }
        let state = field("C")
        self.init(
            sqlState: state,
            message: field("M") ?? Self.connectionMessage(connection, pq),
            detail: field("D"),
            // Class 08 is a connection exception; 57P01–57P03 the server shutting down or
            // not yet accepting connections.
            isConnectionLost: lost || state?.hasPrefix("08") == true || state?.hasPrefix("57P") == true
        )
    }

    /// libpq's last message on `connection`, on one line.
    static func connectionMessage(_ connection: OpaquePointer?, _ pq: LibPQ) -> String {
        guard let connection, let text = pq.errorMessage(connection) else { return "out of memory" }
        // One line: libpq adds lines of its own ("Is the server running…?") after a tab.
        let lines = String(cString: text).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        // Each line a sentence: "…: No such file or directory. Is the server running…?"
        let message = lines.enumerated().map { index, line in
            index < lines.count - 1 && !(line.last.map { ".?!:".contains($0) } ?? true) ? line + "." : line
        }.joined(separator: " ")
        return message.isEmpty ? "the connection failed" : message
    }
}
