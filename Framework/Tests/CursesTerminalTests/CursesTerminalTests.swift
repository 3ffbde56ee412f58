import Foundation
import Glibc
import Testing
import WorkflowUI
@testable import CursesTerminal

/// Everything that starts curses. ncurses keeps process-wide state, so these run one at a
/// time, each on its own pseudo-terminal, and none installs signal handlers.
@MainActor @Suite(.serialized)
struct CursesTerminalTests {
    /// Opens a terminal on a fresh 80x24 pseudo-terminal, runs `body`, and closes the
    /// terminal whatever happens, so the next test can open its own.
    func withTerminal(
        terminalType: String = "xterm-256color",
        allowsColor: Bool = true,
        reportsMouse: Bool = false,
        _ body: @MainActor (PseudoTerminal, CursesTerminal) async throws -> Void
    ) async throws {
        let pty = try PseudoTerminal(width: 80, height: 24)
        let terminal = try CursesTerminal.openForTesting(on: pty, terminalType: terminalType, allowsColor: allowsColor, reportsMouse: reportsMouse)
        defer { terminal.close() }
        _ = try pty.drainOutput()
        try await body(pty, terminal)
    }

    // MARK: Starting and stopping

    @Test func openingEntersTheAlternateScreenWithBracketedPasteAndClosingLeavesBoth() throws {
        let pty = try PseudoTerminal()
        let terminal = try CursesTerminal.openForTesting(on: pty)
        defer { terminal.close() }
        let opening = try pty.drainOutput()
        #expect(opening.contains("\u{1B}[?1049h"), "\(opening.visible)")
        #expect(opening.contains("\u{1B}[?2004h"), "\(opening.visible)")
        #expect(opening.contains("\u{1B}[?25l"), "cursor hidden: \(opening.visible)")

        terminal.close()
        let closing = try pty.drainOutput()
        #expect(closing.contains("\u{1B}[?1049l"), "\(closing.visible)")
        #expect(closing.contains("\u{1B}[?2004l"), "\(closing.visible)")
        #expect(closing.contains("\u{1B}[?25h"), "cursor shown: \(closing.visible)")
        #expect(!terminal.isOpen)
    }

    @Test func closingTwiceWritesNothingTheSecondTime() async throws {
        try await withTerminal { pty, terminal in
            terminal.close()
            _ = try pty.drainOutput()
            terminal.close()
            let output: [UInt8] = try pty.drainOutput()
            #expect(output.isEmpty, "\(output.visible)")
        }
    }

    @Test func closingRestoresTheTerminalModesTheShellHad() throws {
        let pty = try PseudoTerminal()
        var before = termios()
        tcgetattr(pty.secondary, &before)
        let terminal = try CursesTerminal.openForTesting(on: pty)
        defer { terminal.close() }
        var during = termios()
        tcgetattr(pty.secondary, &during)
        #expect(during.c_lflag & tcflag_t(ICANON | ECHO) == 0, "raw and without echo while open")

        terminal.close()
        var after = termios()
        tcgetattr(pty.secondary, &after)
        #expect(after.c_lflag == before.c_lflag)
        #expect(after.c_iflag == before.c_iflag)
        #expect(after.c_oflag == before.c_oflag)
    }

    @Test func updatesAfterCloseAreIgnored() async throws {
        try await withTerminal { pty, terminal in
            terminal.close()
            _ = try pty.drainOutput()
            let frame = Frame(size: Size(width: 80, height: 24))
            frame.write("late", column: 0, row: 0)
            terminal.apply(.between(nil, frame))
            let output: [UInt8] = try pty.drainOutput()
            #expect(output.isEmpty, "\(output.visible)")
        }
    }

    @Test func theSizeIsTheTerminals() async throws {
        try await withTerminal { _, terminal in
            #expect(terminal.size == Size(width: 80, height: 24))
        }
    }

    // MARK: Drawing

    @Test func applyingAnUpdateWritesItsTextWithWideGlyphsOnce() async throws {
        try await withTerminal { pty, terminal in
            let frame = Frame(size: Size(width: 80, height: 24))
            frame.write("Hello, 世界!", column: 4, row: 2)
            terminal.apply(.between(nil, frame))
            let output = try pty.drainOutput()
            #expect(output.contains("Hello, 世界!"), "\(output.visible)")
            #expect(output.occurrences(of: "世") == 1)
        }
    }

