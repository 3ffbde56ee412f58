import Foundation

/// The one rule for matching typed text against titles and notes: case and diacritics
/// do not count ("resume" finds "Résumé"), anything else does, and a match may start
/// anywhere, which is what CJK text needs (it has no spaces between words).
///
/// Text is folded one character at a time, so a match found in the folded text maps
/// back to whole characters of the original, for highlighting.
///
/// ```swift
/// SearchFolding.folded("Résumé")              // "resume"
/// SearchFolding.ranges(of: "sum", in: "Résumé")  // the range of "sum"
/// ```
enum SearchFolding {
    /// `text` with case and diacritics folded away.
    static func folded(_ text: some StringProtocol) -> String {
        // ASCII, most titles, folds by lowering its letters; the rest goes through
        // Foundation one character at a time (so each maps back to one of the text's).
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        var folded = ""
        for character in text { folded += fold(character) }
        return folded
    }

    private static func fold(_ character: Character) -> String {
        if character.isASCII { return character.lowercased() }
        return String(character).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// Where `query` (already folded) is found in `text`, as ranges of whole characters
    /// of `text`, first to last, not overlapping.
    static func ranges(of query: String, in text: String) -> [Range<String.Index>] {
        guard !query.isEmpty else { return [] }
        // The folded text, and for each of its characters the original one it came from.
        var folded: [Character] = []
        var origins: [String.Index] = []
        var index = text.startIndex
        while index < text.endIndex {
            for character in fold(text[index]) {
                folded.append(character)
                origins.append(index)
            }
            index = text.index(after: index)
        }
        let needle = Array(query)
        var ranges: [Range<String.Index>] = []
        var start = 0
        while start + needle.count <= folded.count {
            if folded[start..<start + needle.count].elementsEqual(needle) {
                let last = origins[start + needle.count - 1]
                ranges.append(origins[start]..<text.index(after: last))
                start += needle.count
            } else {
                start += 1
            }
        }
        return ranges
    }
}
