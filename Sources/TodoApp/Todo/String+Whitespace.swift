extension StringProtocol {
    /// The text without the whitespace and line breaks around it: what Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives, from the standard library
    /// alone. Foundation's goes through `NSString` and CoreFoundation's character sets,
    /// whose code and tables a login otherwise loads only for this.
    ///
    /// Like Foundation's, it works on Unicode scalars, not characters: a combining accent
    /// after a leading space stays.
    ///
    /// ```swift
    /// " Ada\n".trimmingWhitespace()   // "Ada"
    /// ```
    package func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isTrimmedAsWhitespace }),
              let last = scalars.lastIndex(where: { !$0.isTrimmedAsWhitespace }) else { return "" }
        // The bytes between, copied at once: a title of 50 MB took seconds scalar by scalar.
        return String(decoding: utf8[first..<scalars.index(after: last)], as: UTF8.self)
    }
}

extension Unicode.Scalar {
    /// Whether Foundation's `CharacterSet.whitespacesAndNewlines` holds the scalar:
    /// Unicode's White_Space property, and the zero-width space, which CoreFoundation
    /// still counts as a space.
    var isTrimmedAsWhitespace: Bool {
        properties.isWhitespace || self == "\u{200B}"
    }
}