    @Test func aFlagIsWrittenAsItsTwoRegionalIndicatorsAndWhatFollowsStaysInPlace() async throws {
        try await withTerminal { pty, terminal in
            let frame = Frame(size: Size(width: 80, height: 24))
            frame.write("a🇯🇵b", column: 0, row: 0)
            terminal.apply(.between(nil, frame))
            let output = try pty.drainOutput()
            #expect(output.contains("a🇯🇵b"), "both halves, then b with no cursor move between: \(output.visible)")
        }
    }

    @Test func theJoinersOfAnEmojiSequenceDrawnAsItsPartsAreNeverSent() async throws {
        try await withTerminal { pty, terminal in
            // The cells a canvas makes of "👨‍👩‍👦👍🏽b": each part in its own, the joiner kept with it.
            let frame = Frame(size: Size(width: 80, height: 24))
            for (index, part) in ["👨\u{200D}", "👩\u{200D}", "👦", "👍", "🏽"].enumerated() {
                frame[index * 2, 0] = Cell(content: part, style: .plain)
                frame[index * 2 + 1, 0] = .continuation(.plain)
            }
            frame[10, 0] = Cell(content: "b", style: .plain)
            terminal.apply(.between(nil, frame))
            let output = try pty.drainOutput()
            #expect(output.contains("👨👩👦👍🏽b"), "every part, then b with no cursor move between: \(output.visible)")
            #expect(!output.contains("\u{200D}"), "a terminal that saw the joiner would draw the parts as one picture")
        }
    }

    @Test func reapplyingAnIdenticalFrameWritesNothing() async throws {
        try await withTerminal { pty, terminal in
            let frame = listFrame(selectedRow: 4, selection: Style(background: .blue))
            terminal.apply(.between(nil, frame))
            _ = try pty.drainOutput()

            terminal.apply(.between(frame, frame.copy()))
            let unchanged: [UInt8] = try pty.drainOutput()
            #expect(unchanged.isEmpty, "\(unchanged.visible)")
        }
    }

    @Test func movingTheSelectionBarOneRowWritesUnderAHundredBytes() async throws {
        try await withTerminal { pty, terminal in
            let bar = Style(foreground: .white, background: .blue)
            let before = listFrame(selectedRow: 5, selection: bar)
            terminal.apply(.between(nil, before))
            _ = try pty.drainOutput()

            terminal.apply(.between(before, listFrame(selectedRow: 6, selection: bar)))
            let output = try pty.drainOutput()
            #expect(output.count < 100, "\(output.count) bytes: \(output.visible)")
        }
    }

    @Test func aFullRedrawClearsTheScreenFirst() async throws {
        try await withTerminal { pty, terminal in
            let frame = Frame(size: Size(width: 80, height: 24))
            frame.write("again", column: 0, row: 0)
            terminal.apply(.between(nil, frame))
            _ = try pty.drainOutput()
            terminal.apply(.between(nil, frame))
            let output = try pty.drainOutput()
            #expect(output.contains("\u{1B}[2J") || output.contains("\u{1B}[H\u{1B}[2J"), "\(output.visible)")
            #expect(output.contains("again"))
        }
    }

    /// A full redraw skips the plain blanks, which the cleared screen has already; blanks
    /// in any other style (a highlight, say) must still be written.
    @Test func aFullRedrawStillWritesBlanksThatHaveAStyle() async throws {
        try await withTerminal { pty, terminal in
            let frame = Frame(size: Size(width: 80, height: 24))
            frame.write("    ", column: 20, row: 3, style: Style(background: .blue))
            frame.write("x", column: 30, row: 3)
            terminal.apply(.between(nil, frame))
            let output = try pty.drainOutput()
            #expect(output.contains("44m"), "the blue blanks: \(output.visible)")
            #expect(output.contains("x"), "\(output.visible)")
        }
    }

