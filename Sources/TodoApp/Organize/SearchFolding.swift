import Foundation

/// `TodoSearch`'s rule, applied where the list needs more than a yes or no: finding
/// where in a title a search matched, for highlighting.
///
/// Text is folded one character at a time for highlighting, so a match found in the
/// folded text maps back to whole characters of the original.
///
/// ```swift
/// SearchFolding.folded("Résumé")                 // "resume"
/// SearchFolding.ranges(of: "sum", in: "Résumé")  // the range of "sum"
/// SearchFolding.ranges(ofWordsIn: "mil buy", in: "Buy milk")  // "Buy" and "mil"
/// ```
enum SearchFolding {
    /// `text` as `TodoSearch` compares it.
    static func folded(_ text: some StringProtocol) -> String {
        TodoSearch.fold(text)
    }

    private static func fold(_ character: Character) -> String {
        TodoSearch.fold(String(character))
    }

    /// Where any word of `query` (already folded; see ``TodoSearch``) is found in
    /// `text`, as ranges of whole characters of `text`, first to last, those that
    /// overlap or touch joined into one.
    static func ranges(ofWordsIn query: String, in text: String) -> [Range<String.Index>] {
        let words = TodoSearch.words(of: query)
        guard !words.isEmpty else { return [] }
        let folded = FoldedCharacters(text)
        let found = words.flatMap { ranges(of: $0, in: folded, of: text) }.sorted { $0.lowerBound < $1.lowerBound }
        var joined: [Range<String.Index>] = []
        for range in found {
            if let last = joined.last, range.lowerBound <= last.upperBound {
                joined[joined.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                joined.append(range)
            }
        }
        return joined
    }

    /// Where `query` (already folded) is found in `text`, as ranges of whole characters
    /// of `text`, first to last, not overlapping.
    static func ranges(of query: String, in text: String) -> [Range<String.Index>] {
        ranges(of: query, in: FoldedCharacters(text), of: text)
    }

    /// A text folded, and for each of its characters the original one it came from.
    private struct FoldedCharacters {
        var folded: [Character] = []
        var origins: [String.Index] = []

        init(_ text: String) {
            var index = text.startIndex
            while index < text.endIndex {
                for character in SearchFolding.fold(text[index]) {
                    folded.append(character)
                    origins.append(index)
                }
                index = text.index(after: index)
            }
        }
    }

    private static func ranges(of query: String, in text: FoldedCharacters, of original: String) -> [Range<String.Index>] {
        guard !query.isEmpty else { return [] }
        let (folded, origins) = (text.folded, text.origins)
        let needle = Array(query)
        var ranges: [Range<String.Index>] = []
        var start = 0
        while start + needle.count <= folded.count {
            if folded[start..<start + needle.count].elementsEqual(needle) {
                let last = origins[start + needle.count - 1]
                ranges.append(origins[start]..<original.index(after: last))
                start += needle.count
            } else {
                start += 1
            }
        }
        return ranges
    }
}
