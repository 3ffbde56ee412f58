import WorkflowUI

/// Shows a `ParagraphScreen` wrapped at word boundaries. The wrapped rows depend on the
/// width, so they are worked out in `layout()`: the view state a resize must refresh.
final class ParagraphView: ScreenView<ParagraphScreen> {
    private var rows: [String] = []

    override func screenDidChange(from previousScreen: ParagraphScreen, previousEnvironment: ViewEnvironment) {
        rows = Self.wrap(screen.text, toWidth: size.width)
    }

    override func layout() {
        screen.log?.record("layout \(size)")
        rows = Self.wrap(screen.text, toWidth: size.width)
    }

    override func draw(in canvas: Canvas) {
        for (row, text) in rows.enumerated() {
            canvas.draw(text, at: Point(column: 0, row: row))
        }
    }

    /// Greedy word wrap for ASCII words no longer than `width`.
    private static func wrap(_ text: String, toWidth width: Int) -> [String] {
        var rows: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                rows.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { rows.append(current) }
        return rows
    }
}