    @Test func theBottomRightCellIsWrittenWithoutScrolling() async throws {
        try await withTerminal { pty, terminal in
            let frame = Frame(size: Size(width: 80, height: 24))
            frame.write("top", column: 0, row: 0)
            terminal.apply(.between(nil, frame))
            _ = try pty.drainOutput()

            let next = frame.copy()
            next.write("Z", column: 79, row: 23)
            terminal.apply(.between(frame, next))
            let output = try pty.drainOutput()
            #expect(output.contains("Z"), "\(output.visible)")
            #expect(!output.contains("\n") && !output.contains("\u{1B}D") && !output.contains("\u{1B}[S"), "scrolled: \(output.visible)")
        }
    }

    @Test func theCursorIsShownWhereTheFrameWantsItAndHiddenOtherwise() async throws {
        try await withTerminal { pty, terminal in
            let frame = Frame(size: Size(width: 80, height: 24))
            frame.write("name: ", column: 0, row: 3)
            frame.cursor = Point(column: 10, row: 3)
            terminal.apply(.between(nil, frame))
            let shown = try pty.drainOutput()
            #expect(shown.contains("\u{1B}[?25h"), "\(shown.visible)")
            // After "name: " curses only needs to move along the row (HPA), else it addresses the cell.
            #expect(shown.contains("\u{1B}[11G") || shown.contains("\u{1B}[4;11H"), "\(shown.visible)")

            let moved = frame.copy()
            moved.cursor = Point(column: 6, row: 3)
            terminal.apply(.between(frame, moved))
            let movedOutput = try pty.drainOutput()
            #expect(!movedOutput.isEmpty, "moving only the cursor still reaches the terminal")

            let hidden = moved.copy()
            hidden.cursor = nil
            terminal.apply(.between(moved, hidden))
            let hiddenOutput = try pty.drainOutput()
            #expect(hiddenOutput.contains("\u{1B}[?25l"), "\(hiddenOutput.visible)")
        }
    }

    @Test func coloursAndAttributesReachTheTerminal() async throws {
        try await withTerminal { pty, terminal in
            let frame = Frame(size: Size(width: 80, height: 24))
            frame.write("warn", column: 0, row: 0, style: Style(foreground: .red, attributes: .bold))
            terminal.apply(.between(nil, frame))
            let output = try pty.drainOutput()
            #expect(output.contains("31m"), "red: \(output.visible)")
            #expect(output.contains(";1m") || output.contains("[1m") || output.contains("[1;"), "bold: \(output.visible)")
        }
    }

    @Test func withoutColourABackgroundHighlightBecomesReverseVideo() async throws {
        try await withTerminal(allowsColor: false) { pty, terminal in
            let frame = Frame(size: Size(width: 80, height: 24))
            frame.write("selected", column: 0, row: 0, style: Style(foreground: .red, background: .blue))
            terminal.apply(.between(nil, frame))
            let output = try pty.drainOutput()
            #expect(!output.contains("\u{1B}[31m") && !output.contains("\u{1B}[44m"), "\(output.visible)")
            #expect(output.contains("7m"), "reverse: \(output.visible)")
        }
    }

    @Test func controlCharactersInCellsNeverReachTheTerminalRaw() async throws {
        try await withTerminal { pty, terminal in
            let frame = Frame(size: Size(width: 80, height: 24))
            frame[0, 0] = Cell(content: "\u{1B}")
            frame[1, 0] = Cell(content: "\u{7}")
            terminal.apply(.between(nil, frame))
            let output = try pty.drainOutput()
            #expect(!output.contains("\u{7}"), "\(output.visible)")
            #expect(output.contains("\u{FFFD}\u{FFFD}"), "\(output.visible)")
        }
    }

    // MARK: Keys

    @Test func keysTypedIntoTheTerminalArriveDecoded() async throws {
        try await withTerminal { pty, terminal in
            let expected: [KeyEvent] = [
                .up, .down, .right, .left, .character("日"), .character("本"), .alt("b"), .control("s"),
                .enter, .tab, .backTab, .backspace, .delete, .home, .end, .pageUp, .pageDown, .function(1), .function(5),
            ]
            let recording = await terminal.record(until: { $0.count >= expected.count }) { [pty] in
                pty.send("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD日本\u{1B}b\u{13}\r\t\u{1B}[Z\u{7F}\u{1B}[3~\u{1B}OH\u{1B}OF\u{1B}[5~\u{1B}[6~\u{1B}OP\u{1B}[15~")
            }
            #expect(recording.keys == expected)
        }
    }

