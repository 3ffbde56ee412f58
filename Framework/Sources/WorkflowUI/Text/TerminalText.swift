// The rule for what never reaches a terminal raw is in TerminalCore, where the
// terminal devices can use it too; the measuring and cutting of text is here.
extension TerminalText {
    /// The ellipsis that marks where text was cut.
    public static let ellipsis: Character = "…"

    /// The text with every control and bidi-control character replaced by the
    /// visible picture the canvas draws for it (see the table above). Widths do not
    /// change: `sanitized(s).terminalWidth == s.terminalWidth`.
    public static func sanitized(_ text: some StringProtocol) -> String {
        let text = text.asSubstring
        guard text.unicodeScalars.contains(where: isReplacedForDisplay) else { return String(text) }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            result.unicodeScalars.append(displayReplacement(for: scalar) ?? scalar)
        }
        return result
    }

    /// What the canvas draws for a grapheme cluster that must not be printed raw,
    /// one picture per scalar (only "\r\n" has two); `nil` for a cluster that is
    /// safe as it is. Control characters always form clusters of their own, so the
    /// first scalar tells.
    static func displayReplacement(for character: Character) -> String? {
        guard let first = character.unicodeScalars.first, isReplacedForDisplay(first) else { return nil }
        var pictures = ""
        for scalar in character.unicodeScalars {
            pictures.unicodeScalars.append(displayReplacement(for: scalar) ?? scalar)
        }
        return pictures
    }
}

extension StringProtocol {
    /// This text as a `Substring`, without copying it. Generic entry points convert
    /// once and do their work on one concrete type, which keeps them fast when
    /// called from other modules without specialisation.
    var asSubstring: Substring {
        // The types compared, not the value cast: `as?` asks the runtime every time.
        if Self.self == Substring.self { return unsafeBitCast(self, to: Substring.self) }
        if Self.self == String.self { return unsafeBitCast(self, to: String.self)[...] }
        return Substring(String(self))
    }
}
