/// One cell of the terminal grid.
///
/// A glyph two columns wide (most CJK and emoji) lives in the cell where it starts;
/// the cell to its right is a *continuation* with empty `content`, so that the grid
/// always has one entry per column, the way the terminal itself counts.
///
/// A cell is plain data (see ``Glyph``): frames of them are cleared, copied and
/// compared whole on every key.
public struct Cell: Hashable, Sendable {
    /// One grapheme cluster, already safe to print; empty for a continuation cell.
    public var glyph: Glyph
    public var style: Style

    public init(glyph: Glyph, style: Style = .plain) {
        self.glyph = glyph
        self.style = style
    }

    public init(content: String, style: Style = .plain) {
        self.init(glyph: Glyph(content), style: style)
    }

    /// The glyph as a string; `""` for a continuation cell.
    public var content: String {
        get { glyph.string }
        set { glyph = Glyph(newValue) }
    }

    public static let blank = Cell(glyph: .space)

    public static func blank(_ style: Style) -> Cell { Cell(glyph: .space, style: style) }

    /// The right half of a wide glyph.
    public static func continuation(_ style: Style) -> Cell { Cell(glyph: .empty, style: style) }

    public var isContinuation: Bool { glyph.isEmpty }
}
