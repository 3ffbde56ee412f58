/// A one-row footer of key hints: "Enter open  n new  Esc log out".
///
/// Each hint shows its keys in `keyStyle` and its label after a space; two spaces
/// separate hints. When the row is too narrow, whole hints are dropped from the end
/// rather than one being cut in half, so put the most important first.
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

    /// How many hints, from the first, fit in `width` columns.
    public func fittingCount(inWidth width: Int) -> Int {
        var used = 0
        for (index, hint) in hints.enumerated() {
            used += (index == 0 ? 0 : Self.spacing) + hint.width
            if used > width { return index }
        }
        return hints.count
    }

    /// Draws the hints that fit on the first row of `canvas`, after blanking the row
    /// in `labelStyle`.
    public func draw(in canvas: Canvas, keyStyle: Style = .reverse, labelStyle: Style = .plain) {
        let width = canvas.size.width
        guard width > 0, canvas.size.height > 0 else { return }
        canvas.fill(Rect(column: 0, row: 0, width: width, height: 1), style: labelStyle)
        var column = 0
        for (index, hint) in hints.prefix(fittingCount(inWidth: width)).enumerated() {
            if index > 0 { column += Self.spacing }
            column += canvas.draw(hint.keys, at: Point(column: column, row: 0), style: keyStyle)
            guard !hint.label.isEmpty else { continue }
            column += 1
            column += canvas.draw(hint.label, at: Point(column: column, row: 0), style: labelStyle)
        }
    }
}
