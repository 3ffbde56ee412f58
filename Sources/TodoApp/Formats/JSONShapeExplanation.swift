import Foundation

/// Where JSON that parsed differs from the shape of a todo list, and how, in a few
/// words for a person: `todo 2, "done" should be true or false`.
///
/// `DecodingError`'s own descriptions speak of Swift types ("Expected to decode
/// Array<Any> but found a dictionary instead"); these speak of JSON.
struct JSONShapeExplanation: CustomStringConvertible {
    let description: String

    init(_ error: DecodingError) {
        switch error {
        case .keyNotFound(let key, let context):
            description = "\(Self.place(context.codingPath)) has no \"\(key.stringValue)\""
        case .typeMismatch(let type, let context):
            description = "\(Self.place(context.codingPath)) should be \(Self.kind(type, at: context.codingPath))"
        case .valueNotFound(let type, let context):
            description = "\(Self.place(context.codingPath)) should be \(Self.kind(type, at: context.codingPath)), not null"
        case .dataCorrupted(let context) where context.codingPath.last?.stringValue == "id":
            description = "\(Self.place(context.codingPath)) should be a UUID such as \"\(Self.sampleID)\""
        case .dataCorrupted(let context):
            let detail = context.debugDescription
            description = "\(Self.place(context.codingPath)): \(detail.hasSuffix(".") ? String(detail.dropLast()) : detail)"
        @unknown default:
            description = "\(error)"
        }
    }

    private static let sampleID = "0B7E4A9C-5D21-4F3A-9E6B-2C8D1F0A7B34"

    /// "the top level", or `todo 3, "done"`.
    private static func place(_ path: [any CodingKey]) -> String {
        let steps = path.map { $0.intValue.map { "todo \($0 + 1)" } ?? "\"\($0.stringValue)\"" }
        return steps.isEmpty ? "the top level" : steps.joined(separator: ", ")
    }

    /// What JSON value a Swift type is read from.
    private static func kind(_ type: Any.Type, at path: [any CodingKey]) -> String {
        switch type {
        case is String.Type: return "text in quotes"
        case is Bool.Type: return "true or false"
        case is Int.Type: return "a whole number"
        case is Date.Type: return "a date in quotes"
        case is UUID.Type: return "a UUID in quotes"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") {
                return path.isEmpty ? "an array of todos, [{\"title\": …}, …]" : "an array"
            }
            if name.hasPrefix("Dictionary") || type is Todo.Type {
                return "an object such as {\"title\": …}"
            }
            return "a \(name)"
        }
    }
}
