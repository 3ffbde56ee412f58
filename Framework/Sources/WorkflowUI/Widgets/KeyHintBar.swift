/// A one-row footer of key hints: "Enter open  n new  Esc log out".
///
/// Each hint shows its keys in `keyStyle` and its label after a space; two spaces
/// separate hints. When the row is too narrow, whole hints are dropped rather than one
/// being cut in half: those of the lowest `priority` first and, among equals, from the
/// end. So put the most important first, and mark the way out (quit) and the way to
/// every other key (help) `.high`: they stay when everything else has gone.
///
/// ```swift
/// KeyHintBar(hints: activeKeyHints).draw(in: footerCanvas, keyStyle: environment.theme.key)
/// ```
public struct KeyHintBar: Hashable, Sendable {
    public var hints: [KeyHint]

    /// Columns between two hints.
    public static let spacing = 2

    public init(hints: [KeyHint]) {
        self.hints = hints
    }

    /// The hints shown in `width` columns, in their order.
    public func hints(fittingWidth width: Int) -> [KeyHint] {
        indicesOfHints(fittingWidth: width).map { hints[$0] }
    }

    /// Which of `hints` is drawn at `column` when the bar is `width` columns wide, as an
    /// index into `hints`: the hint a click there means. Nil between hints.
    public func indexOfHint(atColumn column: Int, width: Int) -> Int? {
        var start = 0
        for index in indicesOfHints(fittingWidth: width) {
            let end = start + hints[index].width
            if column >= start && column < end { return index }
            start = end + Self.spacing
        }
        return nil
    }

    /// The indices of the hints shown in `width` columns, in their order.
    private func indicesOfHints(fittingWidth width: Int) -> [Int] {
        // Each hint is measured once: measuring text is most of what a footer costs, and
        // the footer is drawn with every frame.
        var kept = hints.indices.map { (index: $0, priority: hints[$0].priority, width: hints[$0].width) }
        var total = kept.reduce(0) { $0 + $1.width } + Self.spacing * max(0, kept.count - 1)
        while total > width,
            let lowest = kept.map(\.priority).min(),
            let last = kept.lastIndex(where: { $0.priority == lowest })
        {
            total -= kept.remove(at: last).width + (kept.isEmpty ? 0 : Self.spacing)
        }
        return kept.map(\.index)
    }

    /// Draws the hints that fit on the first row of `canvas`, after blanking the row
    /// in `labelStyle`.
    public func draw(in canvas: Canvas, keyStyle: Style = .reverse, labelStyle: Style = .plain) {
        let width = canvas.size.width
        guard width > 0, canvas.size.height > 0 else { return }
        canvas.fill(Rect(column: 0, row: 0, width: width, height: 1), style: labelStyle)
        var column = 0
        for (index, hint) in hints(fittingWidth: width).enumerated() {
            if index > 0 { column += Self.spacing }
            column += canvas.draw(hint.keys, at: Point(column: column, row: 0), style: keyStyle)
            guard hint.labelColumns > 0 else { continue }
            column += 1
            canvas.draw(hint.label, at: Point(column: column, row: 0), style: labelStyle)
            column += hint.labelColumns
        }
    }
}
