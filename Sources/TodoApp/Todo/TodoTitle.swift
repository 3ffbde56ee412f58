import Foundation

/// A todo's title as every way into the app keeps it: `todo-tui add`, `todo-tui edit`,
/// `todo-tui import` and the editor all go through this one rule.
///
/// A title is one line, since the list shows it on one: each line break and each tab
/// becomes a space, as pasting into the editor's title field does. Other control
/// characters never get in, nor the escape sequences they start (see
/// ``ControlCharacters``): a line pasted from a coloured terminal keeps its text alone.
/// Whitespace around it is dropped; what is left must not be empty, nor longer than
/// ``maximumLength`` characters.
///
/// ```swift
/// try TodoTitle("  Buy\nmilk ").text          // "Buy milk"
/// try TodoTitle("\u{1B}[31mRed\u{1B}[0m\t!").text  // "Red !"
/// try TodoTitle(" \n\t")                      // throws TodoTitle.Problem.blank
/// ```
public struct TodoTitle: Hashable, Sendable {
    /// The title to store.
    public let text: String

    /// The most characters (grapheme clusters, as the editor moves by) a title holds:
    /// a long sentence, far more than the list shows on one line.
    public static let maximumLength = 1_000

    /// Applies the rule to `typed`.
    ///
    /// - Throws: ``Problem/blank`` when nothing but whitespace, line breaks and controls
    ///   was given, ``Problem/tooLong`` when more than ``maximumLength`` characters are left.
    public init(_ typed: String) throws(Problem) {
        let trimmed = Self.cleaned(typed).trimmingWhitespace()
        guard !trimmed.isEmpty else { throw .blank }
        guard !trimmed.hasMoreCharacters(than: Self.maximumLength) else { throw .tooLong }
        text = trimmed
    }

    /// `text` on one line and without controls, as the rule keeps it, but not trimmed or
    /// checked: what an export writes of a title the store already has.
    public static func cleaned(_ text: String) -> String {
        guard ControlCharacters.occur(in: text, orLineSeparators: true) else { return text }
        let kept = ControlCharacters.removed(from: text) { $0 == "\t" || $0.isLineBreak }
        guard kept.unicodeScalars.contains(where: { $0 == "\t" || $0.isLineBreak }) else { return kept }
        // By characters, so that "\r\n" becomes one space.
        return String(kept.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }

    /// Why a title was refused.
    public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// Nothing but whitespace, line breaks and controls.
        case blank
        /// More than ``TodoTitle/maximumLength`` characters.
        case tooLong

        /// What is wrong, as the end of a sentence such as "todo 3 has …".
        public var description: String {
            switch self {
            case .blank: "a blank title"
            case .tooLong: "a title longer than \(TodoTitle.maximumLength.groupedDigits) characters, the most a title holds"
            }
        }
    }
}

extension Unicode.Scalar {
    /// Whether the scalar breaks a line, as `Character.isNewline` has it: LF, VT, FF, CR,
    /// NEL and the line and paragraph separators.
    var isLineBreak: Bool {
        switch value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}
