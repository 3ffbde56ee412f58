/// Walks a text glyph by glyph, as the canvas lays it out: one grapheme cluster at a
/// time, with its width in columns.
///
/// Segmenting text into grapheme clusters is the slow part of laying it out, and
/// most text never needs it: a scalar that stands alone (see `ScalarWidths.Entry`)
/// followed by another that does is a cluster of its own. The walk takes that fast
/// step wherever it can and asks for the `Character` only where scalars may join.
/// The result is exactly the clusters `String` itself would give, but for an emoji
/// sequence drawn as its parts (see `EmojiSequence`), which comes part by part.
struct TerminalGlyphs {
    struct Glyph {
        /// Where the cluster, or the part of one, is in the text.
        var range: Range<String.Index>
        var width: Int
        /// The cluster's only scalar, when it is one scalar that stands alone; `nil`
        /// for a cluster taken as a `Character`.
        var loneScalar: Unicode.Scalar?
        /// A part of an emoji sequence, not a whole cluster.
        var isPart = false
    }

    private let scalars: Substring.UnicodeScalarView
    private let text: Substring
    private var index: String.Index
    /// The end of the emoji sequence whose parts are being walked.
    private var sequenceEnd: String.Index?

    init(_ text: Substring) {
        self.text = text
        self.scalars = text.unicodeScalars
        self.index = text.startIndex
    }

    mutating func next() -> Glyph? {
        let start = index
        guard start < scalars.endIndex else { return nil }
        if let end = sequenceEnd { return nextPart(from: start, sequenceEnd: end) }
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
        let character = text[start]
        if EmojiSequence.isDrawnInParts(character) {
            return nextPart(from: start, sequenceEnd: end)
        }
        index = end
        return Glyph(range: start..<end, width: character.terminalWidth, loneScalar: nil)
    }

    private mutating func nextPart(from start: String.Index, sequenceEnd end: String.Index) -> Glyph {
        let partEnd = EmojiSequence.partEnd(in: scalars, from: start, to: end)
        index = partEnd
        sequenceEnd = partEnd < end ? end : nil
        let width = EmojiSequence.width(ofPart: scalars[start..<partEnd])
        return Glyph(range: start..<partEnd, width: width, loneScalar: nil, isPart: true)
    }

    private func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x10000 && ScalarWidths.entry(scalar.value).standsAlone
    }
}
