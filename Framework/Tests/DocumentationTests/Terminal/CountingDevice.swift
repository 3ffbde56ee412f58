import TerminalCore

/// A terminal device that only counts the cells it is asked to write.
@MainActor
final class CountingDevice: TerminalDevice {
    let size = Size(width: 40, height: 8)
    private(set) var cellsWritten = 0

    func apply(_ update: FrameUpdate) {
        cellsWritten += update.runs.reduce(0) { $0 + $1.cells.count }
    }
}
