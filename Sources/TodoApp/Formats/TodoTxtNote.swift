/// A note as the value of todo.txt's `note:` tag: one word, with no white space, that
/// reads back as exactly the note it was written from.
///
/// Written percent-encoded, as a URL is: `%`, `\`, every white space and control
/// character, and a `:` first (which would make `note::…`, a title word to
/// ``TodoTxtDescription``) as the `%XX` of their UTF-8 bytes; everything else as it is,
/// so a note in any script stays readable. No backslash is written: topydo takes a line's
/// text as a regular expression's replacement, and a `\s` there made it list nothing at all.
///
/// | in the note | written |
/// |---|---|
/// | space, line break, tab | `%20`, `%0A`, `%09` |
/// | `%`, `\` | `%25`, `%5C` |
/// | U+3000 (ideographic space) | `%E3%80%80` |
///
/// Exports before 0.3.0 wrote backslash escapes (`\s`, `\n`, `\\`, `\u{3000}`, `\:`); a
/// value with a backslash in it is read that way, since this form never writes one.
/// Reading is lenient with what a person typed: a `%` or a backslash before anything it
/// does not start stays as it is.
///
/// ```swift
/// TodoTxtNote.escaped("Ring twice\n50%")              // "Ring%20twice%0A50%25"
/// TodoTxtNote.unescaped("a%20b".unicodeScalars[...])  // "a b"
/// TodoTxtNote.unescaped(#"a\sb"#.unicodeScalars[...]) // "a b", from an older export
/// ```
enum TodoTxtNote {
    static func escaped(_ note: String) -> String {
        var written = String.UnicodeScalarView()
        for (index, scalar) in note.unicodeScalars.enumerated() {
            let isEncoded = scalar == "%" || scalar == "\\" || (scalar == ":" && index == 0)
                || scalar.properties.isWhitespace || ControlCharacters.isControl(scalar)
            guard isEncoded else {
                written.append(scalar)
                continue
            }
            for byte in String(scalar).utf8 {
                written += "%\(byte < 16 ? "0" : "")\(String(byte, radix: 16, uppercase: true))".unicodeScalars
            }
        }
        return String(written)
    }

    static func unescaped(_ value: Substring.UnicodeScalarView) -> String {
        value.contains("\\") ? LegacyEscapes.unescaped(value) : percentDecoded(value)
    }

    /// Decodes each run of `%XX` as UTF-8; a `%` that starts no byte, or bytes that are
    /// no UTF-8, stay as they were written.
    private static func percentDecoded(_ value: Substring.UnicodeScalarView) -> String {
        var note = String.UnicodeScalarView()
        var rest = value[...]
        while !rest.isEmpty {
            var bytes: [UInt8] = []
            var afterBytes = rest
            while let byte = encodedByte(at: afterBytes) {
                bytes.append(byte)
                afterBytes = afterBytes.dropFirst(3)
            }
            if bytes.isEmpty {
                note.append(rest.removeFirst())
            } else if let decoded = String(validating: bytes, as: UTF8.self) {
                note += decoded.unicodeScalars
                rest = afterBytes
            } else {
                // Not UTF-8: the first `%` is text, and reading goes on after it.
                note.append(rest.removeFirst())
            }
        }
        return String(note)
    }

    /// The byte `%XX` at the start of `text` stands for, if it starts with one.
    private static func encodedByte(at text: Substring.UnicodeScalarView) -> UInt8? {
        let three = Array(text.prefix(3))
        guard three.count == 3, three[0] == "%" else { return nil }
        return UInt8(String(String.UnicodeScalarView(three[1...])), radix: 16)
    }

    /// The backslash escapes of exports before 0.3.0.
    private enum LegacyEscapes {
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
}
