extension TerminalText {
    /// The text split into the lines it takes on screen at `width` columns: first at
    /// each line break ("\n", "\r\n" or "\r"), then wherever a line gets too wide.
    ///
    /// A long line breaks after the last space that fits (word wrapping); a word
    /// wider than the whole line breaks between grapheme clusters. Spaces at a break
    /// stay at the end of their line even past `width` (they are invisible there), so
    /// every part of the text, and every cursor position in it, belongs to a line.
    /// Line breaks themselves belong to no line. A `width` below 1 only splits at
    /// line breaks.
    ///
    /// ```swift
    /// TerminalText.wrapped("Buy oat milk", toWidth: 8)  // ["Buy oat ", "milk"]
    /// TerminalText.wrapped("abcdefgh", toWidth: 3)      // ["abc", "def", "gh"]
    /// TerminalText.wrapped("a\n\nb", toWidth: 8)        // ["a", "", "b"]
    /// ```
    ///
    /// The lines are slices of `text`, so their indices locate them in it.
    public static func wrapped(_ text: some StringProtocol, toWidth width: Int) -> [Substring] {
        let text = text.asSubstring
        var lines: [Substring] = []
        var lineStart = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\n" || character == "\r\n" || character == "\r" {
                appendWrapped(text[lineStart..<index], toWidth: width, to: &lines)
                lineStart = text.index(after: index)
            }
            index = text.index(after: index)
        }
        appendWrapped(text[lineStart..<text.endIndex], toWidth: width, to: &lines)
        return lines
    }

    /// Wraps one line without line breaks in it.
    private static func appendWrapped(_ line: Substring, toWidth width: Int, to lines: inout [Substring]) {
        guard width > 0 else {
            lines.append(line)
            return
        }
        var start = line.startIndex
        var used = 0
        // Just after the last space on the current visual line, and the width up to it.
        var wordBreak: String.Index?
        var widthAtWordBreak = 0
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            let next = line.index(after: index)
            let characterWidth = character.terminalWidth
            if character == " " {
                used += characterWidth
                wordBreak = next
                widthAtWordBreak = used
                index = next
                continue
            }
            if used > 0 && used + characterWidth > width {
                if let breakIndex = wordBreak {
                    lines.append(line[start..<breakIndex])
                    start = breakIndex
                    used -= widthAtWordBreak
                    wordBreak = nil
                }
                if used > 0 && used + characterWidth > width {
                    lines.append(line[start..<index])
                    start = index
                    used = 0
                    wordBreak = nil
                }
            }
            used += characterWidth
            index = next
        }
        lines.append(line[start..<line.endIndex])
    }
}
