/// A run of neighbouring cells in one row that changed since the last frame.
public struct CellRun: Equatable, Sendable {
    public var row: Int
    public var column: Int
    public var cells: [Cell]

    public init(row: Int, column: Int, cells: [Cell]) {
        self.row = row
        self.column = column
        self.cells = cells
    }
}

/// What a terminal must do to turn the picture it shows into the next frame.
///
/// A device receives these and writes them; `WorkflowUI`'s `FrameUpdate.between(_:_:)`
/// works out what changed between two frames.
public struct FrameUpdate: Equatable, Sendable {
    /// When true the terminal should forget what it shows and paint `runs` onto a
    /// blank screen (after a resize, or coming back from Ctrl-Z).
    public var isFullRedraw: Bool
    public var runs: [CellRun]
    /// Where to show the cursor afterwards; `nil` hides it.
    public var cursor: Point?
    /// Whether `cursor` differs from the previous frame's, so the terminal must move
    /// (or show, or hide) its cursor even when no cell changed.
    public var movesCursor: Bool

    public init(isFullRedraw: Bool, runs: [CellRun], cursor: Point?, movesCursor: Bool = true) {
        self.isFullRedraw = isFullRedraw
        self.runs = runs
        self.cursor = cursor
        self.movesCursor = movesCursor
    }

    /// Nothing to write: no changed cells and the cursor where it was.
    public var isEmpty: Bool { !isFullRedraw && runs.isEmpty && !movesCursor }
}
