/// A note as the value of todo.txt's `note:` tag: one word, with no white space, that
/// reads back as exactly the note it was written from.
///
/// | in the note | written |
/// |---|---|
/// | `\` | `\\` |
/// | line break, carriage return, tab, space | `\n`, `\r`, `\t`, `\s` |
/// | any other white space (U+3000, U+2028, …) or control character | `\u{3000}` |
/// | `:` as its first character | `\:` |
///
/// A colon first would make `note::…`, which ``TodoTxtDescription`` reads as a title
/// word. No control character is written raw: a note the store kept from before they
/// were kept out is written as `\u{1B}`, which importing then leaves out. Reading is lenient with what a person typed: a backslash before anything else
/// stays as it is.
///
/// ```swift
/// TodoTxtNote.escaped("Ring twice\nC:\\door")          // #"Ring\stwice\nC:\\door"#
/// TodoTxtNote.unescaped(#"a\sb"#.unicodeScalars[...])   // "a b"
/// ```
enum TodoTxtNote {
    static func escaped(_ note: String) -> String {
        var written = String.UnicodeScalarView()
        for (index, scalar) in note.unicodeScalars.enumerated() {
            switch scalar {
            case "\\": written += #"\\"#.unicodeScalars
            case "\n": written += #"\n"#.unicodeScalars
            case "\r": written += #"\r"#.unicodeScalars
            case "\t": written += #"\t"#.unicodeScalars
            case " ": written += #"\s"#.unicodeScalars
            case ":" where index == 0: written += #"\:"#.unicodeScalars
            case _ where scalar.properties.isWhitespace || ControlCharacters.isControl(scalar):
                written += #"\u{\#(String(scalar.value, radix: 16, uppercase: true))}"#.unicodeScalars
            default: written.append(scalar)
            }
        }
        return String(written)
    }

    static func unescaped(_ value: Substring.UnicodeScalarView) -> String {
        var note = String.UnicodeScalarView()
        var rest = value[...]
        while let scalar = rest.popFirst() {
            guard scalar == "\\", let next = rest.first else {
                note.append(scalar)
                continue
            }
            let simple: Unicode.Scalar? = switch next {
            case "\\": "\\"
            case "n": "\n"
            case "r": "\r"
            case "t": "\t"
            case "s": " "
            case ":": ":"
            default: nil
            }
            if let simple {
                note.append(simple)
                rest.removeFirst()
            } else if next == "u", let (coded, after) = codePoint(after: rest.dropFirst()) {
                note.append(coded)
                rest = after
            } else {
                note.append(scalar)
            }
        }
        return String(note)
    }

    /// The scalar written `{HEX}` at the start of `text`, and what follows it.
    private static func codePoint(
        after text: Substring.UnicodeScalarView
    ) -> (Unicode.Scalar, Substring.UnicodeScalarView)? {
        guard text.first == "{", let close = text.prefix(10).firstIndex(of: "}") else { return nil }
        let digits = String(String.UnicodeScalarView(text[text.index(after: text.startIndex)..<close]))
        guard !digits.isEmpty, let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, text[text.index(after: close)...])
    }
}
