/// One cell of the terminal grid.
///
/// A glyph two columns wide (most CJK and emoji) lives in the cell where it starts;
/// the cell to its right is a *continuation* with empty `content`, so that the grid
/// always has one entry per column, the way the terminal itself counts.
public struct Cell: Hashable, Sendable {
    /// One grapheme cluster, already safe to print; `""` for a continuation cell.
    public var content: String
    public var style: Style

    public init(content: String, style: Style = .plain) {
        self.content = content
        self.style = style
    }

    public static let blank = Cell(content: " ")

    public static func blank(_ style: Style) -> Cell { Cell(content: " ", style: style) }

    /// The right half of a wide glyph.
    public static func continuation(_ style: Style) -> Cell { Cell(content: "", style: style) }

    public var isContinuation: Bool { content.isEmpty }
}
