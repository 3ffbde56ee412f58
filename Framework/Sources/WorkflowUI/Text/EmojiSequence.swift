/// Emoji sequences that terminals draw in different widths, laid out as the emoji they
/// are made of.
///
/// A family (👨‍👩‍👧‍👦, four people joined by U+200D), a skin tone (👍🏽) or a flag made
/// with a joiner (🏳️‍🌈) is one picture two columns wide in a terminal that knows the
/// sequence (kitty, WezTerm, iTerm2), and its emoji side by side in one that does not:
/// curses, the C library's `wcwidth`, tmux 3.3, xterm, VTE and the Linux console count
/// each emoji, and a curses cell cannot hold more than one of them. So text lays such a
/// sequence out as its parts, each in cells of its own and as wide as `wcwidth` counts
/// it: 👨‍👩‍👧‍👦 takes eight columns, 👍🏽 four, 🏳️‍🌈 four. A part keeps the joiner after
/// it (a text made of the cells is the sequence again), but the terminal is never sent
/// a joiner, so no terminal joins the parts into fewer columns than were counted; only a
/// terminal that joins a skin tone to its emoji on its own draws 👍🏽 in two columns,
/// and the rest of that row two columns to the left.
///
/// ```swift
/// "👨‍👩‍👧‍👦".terminalWidth   // 8
/// "👍🏽".terminalWidth         // 4
/// ```
enum EmojiSequence {
    static let joiner: Unicode.Scalar = "\u{200D}"

    /// Whether a grapheme cluster is laid out as its parts: it starts with an emoji and
    /// holds a joiner or a skin tone after it.
    static func isDrawnInParts(_ character: Character) -> Bool {
        character.utf8.count >= shortestLength && isDrawnInParts(character.unicodeScalars)
    }

    /// The fewest UTF-8 bytes of a cluster drawn in parts: © or ® (two bytes, not the
    /// four of most emoji) and a joiner (three). Most clusters are shorter and are
    /// decided without a look at their scalars.
    private static let shortestLength = 5

    private static func isDrawnInParts(_ cluster: some Sequence<Unicode.Scalar>) -> Bool {
        var scalars = cluster.makeIterator()
        guard let first = scalars.next(), !first.isASCII, first.properties.isEmoji else { return false }
        while let scalar = scalars.next() {
            if scalar == joiner || isSkinTone(scalar) { return true }
        }
        return false
    }

    /// A skin tone modifier, U+1F3FB to U+1F3FF.
    static func isSkinTone(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F3FB...0x1F3FF).contains(scalar.value)
    }

    /// Where the part that starts at `start` ends, `end` at the latest: just after the
    /// joiner that ends it, or before a skin tone, which is a part of its own.
    static func partEnd<Scalars: Collection<Unicode.Scalar>>(in scalars: Scalars, from start: Scalars.Index, to end: Scalars.Index) -> Scalars.Index {
        var index = scalars.index(after: start)
        while index < end {
            let scalar = scalars[index]
            if isSkinTone(scalar) { return index }
            index = scalars.index(after: index)
            if scalar == joiner { return index }
        }
        return end
    }

    /// The columns one part takes: its emoji with what changes its look (a presentation
    /// selector), the joiner left out.
    static func width(ofPart part: some Sequence<Unicode.Scalar>) -> Int {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: part.lazy.filter { $0 != joiner })
        return String(text).terminalWidth
    }

    /// The columns a cluster laid out as its parts takes: the sum of its parts'.
    static func width(of cluster: String.UnicodeScalarView) -> Int {
        var width = 0
        var start = cluster.startIndex
        while start < cluster.endIndex {
            let end = partEnd(in: cluster, from: start, to: cluster.endIndex)
            width += self.width(ofPart: cluster[start..<end])
            start = end
        }
        return width
    }
}
