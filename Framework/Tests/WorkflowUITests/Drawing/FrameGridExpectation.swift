import Testing
import WorkflowUI

/// Expects the frame's rows, trailing blanks trimmed, to read `lines`. A failure
/// prints both grids whole, boxed so trailing spaces and widths show.
func expectFrame(_ frame: Frame, shows lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = frame.lines
    #expect(
        actual == lines,
        "\nexpected:\n\(boxed(lines, width: frame.size.width))\nactual (\(frame.size)):\n\(boxed(actual, width: frame.size.width))",
        sourceLocation: sourceLocation
    )
}

/// A frame of the given size with `draw` applied to a canvas over all of it.
func frame(width: Int, height: Int, _ draw: (Canvas) -> Void = { _ in }) -> Frame {
    let frame = Frame(size: Size(width: width, height: height))
    draw(Canvas(frame: frame))
    return frame
}

/// Every row's cells, wide glyphs' continuations marked, to check that no half glyph
/// is left: a continuation must follow a glyph two columns wide.
func expectWholeGlyphs(in frame: Frame, sourceLocation: SourceLocation = #_sourceLocation) {
    for row in 0..<frame.size.height {
        for column in 0..<frame.size.width {
            let cell = frame[column, row]
            let startsWide = !cell.isContinuation && cell.content.terminalWidth == 2
            if cell.isContinuation {
                let before = column > 0 ? frame[column - 1, row] : nil
                #expect(
                    before.map { !$0.isContinuation && $0.content.terminalWidth == 2 } == true,
                    "orphaned continuation at \(Point(column: column, row: row))", sourceLocation: sourceLocation)
            }
            if startsWide {
                #expect(
                    column + 1 < frame.size.width && frame[column + 1, row].isContinuation,
                    "wide glyph \(cell.content) without its continuation at \(Point(column: column, row: row))",
                    sourceLocation: sourceLocation)
            }
        }
    }
}

private func boxed(_ lines: [String], width: Int) -> String {
    lines.enumerated().map { index, line in
        let padding = String(repeating: " ", count: max(0, width - line.terminalWidth))
        let number = String(index)
        let margin = String(repeating: " ", count: max(0, 3 - number.count))
        return "\(margin)\(number) |\(line)\(padding)|"
    }.joined(separator: "\n")
}
