import Testing
import WorkflowUI
@testable import CursesTerminal

/// The colours a frame is written in, on terminals of each depth as their terminfo
/// entries describe them, on a pseudo-terminal. In the suite of everything that starts
/// curses, which runs one test at a time.
///
/// A direct-colour entry (`xterm-direct`: `RGB`, 16,777,216 colours) reads a colour
/// number past its palette as 0xRRGGBB: colour 214 set by number would be a near-black
/// blue. Those entries come with Debian's ncurses-term (`make deps` installs it).
extension CursesTerminalTests {
    /// A frame with one word in each kind of colour: a plain named one, a bright named
    /// one, colours 214 on 236 of the 256, and an exact colour whose number would be a
    /// palette colour's (5, magenta) if set through terminfo.
    private func colourWords() -> Frame {
        let frame = Frame(size: Size(width: 80, height: 24))
        frame.write("plain", column: 0, row: 0, style: Style(foreground: .red))
        frame.write("bright", column: 10, row: 0, style: Style(foreground: .brightRed))
        frame.write("palette", column: 20, row: 0, style: Style(foreground: .indexed(214), background: .indexed(236)))
        frame.write("exact", column: 30, row: 0, style: Style(foreground: .rgb(red: 0, green: 0, blue: 5)))
        return frame
    }

    /// What the terminal of `terminalType` is sent for `colourWords`, escapes shown as ⎋.
    private func colourWordsWritten(on terminalType: String) async throws -> String {
        var written = ""
        try await withTerminal(terminalType: terminalType) { pty, terminal in
            terminal.apply(.between(nil, colourWords()))
            written = try pty.drainOutput().visible
        }
        return written
    }

    @Test func onADirectColourEntryPaletteAndBrightColoursAreWrittenAsXtermDrawsThem() async throws {
        let written = try await colourWordsWritten(on: "xterm-direct")
        #expect(written.contains("⎋[31mplain"), "the first 8 are the entry's palette: \(written)")
        #expect(written.contains("⎋[38;2;255;0;0mbright"), "\(written)")
        #expect(written.contains("⎋[38;2;255;175;0m⎋[48;2;48;48;48mpalette"), "\(written)")
        #expect(written.contains("⎋[38;2;0;0;5mexact"), "\(written)")
        #expect(!written.contains("38:2:") && !written.contains("48:2:"), "no colour number read as RGB: \(written)")
    }

    @Test func aDirectColourEntryWithAPaletteOf256KeepsThoseColoursByNumber() async throws {
        let written = try await colourWordsWritten(on: "xterm-direct256")
        #expect(written.contains("⎋[91mbright"), "\(written)")
        #expect(written.contains("⎋[38;5;214m⎋[48;5;236mpalette"), "\(written)")
        #expect(written.contains("⎋[38;2;0;0;5mexact"), "\(written)")
    }

    @Test func on256ColoursEveryPaletteColourIsTheTerminalsOwnAndAnExactOneTheNearest() async throws {
        let written = try await colourWordsWritten(on: "xterm-256color")
        #expect(written.contains("⎋[31mplain"), "\(written)")
        #expect(written.contains("⎋[91mbright"), "\(written)")
        #expect(written.contains("⎋[38;5;214m⎋[48;5;236mpalette"), "\(written)")
        #expect(written.contains("⎋[38;5;16mexact"), "the cube's black: \(written)")
        #expect(!written.contains(";2;"), "\(written)")
    }

    @Test func onEightColoursEveryColourIsTheNearestOfThose() async throws {
        let written = try await colourWordsWritten(on: "xterm")
        #expect(written.contains("⎋[31mplain"), "\(written)")
        #expect(written.contains("⎋[31mplain⎋[1;11Hbright"), "a bright colour is its plain one: \(written)")
        #expect(written.contains("⎋[33m⎋[40mpalette"), "\(written)")
        #expect(written.contains("⎋[30mexact"), "\(written)")
        #expect(!written.contains("38;") && !written.contains("48;"), "\(written)")
    }
}
