import Foundation
import Glibc
import TerminalTesting
import Testing
import WorkflowUI
@testable import CursesTerminal

extension CursesTerminalTests {
    /// The frame writer on terminals other than xterm, described by hand: what it sends
    /// where a terminal lacks a capability or has a quirk. It writes into a pipe. Nested
    /// here because some tests change the process's locale, which curses reads.
    @MainActor @Suite struct FrameWriterTests {
        private let pipe: (reader: Int32, writer: Int32)

        init() throws {
            var ends: [Int32] = [-1, -1]
            guard Glibc.pipe(&ends) == 0 else { throw PseudoTerminalError("no pipe") }
            _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
            pipe = (ends[0], ends[1])
            UTF8Locale.adopt()
        }

        private func close() {
            Glibc.close(pipe.reader)
            Glibc.close(pipe.writer)
        }

        private func writer(_ capabilities: TerminalCapabilities = .xtermLike, palette: ColorPalette = .xtermLike, encodesUTF8: Bool = true, size: Size = Size(width: 20, height: 3)) -> FrameWriter {
            FrameWriter(descriptor: pipe.writer, capabilities: capabilities, palette: palette, encodesUTF8: encodesUTF8, size: size)
        }

        /// What the writer wrote since the last call.
        private func written() -> [UInt8] {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(pipe.reader, &buffer, buffer.count)
                guard count > 0 else { return bytes }
                bytes += buffer[..<count]
            }
        }

        @Test func aCursorAddressInTheCommonFormIsWrittenDigitByDigitWithoutPadding() {
            defer { close() }
            let xterm = CursorAddress(terminfo: "\u{1B}[%i%p1%d;%p2%dH")
            let padded = CursorAddress(terminfo: "\u{1B}[%i%p1%d;%p2%dH$<5>")
            #expect(xterm == .decimal(prefix: Array("\u{1B}[".utf8), separator: Array(";".utf8), suffix: Array("H".utf8), origin: 1))
            #expect(padded == xterm)
            var bytes: [UInt8] = []
            xterm.append(row: 0, column: 119, to: &bytes)
            #expect(bytes == Array("\u{1B}[1;120H".utf8))
        }

        @Test func aCursorAddressOfAnotherFormIsExpandedByTerminfo() {
            defer { close() }
            // VT52's: the row and the column as characters, offset by a space.
            let vt52 = CursorAddress(terminfo: "\u{1B}Y%p1%' '%+%c%p2%' '%+%c")
            #expect(vt52 == .terminfo("\u{1B}Y%p1%' '%+%c%p2%' '%+%c"))
            var bytes: [UInt8] = []
            vt52.append(row: 3, column: 5, to: &bytes)
            #expect(bytes == Array("\u{1B}Y#%".utf8))
        }

        @Test func blanksToTheEndOfARowAreErasedWhereErasingDrawsThemAndWrittenElsewhere() {
            defer { close() }
            let frame = Frame(size: Size(width: 20, height: 3))
            frame.write("bar", column: 0, row: 1, style: Style(background: .blue))
            frame.write(String(repeating: " ", count: 17), column: 3, row: 1, style: Style(background: .blue))
            var erasing = writer()
            erasing.apply(.between(nil, frame))
            let erased = written()
            #expect(erased.contains("bar\u{1B}[K"), "\(erased.visible)")

            var noBackgroundColorErase = TerminalCapabilities.xtermLike
            noBackgroundColorErase.erasesInBackgroundColor = false
            var writing = writer(noBackgroundColorErase)
            writing.apply(.between(nil, frame))
            let blanks = written()
            #expect(!blanks.contains("\u{1B}[K") && blanks.contains("bar" + String(repeating: " ", count: 17)), "\(blanks.visible)")
        }

        @Test func theBottomRightCellOfATerminalWhoseLastCellScrollsIsWrittenWithWrappingOffOrNotAtAll() {
            defer { close() }
            let frame = Frame(size: Size(width: 20, height: 3))
            frame.write("Z", column: 19, row: 2)
            var scrolls = TerminalCapabilities.xtermLike
            scrolls.lastCellScrolls = true
            var wrapping = writer(scrolls)
            wrapping.apply(.between(nil, frame))
            let wrappedOff = written()
            #expect(wrappedOff.contains("\u{1B}[?7lZ\u{1B}[?7h"), "\(wrappedOff.visible)")

            scrolls.autoMarginOff = []
            scrolls.autoMarginOn = []
            var leaving = writer(scrolls)
            leaving.apply(.between(nil, frame))
            let left = written()
            #expect(!left.contains("Z"), "\(left.visible)")
        }