    @Test func modifiedArrowsAndHomeEndArriveWithTheirModifiers() async throws {
        try await withTerminal { pty, terminal in
            let expected: [KeyEvent] = [
                .modified(.left, .control), .modified(.right, .control), .modified(.up, .shift),
                .modified(.down, .shift), .modified(.home, .control), .modified(.end, .control),
                .modified(.left, .alt), .modified(.backspace, .alt),
            ]
            let recording = await terminal.record(until: { $0.count >= expected.count }) { [pty] in
                pty.send("\u{1B}[1;5D\u{1B}[1;5C\u{1B}[1;2A\u{1B}[1;2B\u{1B}[1;5H\u{1B}[1;5F\u{1B}[1;3D\u{1B}\u{7F}")
            }
            #expect(recording.keys == expected)
        }
    }

    @Test func escapeAloneArrivesAsEscape() async throws {
        try await withTerminal { pty, terminal in
            let recording = await terminal.record(until: { !$0.isEmpty }) { [pty] in pty.send("\u{1B}") }
            #expect(recording.keys == [.escape])
        }
    }

    @Test func ctrlZIsAKeyWhenTheTerminalDoesNotOwnJobControl() async throws {
        try await withTerminal { pty, terminal in
            let recording = await terminal.record(until: { !$0.isEmpty }) { [pty] in pty.send("\u{1A}") }
            #expect(recording.keys == [.control("z")])
        }
    }

    @Test func aBurstOfTypingArrivesAsOneBatch() async throws {
        try await withTerminal { pty, terminal in
            let recording = await terminal.record(until: { $0.count >= 5 }) { [pty] in pty.send("hello") }
            #expect(recording.batches == [[.key(.character("h")), .key(.character("e")), .key(.character("l")), .key(.character("l")), .key(.character("o"))]])
        }
    }

    @Test func aTenThousandCharacterPasteArrivesAsOnePasteEvent() async throws {
        try await withTerminal { pty, terminal in
            let line = "Buy milk, 日本, and eggs\r"
            let text = String(repeating: line, count: 10_000 / line.count + 1).prefix(10_000)
            #expect(text.count == 10_000)
            let recording = await terminal.record(deadline: 20, until: { $0.count >= 2 }) { [pty] in
                pty.sendInBackground(BracketedPaste.startMarker + text + BracketedPaste.endMarker + "!")
            }
            let expectedText = String(text).replacingOccurrences(of: "\r", with: "\n")
            #expect(recording.keys.count == 2)
            #expect(recording.keys.first == .paste(expectedText))
            #expect(recording.keys.last == .character("!"))
        }
    }

    @Test func runReturnsInputClosedWhenTheTerminalHangsUp() async throws {
        try await withTerminal { pty, terminal in
            let recording = await terminal.record(whileRunning: { [pty] in pty.closePrimary() })
            #expect(recording.reason == .inputClosed)
            #expect(recording.reason?.exitStatus == 129)
        }
    }

    @Test func stopBeforeRunMakesRunReturnAtOnce() async throws {
        try await withTerminal { pty, terminal in
            terminal.stop()
            let reason = await terminal.run { _ in }
            #expect(reason == .stopped)
        }
    }

    @Test func closingDuringRunEndsRun() async throws {
        try await withTerminal { pty, terminal in
            let recording = await terminal.record(whileRunning: { [terminal] in terminal.close() })
            #expect(recording.reason == .stopped)
            #expect(!terminal.isOpen)
        }
    }

    // MARK: Resizing

    @Test func aResizeIsDeliveredWithTheTerminalsNewSize() async throws {
        try await withTerminal { pty, terminal in
            let recording = await terminal.record(until: { !$0.isEmpty }) { [pty, terminal] in
                pty.setSize(width: 100, height: 30)
                terminal.handleWindowChange()
            }
            #expect(recording.events == [.resize(Size(width: 100, height: 30))])
            #expect(terminal.size == Size(width: 100, height: 30))

            let frame = Frame(size: terminal.size)
            frame.write("wide now", column: 90, row: 29)
            terminal.apply(.between(nil, frame))
            let output = try pty.drainOutput()
            #expect(output.contains("wide now"), "\(output.visible)")
        }
    }

