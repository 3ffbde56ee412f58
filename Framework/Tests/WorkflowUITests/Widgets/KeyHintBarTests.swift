import Testing
import WorkflowUI

@Suite struct KeyHintBarTests {
    private let hints = [
        KeyHint(key: .enter, label: "open"),
        KeyHint(key: .character("n"), label: "new"),
        KeyHint(key: .escape, label: "log out"),
    ]

    private func draw(_ bar: KeyHintBar, width: Int) -> Frame {
        frame(width: width, height: 1) { bar.draw(in: $0, keyStyle: .bold, labelStyle: .dim) }
    }

    @Test func hintsAreLaidOutOnOneRow() {
        let frame = draw(KeyHintBar(hints: hints), width: 40)
        expectFrame(frame, shows: ["Enter open  n new  Esc log out"])
    }

    @Test func keysAndLabelsHaveTheirOwnStyles() {
        let frame = draw(KeyHintBar(hints: hints), width: 40)
        #expect((0..<5).allSatisfy { frame[$0, 0].style == .bold })
        #expect((5..<12).allSatisfy { frame[$0, 0].style == .dim })
        #expect(frame[12, 0].style == .bold)
        #expect(frame[39, 0].style == .dim)  // the rest of the row too
    }

    @Test func hintsThatDoNotFitAreDroppedWhole() {
        expectFrame(draw(KeyHintBar(hints: hints), width: 30), shows: ["Enter open  n new  Esc log out"])
        expectFrame(draw(KeyHintBar(hints: hints), width: 29), shows: ["Enter open  n new"])
        expectFrame(draw(KeyHintBar(hints: hints), width: 17), shows: ["Enter open  n new"])
        expectFrame(draw(KeyHintBar(hints: hints), width: 16), shows: ["Enter open"])
        expectFrame(draw(KeyHintBar(hints: hints), width: 9), shows: [""])
        #expect(KeyHintBar(hints: hints).hints(fittingWidth: 29) == Array(hints.prefix(2)))
    }

    @Test func theLowestPriorityGoesFirstAndTheRestKeepTheirOrder() {
        let hints = [
            KeyHint(keys: "↑↓", label: "move"),
            KeyHint(keys: "?", label: "help", priority: .high),
            KeyHint(keys: "Esc", label: "back", priority: .low),
            KeyHint(keys: "Enter", label: "edit"),
            KeyHint(keys: "n", label: "new", priority: .low),
            KeyHint(keys: "^C", label: "quit", priority: .high),
        ]
        let bar = KeyHintBar(hints: hints)

        expectFrame(draw(bar, width: 53), shows: ["↑↓ move  ? help  Esc back  Enter edit  n new  ^C quit"])
        expectFrame(draw(bar, width: 52), shows: ["↑↓ move  ? help  Esc back  Enter edit  ^C quit"])
        expectFrame(draw(bar, width: 45), shows: ["↑↓ move  ? help  Enter edit  ^C quit"])
        expectFrame(draw(bar, width: 35), shows: ["↑↓ move  ? help  ^C quit"])
        expectFrame(draw(bar, width: 23), shows: ["? help  ^C quit"])
        expectFrame(draw(bar, width: 14), shows: ["? help"])
        expectFrame(draw(bar, width: 5), shows: [""])
    }

    @Test func wideKeysAreMeasuredInColumns() {
        let bar = KeyHintBar(hints: [KeyHint(keys: "↑↓/jk", label: "move"), KeyHint(keys: "日", label: "本")])
        expectFrame(draw(bar, width: 20), shows: ["↑↓/jk move  日 本"])
        #expect(bar.hints(fittingWidth: 16).count == 1)
        #expect(bar.hints(fittingWidth: 17).count == 2)
    }

    @Test func aHintWithoutALabelShowsItsKeysOnly() {
        let bar = KeyHintBar(hints: [KeyHint(keys: "?", label: ""), KeyHint(keys: "q", label: "quit")])
        expectFrame(draw(bar, width: 20), shows: ["?  q quit"])
    }

    @Test func tinyCanvasesDrawWithoutCrashing() {
        expectFrame(draw(KeyHintBar(hints: hints), width: 1), shows: [""])
        _ = draw(KeyHintBar(hints: hints), width: 0)
        let noRows = Frame(size: Size(width: 10, height: 0))
        KeyHintBar(hints: hints).draw(in: Canvas(frame: noRows))
    }
}

@Suite struct KeyEventDisplayNameTests {
    @Test func namedKeysHaveShortNames() {
        let names: [(KeyEvent, String)] = [
            (.escape, "Esc"), (.enter, "Enter"), (.tab, "Tab"), (.backTab, "S-Tab"),
            (.backspace, "Bksp"), (.delete, "Del"), (.insert, "Ins"),
            (.up, "↑"), (.down, "↓"), (.left, "←"), (.right, "→"),
            (.home, "Home"), (.end, "End"), (.pageUp, "PgUp"), (.pageDown, "PgDn"),
            (.function(1), "F1"), (.function(12), "F12"), (.paste("x"), "Paste"),
        ]
        for (key, name) in names {
            #expect(key.displayName == name, "\(key)")
        }
    }

    @Test func modifiedKeysUseTheirUsualNotation() {
        #expect(KeyEvent.control("s").displayName == "^S")
        #expect(KeyEvent.alt("b").displayName == "M-b")
    }

    @Test func charactersAreThemselvesAndSpaceIsNamed() {
        #expect(KeyEvent.character(" ").displayName == "Space")
        #expect(KeyEvent.character("n").displayName == "n")
        #expect(KeyEvent.character("?").displayName == "?")
        #expect(KeyEvent.character("日").displayName == "日")
        #expect(KeyEvent.character("\u{1B}").displayName == "␛")
    }

    @Test func aLabelWidthKeepsRoomSoTheHintsAfterItStayPut() {
        var toggle = KeyHint(keys: "Space", label: "done")
        toggle.labelWidth = 8
        let frame = Frame(size: Size(width: 40, height: 1))
        KeyHintBar(hints: [toggle, KeyHint(keys: "d", label: "delete")]).draw(in: Canvas(frame: frame))
        #expect(frame.lines == ["Space done      d delete"])
        #expect(toggle.width == 14)
    }
}
