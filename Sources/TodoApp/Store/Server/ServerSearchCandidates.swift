import Foundation

/// What the trigram index said of one reader's search (see ``ServerQueryReader``), kept
/// for the reader's other pages and counts. A reader's work runs on its connection's one
/// queue, so nothing else touches it meanwhile.
final class ServerSearchCandidates {
    struct Found {
        /// The candidates' ids; nil when there were too many to look up.
        var few: [Todo.ID]?
    }

    /// Nil until asked.
    var found: Found?

    /// The ids of a `uuid[]` as the server writes it (`{1b2c…,3d4e…}`).
    static func ids(in array: String) -> [Todo.ID] {
        array.trimmingCharacters(in: CharacterSet(charactersIn: "{}")).split(separator: ",").compactMap { UUID(uuidString: String($0)) }
    }
}
