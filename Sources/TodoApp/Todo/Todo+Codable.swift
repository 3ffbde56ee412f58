import Foundation

/// Reading the JSON shape of a todo, as `todo-tui export` writes it (with
/// ``TodoJSON``) and `import` reads it:
///
/// ```json
/// { "id": "…", "title": "Buy milk", "note": "", "done": false,
///   "position": 3, "createdAt": "…", "updatedAt": "…" }
/// ```
///
/// Only `title` is required when decoding, so a hand-written file can be as short
/// as `[{"title": "Buy milk"}]`: a missing `id` is made up, a missing `note` is
/// empty, `done` defaults to false, `position` to 0 and the dates to now.
/// How dates are spelled is up to the coder; ``TodoJSON`` uses ISO 8601.
extension Todo: Decodable {
    private enum CodingKeys: String, CodingKey {
        case id, title, note, done, position, createdAt, updatedAt
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
            createdAt: createdAt,
            updatedAt: try container.decodeIfPresent(Date.self, forKey: .updatedAt) ?? createdAt
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
}
