import Foundation

/// Reading the JSON shape of a todo, as `todo-tui export` writes it (with
/// ``TodoJSON``) and `import` reads it:
///
/// ```json
/// { "id": "…", "title": "Buy milk", "note": "", "done": true, "position": 3,
///   "priority": "high", "due": "2026-12-01", "createdAt": "…", "updatedAt": "…",
///   "completedAt": "…" }
/// ```
///
/// Only `title` is required when decoding, so a hand-written file can be as short
/// as `[{"title": "Buy milk"}]`: a missing `id` is made up, a missing `note` is
/// empty, `done` defaults to false, `position` to 0, `priority` to `"none"`, `due`
/// to no date (as does `null`), `createdAt` to now and `updatedAt` to `createdAt`.
/// An export from before priorities and due dates, without those two keys, reads the
/// same way. `completedAt` is when a done todo was done: one without it (or with
/// `null`), such as an export from before it, was done at its `updatedAt`; an open
/// todo has none, whatever the file says.
/// `priority` is one of `"high"`, `"medium"`, `"low"` and `"none"`; `due` is a day
/// written `YYYY-MM-DD`. How the times are spelled is up to the coder; ``TodoJSON``
/// uses ISO 8601.
extension Todo: Decodable {
    private enum CodingKeys: String, CodingKey {
        case id, title, note, done, position, priority, due, createdAt, updatedAt, completedAt
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let now = Date()
        let createdAt = try container.decodeIfPresent(Date.self, forKey: .createdAt) ?? now
        self.init(
            id: try container.decodeIfPresent(UUID.self, forKey: .id) ?? UUID(),
            title: try container.decode(String.self, forKey: .title),
            note: try container.decodeIfPresent(String.self, forKey: .note) ?? "",
            isDone: try container.decodeIfPresent(Bool.self, forKey: .done) ?? false,
            position: try Self.position(in: container),
            priority: try Self.priority(in: container),
            dueDate: try Self.dueDate(in: container),
            createdAt: createdAt,
            updatedAt: try container.decodeIfPresent(Date.self, forKey: .updatedAt) ?? createdAt,
            completedAt: try container.decodeIfPresent(Date.self, forKey: .completedAt)
        )
    }

    /// JSONDecoder reports a number that is not a whole one (`1.5`, `1e400`) as broken
    /// JSON with no place at all; this says which field of which todo it is.
    private static func position(in container: KeyedDecodingContainer<CodingKeys>) throws -> Int {
        do {
            return try container.decodeIfPresent(Int.self, forKey: .position) ?? 0
        } catch {
            throw DecodingError.typeMismatch(Int.self, DecodingError.Context(
                codingPath: container.codingPath + [CodingKeys.position],
                debugDescription: "Expected a whole number.",
                underlyingError: error
            ))
        }
    }

    private static func priority(in container: KeyedDecodingContainer<CodingKeys>) throws -> TodoPriority {
        let names = TodoPriority.allCases.reversed().map { "\"\($0.name)\"" }
        let expected = "Expected \(names.dropLast().joined(separator: ", ")) or \(names.last!)"
        guard let name = try word(forKey: .priority, in: container, expected: expected) else { return .none }
        guard let priority = TodoPriority(name: name) else {
            throw DecodingError.dataCorruptedError(
                forKey: .priority, in: container, debugDescription: "\(expected), found \"\(name)\"."
            )
        }
        return priority
    }

    private static func dueDate(in container: KeyedDecodingContainer<CodingKeys>) throws -> TodoDay? {
        let expected = "Expected a day such as \"2026-12-01\" or null"
        guard let text = try word(forKey: .due, in: container, expected: expected) else { return nil }
        guard let day = TodoDay(text) else {
            throw DecodingError.dataCorruptedError(
                forKey: .due, in: container, debugDescription: "\(expected), found \"\(text)\"."
            )
        }
        return day
    }

    /// The text at `key`, or nil when the key is missing or null. Anything else than
    /// text is refused with `expected`, the sentence that says what may be there.
    private static func word(
        forKey key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>, expected: String
    ) throws -> String? {
        do {
            return try container.decodeIfPresent(String.self, forKey: key)
        } catch DecodingError.typeMismatch {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "\(expected).")
        }
    }
}
