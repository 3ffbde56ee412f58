import WorkflowUI

/// What must hold of the screen after every event, whatever the app showed: it is
/// exactly the terminal's size, every cell holds one whole glyph (a wide glyph and its
/// continuation cell side by side, never half of one and never past the edge), nothing
/// drawn is a control or bidi-control character or an escape, and the cursor, if
/// shown, is on the screen.
@MainActor
enum FrameCheck {
    /// What is wrong with the screen, or nil when nothing is.
    ///
    /// - Parameter sizeChanged: whether the terminal changed size since the last check:
    ///   only then can the number of rows be wrong, and counting them costs a string a row.
    static func problem(with terminal: InMemoryTerminal, sizeChanged: Bool = true) -> String? {
        let size = terminal.size
        if sizeChanged {
            let rows = terminal.lines.count
            guard rows == size.height else { return "the screen has \(rows) rows on a terminal \(size.height) high" }
        }
        if let cursor = terminal.cursor, !(0..<size.width ~= cursor.column && 0..<size.height ~= cursor.row) {
            return "the cursor is at \(cursor), off a \(size) screen"
        }
        for row in 0..<size.height {
            var expectsContinuation = false
            for column in 0..<size.width {
                let content = terminal.cell(atColumn: column, row: row).content
                let place = "cell (\(column), \(row))"
                if content.isEmpty {
                    guard expectsContinuation else { return "\(place) is the right half of no wide glyph" }
                    expectsContinuation = false
                    continue
                }
                if expectsContinuation { return "\(place) covers the right half of the wide glyph before it" }
                let utf8 = content.utf8
                if utf8.count == 1 {
                    // ASCII, the usual case: one column, and printable.
                    let byte = utf8.first!
                    if byte < 0x20 || byte == 0x7F { return "\(place) holds the control character \(SwiftSource.string(content))" }
                    continue
                }
                if let scalar = content.unicodeScalars.first(where: TerminalText.isReplacedForDisplay) {
                    return "\(place) holds the control character U+\(String(scalar.value, radix: 16, uppercase: true)) in \(SwiftSource.string(content))"
                }
                guard content.count == 1 else { return "\(place) holds \(content.count) glyphs: \(SwiftSource.string(content))" }
                switch content.terminalWidth {
                case 1: break
                case 2:
                    guard column + 1 < size.width else { return "\(place) holds a wide glyph that sticks out of the screen: \(SwiftSource.string(content))" }
                    expectsContinuation = true
                default:
                    return "\(place) holds \(SwiftSource.string(content)), \(content.terminalWidth) columns wide"
                }
            }
        }
        return nil
    }
}
