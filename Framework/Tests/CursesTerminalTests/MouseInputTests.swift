import Dispatch
import Testing
import WorkflowUI
@testable import CursesTerminal

extension CursesTerminalTests {
    /// SGR mouse reports as the terminal sends them, read through curses on a
    /// pseudo-terminal.
    private static func report(_ button: Int, column: Int, row: Int, release: Bool = false) -> String {
        "\u{1B}[<\(button);\(column);\(row)\(release ? "m" : "M")"
    }

    @Test func aClickArrivesAsAPressAndAReleaseAtItsCellCountedFromZero() async throws {
        try await withTerminal(reportsMouse: true) { pty, terminal in
            let recording = await terminal.record(until: { $0.count >= 2 }) { [pty] in
                pty.send(Self.report(0, column: 5, row: 3) + Self.report(0, column: 5, row: 3, release: true))
            }
            #expect(recording.events == [
                .mouse(MouseEvent(.press(.left), at: Point(column: 4, row: 2))),
                .mouse(MouseEvent(.release(.left), at: Point(column: 4, row: 2))),
            ])
        }
    }

    @Test func theWheelAndCtrlClickArriveAsSuch() async throws {
        try await withTerminal(reportsMouse: true) { pty, terminal in
            let recording = await terminal.record(until: { $0.count >= 3 }) { [pty] in
                pty.send(Self.report(64, column: 1, row: 1) + Self.report(65, column: 1, row: 1) + Self.report(16, column: 2, row: 1))
            }
            #expect(recording.mouseEvents == [
                MouseEvent(.wheelUp, at: .zero),
                MouseEvent(.wheelDown, at: .zero),
                MouseEvent(.press(.left), at: Point(column: 1, row: 0), modifiers: .control),
            ])
        }
    }

    @Test func twoQuickPressesOnOneCellArriveAsAClickThenADoubleClick() async throws {
        try await withTerminal(reportsMouse: true) { pty, terminal in
            let click = Self.report(0, column: 9, row: 4) + Self.report(0, column: 9, row: 4, release: true)
            let recording = await terminal.record(until: { $0.count >= 4 }) { [pty] in pty.send(click + click) }
            #expect(recording.mouseEvents.map(\.kind) == [.press(.left), .release(.left), .doubleClick(.left), .release(.left)])
        }
    }

    /// A report cut by the end of a read (a slow link) waits for its rest, and its
    /// parameters never arrive as typed characters.
    @Test func aReportCutAcrossTwoReadsArrivesWholeAndNothingOfItAsText() async throws {
        try await withTerminal(reportsMouse: true) { pty, terminal in
            let recording = await terminal.record(until: { $0.count >= 2 }) { [pty] in
                pty.send("\u{1B}[<0;1")
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { pty.send("2;7Mz") }
            }
            #expect(recording.events == [.mouse(MouseEvent(.press(.left), at: Point(column: 11, row: 6))), .key(.character("z"))])
        }
    }

    @Test func brokenReportsAreDroppedNotTyped() async throws {
        try await withTerminal(reportsMouse: true) { pty, terminal in
            let garbage = "\u{1B}[<" + String(repeating: "9", count: 40) + "M" + "\u{1B}[<1;2;3;4M" + "\u{1B}[<;;M"
            let recording = await terminal.record(until: { $0.contains(.key(.character("a"))) }) { [pty] in
                pty.send(garbage + "a")
            }
            #expect(recording.events == [.key(.character("a"))])
        }
    }

    /// A program before this one may have left reporting on; the app did not ask.
    @Test func reportsAreDroppedWhenTheMouseWasNotAskedFor() async throws {
        try await withTerminal { pty, terminal in
            let recording = await terminal.record(until: { $0.contains(.key(.character("a"))) }) { [pty] in
                pty.send(Self.report(0, column: 5, row: 3) + "a")
            }
            #expect(recording.events == [.key(.character("a"))])
        }
    }
}
