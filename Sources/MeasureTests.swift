import Testing
import WorkflowUI
@testable import CursesTerminal

@MainActor @Test func measureSelectionBytes() throws {
    let pty = try PseudoTerminal()
    let terminal = try CursesTerminal.openForTesting(on: pty)
    defer { terminal.close() }
    func list(_ selected: Int, _ style: Style, fullRow: Bool) -> Frame {
        let frame = Frame(size: Size(width: 80, height: 24))
        frame.write("Todos", column: 37, row: 0, style: .bold)
        for item in 1...20 { frame.write("  [ ] Todo item number \(item)", column: 0, row: item + 1, style: item + 1 == selected && !fullRow ? style : .plain) }
        if fullRow { frame.highlight(row: selected, style: style) }
        return frame
    }
    for (name, style, full) in [("white on blue, full row", Style(foreground: .white, background: .blue), true),
                                 ("bg blue, full row", Style(background: .blue), true),
                                 ("reverse, full row", Style.reverse, true),
                                 ("reverse, text only", Style.reverse, false)] {
        terminal.apply(.between(nil, list(5, style, fullRow: full)))
        _ = try pty.drainOutput()
        terminal.apply(.between(list(5, style, fullRow: full), list(6, style, fullRow: full)))
        let bytes = try pty.drainOutput()
        print("MEASURE \(name): \(bytes.count) bytes: \(bytes.visible)")
    }
}