        @Test func attributesTheTerminalCannotShowInColourGoAndReverseVideoSwapsTheColours() {
            defer { close() }
            var linux = TerminalCapabilities.xtermLike
            linux.attributesNotWithColor = 2 | 4  // underline, reverse
            let frame = Frame(size: Size(width: 20, height: 3))
            frame.write("u", column: 0, row: 0, style: Style(foreground: .red, attributes: .underline))
            frame.write("r", column: 0, row: 1, style: Style(foreground: .red, background: .blue, attributes: .reverse))
            frame.write("p", column: 0, row: 2, style: Style(attributes: [.underline, .reverse]))
            var writer = writer(linux)
            writer.apply(.between(nil, frame))
            var screen = EmulatedTerminal(width: 20, height: 3)
            screen.feed(written())
            #expect(screen[0, 0].look == EmulatedTerminal.Look(foreground: 1))
            #expect(screen[0, 1].look == EmulatedTerminal.Look(foreground: 4, background: 1))
            #expect(screen[0, 2].look == EmulatedTerminal.Look(underline: true, reverse: true), "without colour they stay")
        }

        /// One cell in an exact orange on a dark grey, and one in palette colour 214, as
        /// written at `palette`'s depth.
        private func colouredCells(_ palette: ColorPalette, capabilities: TerminalCapabilities = .xtermLike) -> String {
            let frame = Frame(size: Size(width: 20, height: 3))
            frame.write("x", column: 0, row: 0, style: Style(foreground: .rgb(red: 255, green: 135, blue: 0), background: .rgb(red: 0x30, green: 0x30, blue: 0x30)))
            frame.write("y", column: 0, row: 1, style: Style(foreground: .indexed(214)))
            var writer = writer(capabilities, palette: palette)
            writer.apply(.between(nil, frame))
            return written().visible
        }

        @Test func anExactColourIsWrittenAsItIsOnlyWhereTheTerminalHasDirectColour() {
            defer { close() }
            let direct = colouredCells(ColorPalette(isEnabled: true, hasDefaultColors: true, colorCount: 256, hasDirectColor: true))
            #expect(direct.contains("⎋[38;2;255;135;0m⎋[48;2;48;48;48mx"), "\(direct)")
            #expect(direct.contains("⎋[38;5;214my"), "a palette colour stays one: \(direct)")
        }

        @Test func anExactColourIsTheNearestOf256OnA256ColourTerminal() {
            defer { close() }
            let indexed = colouredCells(.xtermLike)
            #expect(indexed.contains("⎋[38;5;208m⎋[48;5;236mx"), "\(indexed)")
            #expect(indexed.contains("⎋[38;5;214my"), "\(indexed)")
            #expect(!indexed.contains(";2;"), "\(indexed)")
        }

        @Test func onA16Or8ColourTerminalAnyColourIsTheNearestOfThose() {
            defer { close() }
            var sixteenStrings = TerminalCapabilities.xtermLike
            sixteenStrings.foregrounds = Array(sixteenStrings.foregrounds.prefix(16))
            sixteenStrings.backgrounds = Array(sixteenStrings.backgrounds.prefix(16))
            let sixteen = colouredCells(ColorPalette(isEnabled: true, hasDefaultColors: true, colorCount: 16), capabilities: sixteenStrings)
            // Orange and colour 214 are nearest yellow, the dark grey black.
            #expect(sixteen.contains("⎋[33m⎋[40mx"), "\(sixteen)")
            #expect(sixteen.contains("⎋[33my"), "\(sixteen)")
            #expect(!sixteen.contains("38;"), "\(sixteen)")

            var eightStrings = sixteenStrings
            eightStrings.foregrounds = Array(eightStrings.foregrounds.prefix(8))
            eightStrings.backgrounds = Array(eightStrings.backgrounds.prefix(8))
            let eight = colouredCells(ColorPalette(isEnabled: true, hasDefaultColors: true, colorCount: 8), capabilities: eightStrings)
            #expect(eight.contains("⎋[33m⎋[40mx"), "\(eight)")
            #expect(!eight.contains("[9") && !eight.contains("[10"), "no bright colour on 8: \(eight)")
        }

        @Test func withoutColourAnExactBackgroundBecomesReverseVideo() {
            defer { close() }
            let none = colouredCells(.monochrome)
            #expect(none.contains("⎋[7mx"), "\(none)")
            #expect(!none.contains("38;") && !none.contains("48;") && !none.contains("[33"), "\(none)")
        }

