/// Walks a text glyph by glyph, as the canvas lays it out: one grapheme cluster at a
/// time, with its width in columns.
///
/// Segmenting text into grapheme clusters is the slow part of laying it out, and
/// most text never needs it: a scalar that stands alone (see `ScalarWidths.Entry`)
/// followed by another that does is a cluster of its own. The walk takes that fast
/// step wherever it can and asks for the `Character` only where scalars may join.
/// The result is exactly the clusters `String` itself would give.
struct TerminalGlyphs {
    struct Glyph {
        /// Where the cluster is in the text.
        var range: Range<String.Index>
        var width: Int
        /// The cluster's only scalar, when it is one scalar that stands alone; `nil`
        /// for a cluster taken as a `Character`.
        var loneScalar: Unicode.Scalar?
    }

    private let scalars: Substring.UnicodeScalarView
    private let text: Substring
    private var index: String.Index

    init(_ text: Substring) {
        self.text = text
        self.scalars = text.unicodeScalars
        self.index = text.startIndex
    }

    mutating func next() -> Glyph? {
        let start = index
        guard start < scalars.endIndex else { return nil }
        let scalar = scalars[start]
        if scalar.value < 0x10000 {
            let entry = ScalarWidths.entry(scalar.value)
            let after = scalars.index(after: start)
            if entry.standsAlone && (after == scalars.endIndex || standsAlone(scalars[after])) {
                index = after
                return Glyph(range: start..<after, width: entry.width, loneScalar: scalar)
            }
        }
        let end = text.index(after: start)
        index = end
        return Glyph(range: start..<end, width: text[start].terminalWidth, loneScalar: nil)
    }

    private func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x10000 && ScalarWidths.entry(scalar.value).standsAlone
    }
}
