/// A line drawn around the edge of a canvas, with an optional title in its top edge:
/// the frame of an alert or a modal screen.
///
/// ```swift
/// let box = canvas.region(canvas.bounds.centered(Size(width: 16, height: 4)))
/// let inside = Border(title: "Help").draw(in: box)
/// box.draw("Esc close", at: inside.origin)
/// // ┌ Help ────────┐
/// // │Esc close     │
/// // │              │
/// // └──────────────┘
/// ```
///
/// Drawing blanks the whole canvas first, so the border and what goes inside it cover
/// whatever was drawn there before. A canvas less than two cells wide or high has no
/// room for a border: it is only blanked, and has no inside.
public struct Border: Hashable, Sendable {
    /// Shown in the top edge, cut with an ellipsis when the edge is too short.
    public var title: String?
    /// The line's style.
    public var style: Style
    public var titleStyle: Style

    public init(title: String? = nil, style: Style = .plain, titleStyle: Style = .bold) {
        self.title = title
        self.style = style
        self.titleStyle = titleStyle
    }

    /// Blanks `canvas`, draws the border on its edge, and returns the rectangle inside
    /// the border, in the canvas's coordinates (empty when there is no inside).
    @discardableResult
    public func draw(in canvas: Canvas) -> Rect {
        canvas.fill()
        let bounds = canvas.bounds
        guard bounds.width >= 2, bounds.height >= 2 else { return Rect(origin: bounds.origin, size: .zero) }
        let right = bounds.width - 1
        let bottom = bounds.height - 1
        let horizontal = String(repeating: "─", count: bounds.width - 2)
        canvas.draw("┌" + horizontal + "┐", at: .zero, style: style)
        canvas.draw("└" + horizontal + "┘", at: Point(column: 0, row: bottom), style: style)
        for row in 1..<bottom {
            canvas.draw("│", at: Point(column: 0, row: row), style: style)
            canvas.draw("│", at: Point(column: right, row: row), style: style)
        }
        drawTitle(in: canvas)
        return bounds.inset(by: 1)
    }

    /// " Title " after the top left corner, when at least one column of it fits
    /// between the corners and the spaces around it.
    private func drawTitle(in canvas: Canvas) {
        let room = canvas.size.width - 4
        guard let title, !title.isEmpty, room > 0 else { return }
        canvas.draw(" ", at: Point(column: 1, row: 0), style: style)
        let drawn = canvas.draw(title, at: Point(column: 2, row: 0), width: min(room, title.terminalWidth), style: titleStyle)
        canvas.draw(" ", at: Point(column: 2 + drawn, row: 0), style: style)
    }
}
