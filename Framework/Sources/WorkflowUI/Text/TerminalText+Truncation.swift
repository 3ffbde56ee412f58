extension TerminalText {
    /// The text cut to fit `width` columns, with an ellipsis marking the cut.
    ///
    /// Text that fits comes back unchanged. Otherwise whole grapheme clusters are kept
    /// while they fit in `width - 1` columns, then "…" follows. A wide glyph that would
    /// straddle the limit is dropped, so a cut result may be one column short:
    ///
    /// ```swift
    /// TerminalText.truncated("Buy milk", toWidth: 6)                // "Buy m…"
    /// TerminalText.truncated("日本語", toWidth: 4)                   // "日…" (本 would straddle)
    /// TerminalText.truncated("日本語", toWidth: 4, padded: true)     // "日… "
    /// TerminalText.truncated("ok", toWidth: 6, padded: true)        // "ok    "
    /// ```
    ///
    /// With `padded`, spaces fill the result to exactly `width` columns, so columns
    /// of a table line up (`Canvas.draw(_:at:width:…)` does the same on screen).
    ///
    /// The result is not sanitised: the canvas does that when it draws, and widths
    /// already count control characters as their one-column pictures.
    public static func truncated(_ text: some StringProtocol, toWidth width: Int, padded: Bool = false) -> String {
        let text = text.asSubstring
        let fit = fitting(text, inWidth: width)
        var result = String(text[..<fit.end])
        if fit.isTruncated && width > 0 { result.append(ellipsis) }
        if padded {
            let used = fit.width + (fit.isTruncated && width > 0 ? 1 : 0)
            for _ in 0..<max(0, width - used) { result.append(" ") }
        }
        return result
    }

    /// How much of a text fits in a number of columns.
    struct Fit {
        /// The end of the part that is kept.
        var end: String.Index
        /// The columns the kept part takes.
        var width: Int
        /// True when the text did not fit: `end` then leaves a column for the ellipsis.
        var isTruncated: Bool
        /// Columns after the kept part and its ellipsis that nothing fills (0 or 1:
        /// the half of a wide glyph that would have straddled the limit).
        var leftoverColumns: Int
    }

    /// The longest prefix of `text` that fits in `width` columns; when the whole
    /// text does not fit, the prefix leaves one column free for an ellipsis.
    static func fitting(_ text: Substring, inWidth width: Int) -> Fit {
        guard width > 0 else {
            return Fit(end: text.startIndex, width: 0, isTruncated: !text.isEmpty, leftoverColumns: 0)
        }
        if let fit = text.utf8.withContiguousStorageIfAvailable({ asciiFitting(text, bytes: $0, inWidth: width) }),
            let fit
        {
            return fit
        }
        var used = 0
        var cut = text.startIndex
        var cutWidth = 0
        var glyphs = TerminalGlyphs(text)
        while let glyph = glyphs.next() {
            if used + glyph.width > width {
                return Fit(end: cut, width: cutWidth, isTruncated: true, leftoverColumns: width - 1 - cutWidth)
            }
            used += glyph.width
            if used <= width - 1 {
                cut = glyph.range.upperBound
                cutWidth = used
            }
        }
        return Fit(end: text.endIndex, width: used, isTruncated: false, leftoverColumns: 0)
    }

    /// `fitting` for all-ASCII text, where a byte is a column; `nil` for other text.
    private static func asciiFitting(_ text: Substring, bytes: UnsafeBufferPointer<UInt8>, inWidth width: Int) -> Fit? {
        var combined: UInt8 = 0
        for byte in bytes { combined |= byte }
        guard combined < 0x80 else { return nil }
        if bytes.count <= width {
            return Fit(end: text.endIndex, width: bytes.count, isTruncated: false, leftoverColumns: 0)
        }
        var kept = width - 1
        // "\r\n" is one grapheme cluster (two columns): never cut between its halves.
        if kept > 0 && bytes[kept - 1] == 0x0D && bytes[kept] == 0x0A { kept -= 1 }
        let end = text.utf8.index(text.startIndex, offsetBy: kept)
        return Fit(end: end, width: kept, isTruncated: true, leftoverColumns: width - 1 - kept)
    }
}
