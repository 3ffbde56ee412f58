/// A screen that shows frames: the real terminal (`CursesTerminal`) or the
/// in-memory one that tests and benchmarks use.
///
/// A device only writes what it is told. Deciding *what* changed is the
/// renderer's job (`FrameUpdate.between`), so every device gets the same minimal
/// updates and the in-memory device is a faithful stand-in for the real one.
@MainActor
public protocol TerminalDevice: AnyObject {
    /// The size of the screen now, in columns and rows.
    var size: Size { get }
    /// Writes the changed cells and places (or hides) the cursor.
    func apply(_ update: FrameUpdate)
}
