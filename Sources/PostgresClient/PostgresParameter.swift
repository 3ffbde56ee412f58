import Foundation

/// A value sent to the server as a query parameter, in PostgreSQL's text form: never
/// spliced into the SQL, so a title is only ever a title.
///
/// ```swift
/// try connection.execute("UPDATE todo SET title = $1 WHERE id = $2", [title, id])
/// ```
public protocol PostgresParameter: Sendable {
    /// The text the server parses by the parameter's type; nil for NULL.
    var postgresText: String? { get }
}

extension String: PostgresParameter {
    /// PostgreSQL's text holds no U+0000, which ends a C string: it becomes U+FFFD rather
    /// than cutting the text short.
    public var postgresText: String? {
        contains("\u{0}") ? replacingOccurrences(of: "\u{0}", with: "\u{FFFD}") : self
    }
}

extension Int: PostgresParameter {
    public var postgresText: String? { String(self) }
}

extension Int64: PostgresParameter {
    public var postgresText: String? { String(self) }
}

extension Double: PostgresParameter {
    /// Swift's shortest text that reads back as the same number, so a value survives the
    /// round trip exactly.
    public var postgresText: String? { "\(self)" }
}

extension Bool: PostgresParameter {
    public var postgresText: String? { self ? "t" : "f" }
}

extension UUID: PostgresParameter {
    public var postgresText: String? { uuidString }
}

extension Optional: PostgresParameter where Wrapped: PostgresParameter {
    public var postgresText: String? { self?.postgresText }
}

/// An array parameter in the server's array syntax, every element quoted and a nil one
/// `NULL`; cast it to the array type it is (`$1::date[]`). Its elements are parameters
/// themselves, so an array of optionals holds NULLs where they are nil.
///
/// ```swift
/// try connection.execute("SELECT unnest($1::date[])", [PostgresArray(days.map(\.?.description))])
/// ```
public struct PostgresArray: PostgresParameter {
    public var elements: [any PostgresParameter]

    public init(_ elements: [any PostgresParameter]) {
        self.elements = elements
    }

    public var postgresText: String? {
        let quoted = elements.map { element -> String in
            guard let text = element.postgresText else { return "NULL" }
            let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            return "\"\(escaped)\""
        }
        return "{" + quoted.joined(separator: ",") + "}"
    }
}

/// A text array parameter (`text[]`), in the server's array syntax, every element quoted.
public struct PostgresTextArray: PostgresParameter {
    public var elements: [String]

    public init(_ elements: [String]) {
        self.elements = elements
    }

    public var postgresText: String? {
        PostgresArray(elements).postgresText
    }
}
