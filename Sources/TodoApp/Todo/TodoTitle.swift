import Foundation

/// A todo's title as every way into the app keeps it: `todo-tui add`, `todo-tui import`
/// and the editor all go through this one rule.
///
/// A title is one line, since the list shows it on one: each line break becomes a
/// space, as pasting into the editor's title field does. Whitespace around it is
/// dropped, and what is left must not be empty.
///
/// ```swift
/// try TodoTitle("  Buy\nmilk ").text   // "Buy milk"
/// try TodoTitle(" \n\t")               // throws TodoTitle.Problem.blank
/// ```
public struct TodoTitle: Hashable, Sendable {
    /// The title to store.
    public let text: String

    /// Applies the rule to `typed`.
    ///
    /// - Throws: ``Problem/blank`` when nothing but whitespace and line breaks was given.
    public init(_ typed: String) throws(Problem) {
        let oneLine = typed.contains(where: \.isNewline) ? String(typed.map { $0.isNewline ? " " : $0 }) : typed
        let trimmed = oneLine.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw .blank }
        text = trimmed
    }

    /// Why a title was refused.
    public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// Nothing but whitespace and line breaks.
        case blank

        /// What is wrong, as the end of a sentence such as "todo 3 has …".
        public var description: String {
            switch self {
            case .blank: "a blank title"
            }
        }
    }
}
