import Foundation
import GRDB

/// The todos the trigram index says may hold every word of a search: a superset of
/// those that do, as a subquery of their keys, to be checked against the words
/// themselves.
///
/// - Words of three characters or more: the todos holding every trigram of every such
///   word (`"tod" AND "odo" AND "caf" AND "afe"`), each quoted so that the text is
///   taken literally; shorter words are left to the check. The index keeps no
///   positions, so this cannot ask for the trigrams in a row; the check does.
/// - Only words of one or two characters: the todos with a trigram that starts with the
///   longest of them, found among the index's terms (`todo_search_terms`); the padding
///   after each field (see ``SearchText``) makes every occurrence the start of a
///   trigram.
///
/// A word holding U+0000 leaves no candidates (FTS5 reads a query as a C string), nor
/// does the index hold what follows a U+0000 in a todo: such a todo is marked
/// (``holdsZero``) and is a candidate of every search.
struct SearchCandidates {
    /// `SELECT … AS key`, the candidates' keys.
    let sql: String
    let arguments: StatementArguments
    /// The same keys, some more than once: a `UNION` that drops the repeats reads every
    /// candidate before the first comes out, a million for a text like "w", where
    /// ``count(upTo:in:)`` needs no more than the limit.
    private let repeatingSQL: String

    /// The mark the index holds for a todo whose text holds a U+0000, which FTS5 reads
    /// no further than: such a todo is a candidate of every search.
    static let holdsZero = "\u{2}\u{2}\u{2}"

    /// At most this many candidates are looked up one by one; past it, a search reads
    /// the list in order instead (see `TodoQueryReader`).
    static let lookupLimit = 4_000

    /// The most trigrams asked for: a long text's trigrams, spread over it, find few
    /// enough candidates, and each more costs a read of its list in the index.
    static let trigramLimit = 12

    /// The candidates for `words`, each folded as the search text table keeps texts;
    /// nil when there are none to look up (no words, or one holding U+0000).
    init?(words: [String]) {
        let scalars = words.map { Array($0.unicodeScalars) }
        guard !scalars.isEmpty, !scalars.contains(where: { $0.isEmpty || $0.contains("\u{0}") }) else { return nil }
        let long = scalars.filter { $0.count >= 3 }
        if long.isEmpty {
            // The longest of the short words, whose terms are the fewest.
            let text = words[scalars.indices.max { scalars[$0].count < scalars[$1].count }!]
            var upper = Data(text.utf8)
            // A byte no UTF-8 text holds, so the range ends after every term starting with text.
            upper.append(0xF5)
            let terms = { (union: String) in
                """
                SELECT doc AS key FROM todo_search_terms WHERE term >= CAST(? AS TEXT) AND term < CAST(? AS TEXT)
                \(union) SELECT doc FROM todo_search_terms WHERE term = CAST(? AS TEXT)
                """
            }
            sql = terms("UNION")
            repeatingSQL = terms("UNION ALL")
            arguments = [Data(text.utf8), upper, Data(Self.holdsZero.utf8)]
        } else {
            let match = Self.trigrams(of: long).map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
            sql = "SELECT rowid AS key FROM todo_search WHERE todo_search MATCH CAST(? AS TEXT)"
            repeatingSQL = sql
            arguments = [Data("(\(match.joined(separator: " AND "))) OR \"\(Self.holdsZero)\"".utf8)]
        }
    }

    /// The distinct trigrams of the words (each of three characters or more), at most
    /// ``trigramLimit`` of them, spread from the first word's first to the last word's
    /// last.
    static func trigrams(of words: [[Unicode.Scalar]]) -> [String] {
        var seen = Set<String>()
        let all = words.flatMap { characters in
            (0...(characters.count - 3)).compactMap { start -> String? in
                var trigram = String.UnicodeScalarView()
                trigram.append(contentsOf: characters[start..<start + 3])
                return seen.insert(String(trigram)).inserted ? String(trigram) : nil
            }
        }
        guard all.count > trigramLimit else { return all }
        return (0..<trigramLimit).map { all[$0 * (all.count - 1) / (trigramLimit - 1)] }
    }

    /// How many candidates there are, counting no further than `limit + 1`, and a
    /// candidate found more than once as often as found: whether there are more than
    /// `limit` is what it tells.
    func count(upTo limit: Int, in db: Database) throws -> Int {
        try Int.fetchOne(
            db.cachedStatement(sql: "SELECT count(*) FROM (\(repeatingSQL) LIMIT ?)"),
            arguments: arguments + [limit + 1]
        ) ?? 0
    }
}
