import CNcurses
import Testing
import WorkflowUI
@testable import CursesTerminal

/// SGR mouse reports decoded from what curses read: the prefix as the code curses was
/// taught (`MouseReporting.reportCode`) and the rest as characters, or all of it as
/// characters when curses did not match the prefix.
struct MouseDecodingTests {
    private func characters(_ text: String) -> [CursesInput] {
        text.unicodeScalars.map { .character($0) }
    }

    private func report(_ rest: String) -> [CursesInput] {
        [.key(MouseReporting.reportCode)] + characters(rest)
    }

    @Test func aPressAndReleaseDecodeWithTheirButtonAndCell() {
        var decoder = KeyDecoder()
        #expect(decoder.decodeEvents(report("2;10;4M") + report("2;10;4m")) == [
            .mouse(MouseEvent(.press(.right), at: Point(column: 9, row: 3))),
            .mouse(MouseEvent(.release(.right), at: Point(column: 9, row: 3))),
        ])
    }

    @Test func aDragIsAPressWithMotionAndShiftAltCtrlAreItsModifiers() {
        var decoder = KeyDecoder()
        #expect(decoder.decodeEvents(report("32;3;3M") + report("28;1;1M")) == [
            .mouse(MouseEvent(.drag(.left), at: Point(column: 2, row: 2))),
            .mouse(MouseEvent(.press(.left), at: .zero, modifiers: [.shift, .alt, .control])),
        ])
    }

    @Test func aReportCutOffAtTheEndOfOneReadIsFinishedByTheNext() {
        var decoder = KeyDecoder()
        #expect(decoder.decodeEvents(report("0;1")).isEmpty)
        #expect(decoder.decodeEvents(characters("2;7Mx")) == [
            .mouse(MouseEvent(.press(.left), at: Point(column: 11, row: 6))), .key(.character("x")),
        ])
    }

    @Test func aReportCurseDidNotMatchIsStillAMouseEventNotText() {
        var decoder = KeyDecoder()
        #expect(decoder.decodeEvents(characters("\u{1B}[<65;4;2M")) == [.mouse(MouseEvent(.wheelDown, at: Point(column: 3, row: 1)))])
    }

    @Test func brokenReportsLeaveNothingButTheKeysAfterThem() {
        var decoder = KeyDecoder()
        let garbage = report(String(repeating: "1", count: 30) + "M") + report(";;M") + report("0;0;0M") + report("66;1;1M")
        #expect(decoder.decodeEvents(garbage + characters("ok")) == [.key(.character("o")), .key(.character("k"))])
    }

    @Test func aReportBrokenByAKeyGivesTheKey() {
        var decoder = KeyDecoder()
        #expect(decoder.decodeEvents(report("0;5") + [.key(KEY_UP)]) == [.key(.up)])
    }

    @Test func decodingKeysAloneLeavesTheMouseOut() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(report("0;1;1M") + characters("a")) == [.character("a")])
    }
}

struct DoubleClickDetectorTests {
    private let start = ContinuousClock.now
    private let press = MouseEvent(.press(.left), at: Point(column: 3, row: 2))

    @Test func aSecondPressSoonOnTheSameCellIsADoubleClickAndAThirdStartsAgain() {
        var detector = DoubleClickDetector()
        #expect(detector.classify(press, at: start).kind == .press(.left))
        #expect(detector.classify(press, at: start + .milliseconds(200)).kind == .doubleClick(.left))
        #expect(detector.classify(press, at: start + .milliseconds(300)).kind == .press(.left))
    }

    @Test func aSlowSecondPressOrOneOnAnotherCellIsAClick() {
        var detector = DoubleClickDetector()
        _ = detector.classify(press, at: start)
        #expect(detector.classify(press, at: start + .milliseconds(600)).kind == .press(.left))
        var moved = press
        moved.position.column += 1
        #expect(detector.classify(moved, at: start + .milliseconds(700)).kind == .press(.left))
    }
}
