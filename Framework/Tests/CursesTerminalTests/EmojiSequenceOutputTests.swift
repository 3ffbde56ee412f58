import Testing
import WorkflowUI
@testable import CursesTerminal

/// What reaches the terminal for emoji sequences that start with an emoji shorter in
/// UTF-8 than most (© and ® take two bytes, ‼ and ™ three): in the suite of everything
/// that starts curses, which runs one test at a time.
extension CursesTerminalTests {
    @Test func aSequenceThatStartsWithANarrowSignReachesTheTerminalAsItsParts() async throws {
        try await withTerminal { pty, terminal in
            let frame = Frame(size: Size(width: 80, height: 24))
            Canvas(frame: frame).draw("a©🏽®\u{200D}b", at: .zero)
            terminal.apply(.between(nil, frame))
            let output = try pty.drainOutput()
            // One cell two columns wide showed "©" and a blank: the tone was never sent.
            #expect(output.contains("a©🏽®b"), "each part in the columns curses counts, no blank between: \(output.visible)")
            #expect(!output.contains("\u{200D}"))
        }
    }
}
