/// Keeps the cells of the last few one-row drawings, each with a key that holds all the
/// drawing reads, and copies them back when a kept key comes again, wherever the row is.
///
/// For a row drawn in every frame whose content goes back and forth between a few
/// forms: the footer, whose hints change as the selection moves from a done todo
/// ("Space not done") to an open one ("Space done") and back. ``DrawnRowCache`` is for
/// the rows of a list, kept by their place on screen.
///
/// ```swift
/// let look = FooterLook(bar: KeyHintBar(hints: activeKeyHints), keyStyle: theme.key, labelStyle: theme.muted)
/// footerDrawings.draw(footerCanvas, key: look) { look.bar.draw(in: $0, keyStyle: look.keyStyle, labelStyle: look.labelStyle) }
/// ```
///
/// The row's width is compared with the key. A row the canvas clips is drawn, never
/// kept.
struct RecentRowDrawings<Key: Equatable> {
    private struct Drawn: Equatable {
        let key: Key
        let width: Int
    }

    private var drawings: RecentlyUsed<Drawn, [Cell]>

    init(capacity: Int) {
        drawings = RecentlyUsed(capacity: capacity)
    }

    /// Draws the one-row canvas `row` by copying the cells kept for an equal key at the
    /// same width, or else with `draw`, keeping what it drew.
    mutating func draw(_ row: Canvas, key: Key, with draw: (Canvas) -> Void) {
        guard row.size.height == 1, row.isWhollyVisible else {
            draw(row)
            return
        }
        let drawn = Drawn(key: key, width: row.size.width)
        if let cells = drawings.value(for: drawn) {
            row.replaceCells(ofRow: 0, with: cells[...])
            return
        }
        draw(row)
        drawings.insert(Array(row.cells(ofRow: 0)), for: drawn)
    }
}
