extension Canvas {
    /// Draws text as a paragraph `width` columns wide from `point` down, word-wrapped
    /// (see `TerminalText.wrapped`), on at most `maxRows` rows; the last row shown ends
    /// with an ellipsis if text is left over.
    ///
    /// ```swift
    /// canvas.drawParagraph("No contacts yet. Press n to add your first one.",
    ///                      at: Point(column: 1, row: 0), width: 24, style: theme.muted)
    /// // No contacts yet. Press n
    /// // to add your first one.
    /// ```
    ///
    /// - Returns: The rows drawn.
    @discardableResult
    public func drawParagraph(
        _ text: some StringProtocol, at point: Point, width: Int, maxRows: Int = .max, style: Style = .plain
    ) -> Int {
        let rows = min(maxRows, size.height - point.row)
        guard width > 0, rows > 0 else { return 0 }
        let text = text.asSubstring
        let lines = TerminalText.wrapped(text, toWidth: width)
        for (offset, line) in lines.prefix(rows).enumerated() {
            let rowPoint = Point(column: point.column, row: point.row + offset)
            if offset == rows - 1 && lines.count > rows {
                // The rest of the text from here: too wide, so it ends in an ellipsis.
                draw(text[line.startIndex...], at: rowPoint, width: width, style: style)
            } else {
                // Spaces at a break hang past the width; they would only cost an ellipsis.
                var shown = line
                while shown.last == " " { shown = shown.dropLast() }
                draw(shown, at: rowPoint, width: width, style: style)
            }
        }
        return min(lines.count, rows)
    }
}
