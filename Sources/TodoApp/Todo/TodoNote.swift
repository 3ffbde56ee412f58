/// A todo's note as every way into the app keeps it, beside ``TodoTitle``: `add --note`,
/// `edit --note`, `import` and the editor all go through this one rule.
///
/// A note keeps its lines and tabs: each line break (`\r\n`, `\r`, and the other
/// control characters that break lines) becomes `\n`. Other control characters never get
/// in, nor the escape sequences they start (see ``ControlCharacters``). Nothing else
/// changes, whitespace around it included. A note holds at most ``maximumLength``
/// characters.
///
/// ```swift
/// try TodoNote("one\r\ntwo\u{7}\tthree").text   // "one\ntwo\tthree"
/// ```
public struct TodoNote: Hashable, Sendable {
    /// The note to store.
    public let text: String

    /// The most characters (grapheme clusters) a note holds: some thirty pages of text,
    /// which the editor still edits without a pause.
    public static let maximumLength = 100_000

    /// Applies the rule to `typed`.
    ///
    /// - Throws: ``Problem/tooLong`` when more than ``maximumLength`` characters are left.
    public init(_ typed: String) throws(Problem) {
        let cleaned = Self.cleaned(typed)
        guard !cleaned.hasMoreCharacters(than: Self.maximumLength) else { throw .tooLong }
        text = cleaned
    }

    /// `text` as the rule keeps it, without the length check.
    public static func cleaned(_ text: String) -> String {
        // Only controls change a note: one scan of a long one finds it has none.
        guard ControlCharacters.occur(in: text) else { return text }
        let kept = ControlCharacters.removed(from: text) { $0 == "\t" || $0.isLineBreak }
        guard kept.unicodeScalars.contains(where: { $0.isLineBreak && $0 != "\n" && $0.value < 0x2028 }) else { return kept }
        // By characters, so that "\r\n" becomes one line break; U+2028 and U+2029 are no
        // controls and stay.
        return String(kept.map { $0.isNewline && $0 != "\u{2028}" && $0 != "\u{2029}" ? "\n" : $0 })
    }

    /// Why a note was refused.
    public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// More than ``TodoNote/maximumLength`` characters.
        case tooLong

        /// What is wrong, as the end of a sentence such as "todo 3 has …".
        public var description: String {
            switch self {
            case .tooLong: "a note longer than \(TodoNote.maximumLength.groupedDigits) characters, the most a note holds"
            }
        }
    }
}
