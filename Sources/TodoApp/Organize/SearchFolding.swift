import Foundation

/// `TodoSearch`'s rule, applied where the list needs more than a yes or no: folding a
/// whole list once for a search index, and finding where in a title a search matched,
/// for highlighting.
///
/// Text is folded one character at a time for highlighting, so a match found in the
/// folded text maps back to whole characters of the original.
///
/// ```swift
/// SearchFolding.folded("Résumé")                 // "resume"
/// SearchFolding.ranges(of: "sum", in: "Résumé")  // the range of "sum"
/// ```
enum SearchFolding {
    /// `text` as `TodoSearch` compares it.
    static func folded(_ text: some StringProtocol) -> String {
        TodoSearch.fold(text)
    }

    private static func fold(_ character: Character) -> String {
        TodoSearch.fold(String(character))
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