    @Test func aStormOfResizesEndsAtTheLastSizeAndStillDraws() async throws {
        try await withTerminal { pty, terminal in
            let sizes = (0..<200).map { Size(width: 20 + $0 % 90, height: 1 + $0 % 40) }
            let recording = await terminal.record(until: { $0.last == .resize(sizes.last!) }) { [pty, terminal] in
                for size in sizes {
                    pty.setSize(width: size.width, height: size.height)
                    terminal.handleWindowChange()
                }
            }
            #expect(recording.events.last == .resize(sizes.last!))
            #expect(terminal.size == sizes.last!)
            let frame = Frame(size: terminal.size)
            frame.write("ok", column: 0, row: 0)
            terminal.apply(.between(nil, frame))
            let output = try pty.drainOutput()
            #expect(output.contains("ok"), "\(output.visible)")
        }
    }

    @Test func tinyAndEmptyTerminalsDrawWithoutCrashing() async throws {
        try await withTerminal { pty, terminal in
            for size in [Size(width: 1, height: 1), Size(width: 80, height: 0), Size(width: 0, height: 5), Size(width: 2, height: 1)] {
                pty.setSize(width: size.width, height: size.height)
                terminal.handleWindowChange()
                #expect(terminal.size == size)
                let frame = Frame(size: terminal.size)
                if size.width >= 2 && size.height >= 1 { frame.write("日", column: 0, row: 0) }
                frame.cursor = Point(column: 0, row: 0)
                terminal.apply(.between(nil, frame))
                _ = try pty.drainOutput()
            }
            // A frame drawn for the old size after a shrink is clipped, not written past the edge.
            let stale = Frame(size: Size(width: 80, height: 24))
            stale.write("日本語のテキスト", column: 0, row: 23)
            terminal.apply(.between(nil, stale))
            _ = try pty.drainOutput()
        }
    }

    // MARK: Locale

    @Test func theLocaleSpeaksUTF8OnceATerminalIsOpen() async throws {
        try await withTerminal { _, _ in
            #expect(UTF8Locale.isUTF8(UTF8Locale.currentCodeset))
            #expect(UTF8Locale.isUTF8("UTF-8") && UTF8Locale.isUTF8("utf8"))
            #expect(!UTF8Locale.isUTF8("ANSI_X3.4-1968"))
        }
    }

    // MARK: Frames

    /// A todo list as the app draws it: a title, twenty items, a footer, and a selection
    /// bar across the whole selected row.
    func listFrame(selectedRow: Int, selection: Style) -> Frame {
        let frame = Frame(size: Size(width: 80, height: 24))
        frame.write("Todos", column: 37, row: 0, style: .bold)
        for item in 1...20 {
            frame.write("  [ ] Todo item number \(item)", column: 0, row: item + 1)
        }
        frame.write("↑↓ move  enter edit  esc log out", column: 0, row: 23, style: .dim)
        frame.highlight(row: selectedRow, style: selection)
        return frame
    }
}

@MainActor
struct NotATerminalTests {
    @Test func openingOnAPipeFailsWithAOneLineMessageAndWritesNothing() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        defer { close(descriptors[0]); close(descriptors[1]) }

        #expect(throws: CursesTerminal.OpenError.notATerminal("file descriptor \(descriptors[0])")) {
            _ = try CursesTerminal.open(.init(inputDescriptor: descriptors[0], outputDescriptor: descriptors[1], handlesProcessSignals: false))
        }
        let message = CursesTerminal.OpenError.notATerminal("stdin").description
        #expect(message == "needs an interactive terminal, but stdin is not a terminal")
        #expect(!message.contains("\n") && !message.contains("\u{1B}"))

        var poller = pollfd(fd: descriptors[0], events: Int16(POLLIN), revents: 0)
        #expect(poll(&poller, 1, 0) == 0, "nothing was written to the output")
    }

    @Test func stopReasonsGiveTheConventionalExitStatus() {
        #expect(CursesTerminal.StopReason.stopped.exitStatus == 0)
        #expect(CursesTerminal.StopReason.signal(SIGINT).exitStatus == 130)
        #expect(CursesTerminal.StopReason.signal(SIGTERM).exitStatus == 143)
        #expect(CursesTerminal.StopReason.inputClosed.exitStatus == 129)
    }
}
