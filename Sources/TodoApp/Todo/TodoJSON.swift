import Foundation

/// Reads and writes a list of todos as a JSON array, the format of
/// `todo-tui export --format json` and `todo-tui list --json`.
///
/// Each element has the shape described on `Todo`'s `Codable` conformance; dates
/// are ISO 8601 in UTC with milliseconds (`2025-01-31T09:30:00.250Z`), and
/// decoding also accepts them without the fraction.
///
/// ```swift
/// let data = try TodoJSON.encode(todos)
/// let again = try TodoJSON.decode(data)   // same titles, notes, flags, times
/// ```
public enum TodoJSON {
    /// Encodes `todos`, in the given order, as pretty-printed UTF-8 JSON.
    public static func encode(_ todos: [Todo]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(timestamp(for: date))
        }
        return try encoder.encode(todos)
    }

    /// Decodes a JSON array of todos.
    ///
    /// - Throws: `DecodingError` when the data is not such an array; its
    ///   description names the element and field at fault.
    public static func decode(_ data: Data) throws -> [Todo] {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            if let date = (try? withFraction.parse(text)) ?? (try? withoutFraction.parse(text)) {
                return date
            }
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Expected an ISO 8601 date such as 2025-01-31T09:30:00Z, found \"\(text)\"."
            )
        }
        return try decoder.decode([Todo].self, from: data)
    }

    /// Whether `data` is JSON at all, whatever its shape; `import` uses this to
    /// tell a JSON file from todo.txt lines.
    public static func isJSON(_ data: Data) -> Bool {
        (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
    }

    /// `date` as export writes it: ISO 8601 in UTC, to the nearest millisecond
    /// (`2025-01-31T09:30:00.893Z`).
    public static func timestamp(for date: Date) -> String {
        // The fraction is rounded by hand because ISO8601FormatStyle truncates: a
        // time read back from "…56.002Z" is a hair below it as a Double and would
        // be written out again as "…56.001Z", drifting on every round trip.
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let (seconds, fraction) = milliseconds.quotientAndRemainder(dividingBy: 1000)
        let (wholeSeconds, millisecond) = fraction < 0 ? (seconds - 1, fraction + 1000) : (seconds, fraction)
        let whole = Date(timeIntervalSince1970: TimeInterval(wholeSeconds)).formatted(withoutFraction)
        let digits = String(millisecond)
        return String(whole.dropLast()) + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
    }

    private static let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    private static let withoutFraction = Date.ISO8601FormatStyle()
}
