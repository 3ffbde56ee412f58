import Foundation

/// A name typed to log in or given to `--user`, as the store matches it against the
/// names it knows.
///
/// Names are matched ignoring case and Unicode normalisation: "Ada", "ADA" and
/// " ada " are one user, and so are "José" typed with a precomposed é and with an
/// e followed by a combining accent. A new user keeps the spelling first used.
///
/// ```swift
/// let name = try UserName(" ADA ")
/// name.spelling   // "ADA"
/// name.key        // "ada"
/// ```
struct UserName: Hashable, Sendable {
    /// As typed, without surrounding whitespace: what a new user is stored as.
    let spelling: String
    /// What names are matched by; see ``key(for:)``.
    let key: String

    /// - Throws: ``TodoStoreError/emptyUserName`` for a name of only whitespace.
    init(_ typed: String) throws(TodoStoreError) {
        spelling = typed.trimmingWhitespace()
        guard !spelling.isEmpty else { throw .emptyUserName }
        key = Self.key(for: spelling)
    }

    /// `spelling` case-folded (so "Straße" matches "STRASSE") and in Unicode's
    /// canonical composed form (NFC), which is how the `users.name_key` column holds it.
    static func key(for spelling: String) -> String {
        // ASCII, most names, is its own NFC and folds by lowering its letters: the same
        // key without Foundation's Unicode folding, whose code and tables cost a login
        // some 0.2 MB of memory.
        if spelling.utf8.allSatisfy({ $0 < 0x80 }) { return spelling.lowercased() }
        return spelling.decomposedStringWithCanonicalMapping
            .folding(options: .caseInsensitive, locale: nil)
            .precomposedStringWithCanonicalMapping
    }
}