        /// Where no UTF-8 locale can be had, a glyph goes as the locale writes it, and one
        /// it cannot measure as a blank, as curses sent them. A Latin-1 locale is made for
        /// the test (`localedef`).
        @Test(.leavesNothingBehind) func withoutAUTF8LocaleAGlyphIsWrittenAsTheLocaleWritesItOrAsABlank() throws {
            defer { close() }
            let directory = try TemporaryDirectory()
            defer { directory.remove() }
            let localedef = Process()
            localedef.executableURL = URL(fileURLWithPath: "/usr/bin/localedef")
            localedef.arguments = ["-i", "en_US", "-f", "ISO-8859-1", directory.appending("en_US.ISO-8859-1").path]
            try localedef.run()
            localedef.waitUntilExit()
            let locale = String(cString: setlocale(LC_CTYPE, nil))
            setenv("LOCPATH", directory.url.path, 1)
            defer {
                unsetenv("LOCPATH")
                setlocale(LC_CTYPE, locale)
            }
            try #require(setlocale(LC_CTYPE, "en_US.ISO-8859-1") != nil, "localedef made no Latin-1 locale")

            let frame = Frame(size: Size(width: 20, height: 3))
            frame.write("a世b é", column: 0, row: 0)
            var writer = writer(encodesUTF8: false)
            writer.apply(.between(nil, frame))
            let output = written()
            #expect(output.firstRange(of: [0x61, 0x20, 0x20, 0x62, 0x20, 0xE9]) != nil, "é in Latin-1; 世, which Latin-1 lacks, a blank in each of its columns: \(output.visible)")
        }

        @Test func afterAResizeTheNextFrameWritesTheWholeScreen() {
            defer { close() }
            let frame = Frame(size: Size(width: 20, height: 3))
            frame.write("kept", column: 0, row: 0)
            var writer = writer()
            writer.apply(.between(nil, frame))
            _ = written()
            writer.resize(to: Size(width: 30, height: 3))
            let next = frame.copy()
            next.write("new", column: 0, row: 2)
            writer.apply(.between(frame, next))
            let output = written()
            #expect(output.starts(with: Array("\u{1B}[H\u{1B}[2J".utf8)), "\(output.visible)")
            #expect(output.contains("kept") && output.contains("new"), "\(output.visible)")
        }

        @Test func framesAppliedWhileTheTerminalIsLentAreWrittenWholeWhenItIsBack() {
            defer { close() }
            let frame = Frame(size: Size(width: 20, height: 3))
            frame.write("before", column: 0, row: 0)
            var writer = writer()
            writer.apply(.between(nil, frame))
            _ = written()
            writer.ownsTerminal = false
            let meanwhile = frame.copy()
            meanwhile.write("meanwhile", column: 0, row: 1)
            meanwhile.cursor = Point(column: 3, row: 1)
            writer.apply(.between(frame, meanwhile))
            #expect(written().isEmpty)

            writer.repaint()
            var screen = EmulatedTerminal(width: 20, height: 3)
            screen.feed(written())
            #expect(screen.lines.map { $0.trimmingSuffix(while: { $0 == " " }) } == ["before", "meanwhile", ""])
            #expect(screen.cursor == Point(column: 3, row: 1) && screen.cursorIsVisible)
        }
    }
}

private extension String {
    func trimmingSuffix(while isTrimmed: (Character) -> Bool) -> String {
        var text = self
        while let last = text.last, isTrimmed(last) { text.removeLast() }
        return text
    }
}

extension TerminalCapabilities {
    /// xterm-256color's strings, as terminfo gives them.
    static var xtermLike: TerminalCapabilities {
        let escape = "\u{1B}"
        return TerminalCapabilities(
            clearScreen: Array("\(escape)[H\(escape)[2J".utf8),
            moveCursor: CursorAddress(terminfo: "\(escape)[%i%p1%d;%p2%dH"),
            clearToEndOfLine: Array("\(escape)[K".utf8),
            erasesInBackgroundColor: true,
            plainAttributes: Array("\(escape)(B\(escape)[m".utf8),
            defaultColors: Array("\(escape)[39;49m".utf8),
            bold: Array("\(escape)[1m".utf8),
            dim: Array("\(escape)[2m".utf8),
            italic: Array("\(escape)[3m".utf8),
            underline: Array("\(escape)[4m".utf8),
            reverse: Array("\(escape)[7m".utf8),
            attributesNotWithColor: 0,
            movesInAnyAttributes: true,
            foregrounds: (0..<256).map { Array("\(escape)[\($0 < 8 ? "\(30 + $0)" : $0 < 16 ? "\(82 + $0)" : "38;5;\($0)")m".utf8) },
            backgrounds: (0..<256).map { Array("\(escape)[\($0 < 8 ? "\(40 + $0)" : $0 < 16 ? "\(92 + $0)" : "48;5;\($0)")m".utf8) },
            hideCursor: Array("\(escape)[?25l".utf8),
            showCursor: Array("\(escape)[?12l\(escape)[?25h".utf8),
            lastCellScrolls: false,
            autoMarginOff: Array("\(escape)[?7l".utf8),
            autoMarginOn: Array("\(escape)[?7h".utf8)
        )
    }
}

extension ColorPalette {
    static let xtermLike = ColorPalette(isEnabled: true, hasDefaultColors: true, colorCount: 256)
}
