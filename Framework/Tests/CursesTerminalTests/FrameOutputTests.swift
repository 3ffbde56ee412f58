import Testing
import WorkflowUI
@testable import CursesTerminal

/// What reaches the terminal for a frame, read back through an emulated terminal: where
/// each glyph lands, how it looks, where the cursor is, and how many writes it took. In
/// the suite of everything that starts curses, which runs one test at a time.
extension CursesTerminalTests {
    private static let bar = Style(foreground: .white, background: .blue)

    /// Applies `update` and returns what the terminal was sent, checking that it took one
    /// `write`.
    private func applyInOneWrite(
        _ update: FrameUpdate, to terminal: CursesTerminal, pty: PseudoTerminal,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [UInt8] {
        let before = try writeCallsOfThisThread()
        terminal.apply(update)
        let writes = try writeCallsOfThisThread() - before
        let output = try pty.drainOutput()
        #expect(writes == 1, "\(writes) writes: \(output.visible)", sourceLocation: sourceLocation)
        return output
    }

    @Test func everyFrameReachesTheTerminalInOneWrite() async throws {
        try await withTerminal { pty, terminal in
            let first = listFrame(selectedRow: 4, selection: Self.bar)
            first.write("日本 🇯🇵", column: 40, row: 3)
            first.cursor = Point(column: 10, row: 3)
            _ = try applyInOneWrite(.between(nil, first), to: terminal, pty: pty)

            let moved = listFrame(selectedRow: 5, selection: Self.bar)
            moved.write("日本 🇯🇵", column: 40, row: 3)
            moved.cursor = Point(column: 12, row: 3)
            _ = try applyInOneWrite(.between(first, moved), to: terminal, pty: pty)

            let hidden = moved.copy()
            hidden.cursor = nil
            _ = try applyInOneWrite(.between(moved, hidden), to: terminal, pty: pty)

            let shown = hidden.copy()
            shown.write("typed", column: 0, row: 1)
            shown.cursor = Point(column: 5, row: 1)
            _ = try applyInOneWrite(.between(hidden, shown), to: terminal, pty: pty)

            let cursorOnly = shown.copy()
            cursorOnly.cursor = Point(column: 2, row: 1)
            _ = try applyInOneWrite(.between(shown, cursorOnly), to: terminal, pty: pty)
        }
    }

    @Test func aTwoRowChangeWritesThoseRowsAndNothingElse() async throws {
        try await withTerminal { pty, terminal in
            var screen = EmulatedTerminal(width: 80, height: 24)
            let before = listFrame(selectedRow: 5, selection: Self.bar)
            screen.feed(try applyInOneWrite(.between(nil, before), to: terminal, pty: pty))
            #expect(screen.lines == before.lines.map { $0.padding(toLength: 80, withPad: " ", startingAt: 0) })

            screen.forgetWrites()
            let after = listFrame(selectedRow: 6, selection: Self.bar)
            let output = try applyInOneWrite(.between(before, after), to: terminal, pty: pty)
            screen.feed(output)
            #expect(screen.writtenRows == [5, 6], "\(output.visible)")
            for row in 0..<24 {
                #expect(screen.text(ofRow: row) == after.text(ofRow: row), "row \(row)")
                for column in 0..<80 {
                    #expect(Self.shown(screen[column, row]) == Self.shown(after[column, row]), "(\(column), \(row))")
                }
            }
        }
    }

    @Test func stylesAndColoursReachTheTerminalAsTheFrameHasThem() async throws {
        try await withTerminal { pty, terminal in
            let styles: [Style] = [
                Style(foreground: .red, attributes: .bold), Self.bar, Style(foreground: .brightGreen),
                Style(background: .brightBlack), .reverse, .underline, .dim, Style(attributes: .italic),
                Style(foreground: .yellow, background: .magenta, attributes: [.bold, .underline]), .plain,
            ]
            let frame = Frame(size: Size(width: 80, height: 24))
            for (row, style) in styles.enumerated() {
                frame.write("styled \(row)", column: 2, row: row, style: style)
                frame.write("plain after", column: 20, row: row)
            }
            // A highlight to the end of the row.
            frame.write(String(repeating: " ", count: 40), column: 40, row: 3, style: Self.bar)
            var screen = EmulatedTerminal(width: 80, height: 24)
            screen.feed(try applyInOneWrite(.between(nil, frame), to: terminal, pty: pty))
            for row in 0..<24 {
                for column in 0..<80 {
                    #expect(Self.shown(screen[column, row]) == Self.shown(frame[column, row]), "(\(column), \(row))")
                }
            }
            #expect(screen.look == EmulatedTerminal.Look(), "the terminal is left in plain colours between frames")
        }
    }

    @Test func withoutColourEveryCellHasTheTerminalsColoursAndAHighlightIsReversed() async throws {
        try await withTerminal(allowsColor: false) { pty, terminal in
            let frame = Frame(size: Size(width: 80, height: 24))
            frame.write("selected", column: 0, row: 0, style: Self.bar)
            frame.write("warning", column: 0, row: 1, style: Style(foreground: .red, attributes: .bold))
            var screen = EmulatedTerminal(width: 80, height: 24)
            screen.feed(try applyInOneWrite(.between(nil, frame), to: terminal, pty: pty))
            #expect(screen[0, 0].look == EmulatedTerminal.Look(reverse: true))
            #expect(screen[0, 1].look == EmulatedTerminal.Look(bold: true))
            #expect(screen[8, 0].look == EmulatedTerminal.Look())
        }
    }

    @Test func wideGlyphsFlagsAndEmojiPartsLandInTheColumnsTheFrameGivesThem() async throws {
        try await withTerminal { pty, terminal in
            let frame = Frame(size: Size(width: 80, height: 24))
            frame.write("Hello, 世界!", column: 4, row: 2)
            frame.write("a", column: 0, row: 0)
            frame[1, 0] = Cell(content: "🇯🇵")
            frame[2, 0] = .continuation(.plain)
            frame.write("b", column: 3, row: 0)
            for (index, part) in ["👨\u{200D}", "👩\u{200D}", "👦"].enumerated() {
                frame[index * 2, 4] = Cell(content: part)
                frame[index * 2 + 1, 4] = .continuation(.plain)
            }
            frame.write("c", column: 6, row: 4)
            frame.write("e\u{301}x", column: 0, row: 6)
            var screen = EmulatedTerminal(width: 80, height: 24)
            screen.feed(try applyInOneWrite(.between(nil, frame), to: terminal, pty: pty))
            #expect(screen.text(ofRow: 2).hasPrefix("    Hello, 世界!  "))
            #expect(screen[11, 2].text == "世" && screen[13, 2].text == "界" && screen[15, 2].text == "!")
            #expect((0..<4).map { screen[$0, 0].text } == ["a", "🇯", "🇵", "b"], "a flag as two one-column indicators")
            #expect(screen[0, 4].text == "👨" && screen[2, 4].text == "👩" && screen[4, 4].text == "👦" && screen[6, 4].text == "c")
            #expect(screen[0, 6].text == "e\u{301}" && screen[1, 6].text == "x")

            // A frame one column wider than the terminal puts a wide glyph at its edge.
            let wider = Frame(size: Size(width: 81, height: 24))
            wider.write("end 世", column: 75, row: 8)
            wider.write("next row", column: 0, row: 9)
            screen.feed(try applyInOneWrite(.between(nil, wider), to: terminal, pty: pty))
            #expect(screen.text(ofRow: 8).hasSuffix("end  "), "the glyph that no longer fits is a blank: \(screen.text(ofRow: 8))")
            #expect(screen.text(ofRow: 9).hasPrefix("next row "))
            #expect(!screen.scrolled)
        }
    }

    /// curses sends a blank for a character libc cannot measure (an unassigned code
    /// point, an emoji newer than the C library), which a terminal would show in columns
    /// of its own choosing, or not at all.
    @Test func aGlyphLibcCannotMeasureIsABlankInItsColumns() async throws {
        try await withTerminal { pty, terminal in
            let frame = Frame(size: Size(width: 80, height: 24))
            frame.write("a", column: 0, row: 0)
            frame[1, 0] = Cell(content: "\u{378}\u{301}")
            frame[2, 0] = Cell(content: "\u{E0080}")
            frame[3, 0] = .continuation(.plain)
            frame.write("b", column: 4, row: 0)
            let output = try applyInOneWrite(.between(nil, frame), to: terminal, pty: pty)
            #expect(output.contains("a   b"), "\(output.visible)")
            #expect(!output.contains("\u{378}") && !output.contains("\u{E0080}"), "\(output.visible)")
        }
    }

    @Test func theCursorIsShownHiddenAndPlacedWhereTheFrameSays() async throws {
        try await withTerminal { pty, terminal in
            var screen = EmulatedTerminal(width: 80, height: 24)
            let frame = Frame(size: Size(width: 80, height: 24))
            frame.write("name: Ada", column: 0, row: 3)
            frame.cursor = Point(column: 9, row: 3)
            screen.feed(try applyInOneWrite(.between(nil, frame), to: terminal, pty: pty))
            #expect(screen.cursor == Point(column: 9, row: 3) && screen.cursorIsVisible)

            let typed = frame.copy()
            typed.write("name: Adam", column: 0, row: 3)
            typed.cursor = Point(column: 10, row: 3)
            screen.feed(try applyInOneWrite(.between(frame, typed), to: terminal, pty: pty))
            #expect(screen.cursor == Point(column: 10, row: 3) && screen.cursorIsVisible)
            #expect(screen.text(ofRow: 3).hasPrefix("name: Adam "))

            let hidden = typed.copy()
            hidden.cursor = nil
            screen.feed(try applyInOneWrite(.between(typed, hidden), to: terminal, pty: pty))
            #expect(!screen.cursorIsVisible)

            let outside = hidden.copy()
            outside.cursor = Point(column: 80, row: 3)
            terminal.apply(.between(hidden, outside))
            screen.feed(try pty.drainOutput())
            #expect(!screen.cursorIsVisible, "a cursor outside the screen stays hidden")
        }
    }

    /// curses draws nothing: reading keys, which may refresh a window curses counts as
    /// changed, must not write over the frame, neither at the start nor after a resize.
    @Test func readingKeysAfterAFrameWritesNothing() async throws {
        try await withTerminal { pty, terminal in
            let frame = listFrame(selectedRow: 4, selection: Self.bar)
            terminal.apply(.between(nil, frame))
            _ = try pty.drainOutput()
            let first = await terminal.record(until: { !$0.isEmpty }) { [pty] in pty.send("x") }
            #expect(first.keys == [.character("x")])
            let afterTheKey = try pty.drainOutput()
            #expect(afterTheKey.isEmpty, "\(afterTheKey.visible)")

            let resized = await terminal.record(until: { !$0.isEmpty }) { [pty, terminal] in
                pty.setSize(width: 60, height: 20)
                terminal.handleWindowChange()
            }
            #expect(resized.events == [.resize(Size(width: 60, height: 20))])
            terminal.apply(.between(nil, Frame(size: Size(width: 60, height: 20))))
            _ = try pty.drainOutput()
            let second = await terminal.record(until: { $0.contains(.key(.character("y"))) }) { [pty] in pty.send("y") }
            #expect(second.keys == [.character("y")])
            let afterTheResize = try pty.drainOutput()
            #expect(afterTheResize.isEmpty, "\(afterTheResize.visible)")
        }
    }

    /// A new size curses finds when it takes the terminal back from a program changes its
    /// window too; reading keys after must not write over the frame either. (curses
    /// switches the keypad back to application mode as it reads the first key.)
    @Test func readingKeysAfterTheTerminalCameBackResizedWritesNothing() async throws {
        try await withTerminal { pty, terminal in
            terminal.apply(.between(nil, listFrame(selectedRow: 4, selection: Self.bar)))
            let lent = Task { try await terminal.runInForeground(["/bin/sh", "-c", "printf 'ready>'; read line"]) }
            _ = try await pty.waitForOutput(containing: "ready>")
            pty.setSize(width: 70, height: 20)
            pty.send("\n")
            _ = try await lent.value
            let resized = await terminal.record(until: { !$0.isEmpty }) { [terminal] in terminal.handleWindowChange() }
            #expect(resized.events.isEmpty || resized.events == [.resize(Size(width: 70, height: 20))], "\(resized.events)")
            #expect(terminal.size == Size(width: 70, height: 20))
            let frame = Frame(size: Size(width: 70, height: 20))
            frame.write("after", column: 0, row: 0)
            terminal.apply(.between(nil, frame))
            _ = try pty.drainOutput()
            let keys = await terminal.record(until: { $0.contains(.key(.character("k"))) }) { [pty] in pty.send("k") }
            #expect(keys.keys == [.character("k")])
            var screen = EmulatedTerminal(width: 70, height: 20)
            let afterTheKey = try pty.drainOutput()
            screen.feed(afterTheKey)
            #expect(screen.writtenRows.isEmpty, "\(afterTheKey.visible)")
        }
    }

    /// curses moves the cursor to the bottom row as it leaves, and the shell's prompt
    /// comes there on a terminal without an alternate screen; the attributes are plain and
    /// the cursor shown by then.
    @Test func closingLeavesTheCursorShownOnTheBottomRowInPlainColours() async throws {
        try await withTerminal { pty, terminal in
            let frame = listFrame(selectedRow: 23, selection: Self.bar)
            frame.cursor = Point(column: 5, row: 2)
            terminal.apply(.between(nil, frame))
            var screen = EmulatedTerminal(width: 80, height: 24)
            screen.feed(try pty.drainOutput())
            terminal.close()
            let closing = try pty.drainOutput()
            let leavingTheAlternateScreen = try #require(closing.firstRange(of: Array("\u{1B}[?1049l".utf8)), "\(closing.visible)")
            screen.feed(Array(closing[..<leavingTheAlternateScreen.lowerBound]))
            #expect(screen.cursor == Point(column: 0, row: 23), "\(closing.visible)")
            #expect(screen.cursorIsVisible)
            #expect(screen.look == EmulatedTerminal.Look())
        }
    }

    /// What a person sees of a cell: its glyph and, on a blank, only what shows there (a
    /// terminal erases in the background colour, without the foreground or bold).
    private static func shown(_ cell: EmulatedTerminal.Cell) -> EmulatedTerminal.Cell {
        guard cell.text == " " else { return cell }
        let look = cell.look
        return EmulatedTerminal.Cell(text: " ", look: EmulatedTerminal.Look(
            underline: look.underline, reverse: look.reverse,
            foreground: look.reverse ? look.foreground : nil, background: look.background
        ))
    }

    private static func shown(_ cell: Cell) -> EmulatedTerminal.Cell {
        shown(EmulatedTerminal.Cell(text: cell.content, look: look(of: cell.style)))
    }

    /// How `style` looks on xterm-256color with the user's default colours.
    private static func look(of style: Style) -> EmulatedTerminal.Look {
        let colors: [Color] = [.black, .red, .green, .yellow, .blue, .magenta, .cyan, .white]
        func number(_ color: Color) -> Int? {
            if let index = colors.firstIndex(of: color) { return index }
            let bright: [Color] = [.brightBlack, .brightRed, .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .brightWhite]
            return bright.firstIndex(of: color).map { $0 + 8 }
        }
        return EmulatedTerminal.Look(
            bold: style.attributes.contains(.bold), dim: style.attributes.contains(.dim),
            italic: style.attributes.contains(.italic), underline: style.attributes.contains(.underline),
            reverse: style.attributes.contains(.reverse),
            foreground: number(style.foreground), background: number(style.background)
        )
    }
}
