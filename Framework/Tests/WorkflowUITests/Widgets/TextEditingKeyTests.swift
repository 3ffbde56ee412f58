import Testing
import WorkflowUI

/// The keys both text widgets share beyond typing: words, ends, pages, and the lists
/// a help screen shows.
@Suite struct TextEditingKeyTests {
    private func field(_ text: String, cursorAt offset: Int) -> TextField {
        var field = TextField(text: text)
        field.cursorOffset = offset
        return field
    }

    private func area(_ text: String, cursorAt offset: Int) -> TextArea {
        var area = TextArea(text: text)
        area.cursorOffset = offset
        return area
    }

    // MARK: Words

    @Test func ctrlArrowsAndAltBFMoveByWordsInAField() {
        var field = field("buy oat-milk today", cursorAt: 18)
        #expect(field.handle(.modified(.left, .control)) == .cursorMoved)
        #expect(field.cursorOffset == 13)  // before "today"
        #expect(field.handle(.alt("b")) == .cursorMoved)
        #expect(field.cursorOffset == 8)  // before "milk": the hyphen separates words
        #expect(field.handle(.modified(.left, .alt)) == .cursorMoved)
        #expect(field.cursorOffset == 4)
        #expect(field.handle(.modified(.right, .control)) == .cursorMoved)
        #expect(field.cursorOffset == 7)  // after "oat"
        #expect(field.handle(.alt("f")) == .cursorMoved)
        #expect(field.cursorOffset == 12)  // after "milk"
    }

    @Test func wordMovesStopAtTheEndsOfTheText() {
        var field = field("milk", cursorAt: 0)
        #expect(field.handle(.modified(.left, .control)) == .unchanged)
        #expect(field.handle(.modified(.right, .control)) == .cursorMoved)
        #expect(field.cursorOffset == 4)
        #expect(field.handle(.modified(.right, .control)) == .unchanged)
    }

    @Test func wordsAreFoundInEveryScript() {
        var field = field("日本語 テスト", cursorAt: 7)
        _ = field.handle(.modified(.left, .control))
        #expect(field.cursorOffset == 4)
        _ = field.handle(.modified(.left, .control))
        #expect(field.cursorOffset == 0)
    }

    @Test func altDDeletesTheWordAfterAndAltBackspaceTheWordBefore() {
        var field = field("buy oat milk", cursorAt: 3)
        #expect(field.handle(.alt("d")) == .textChanged)
        #expect(field.text == "buy milk")
        #expect(field.handle(.modified(.backspace, .alt)) == .textChanged)
        #expect(field.text == " milk")
    }

    @Test func ctrlArrowsMoveByWordsAcrossTheLinesOfANote() {
        var area = area("first line\nsecond", cursorAt: 11)
        #expect(area.handle(.modified(.left, .control)) == .cursorMoved)
        #expect(area.cursorOffset == 6)  // before "line"
        _ = area.handle(.modified(.right, .control))
        _ = area.handle(.modified(.right, .control))
        #expect(area.cursorOffset == 17)  // after "second"
    }

    // MARK: Ends and pages in a note

    @Test func ctrlHomeAndCtrlEndGoToTheEndsOfTheNote() {
        var area = area("one\ntwo\nthree", cursorAt: 5)
        #expect(area.handle(.modified(.home, .control)) == .cursorMoved)
        #expect(area.cursorOffset == 0)
        #expect(area.handle(.modified(.end, .control)) == .cursorMoved)
        #expect(area.cursorOffset == 13)
    }

    @Test func pageKeysMoveTheCursorAScreenfulOfLines() {
        let text = (1...20).map { "line \($0)" }.joined(separator: "\n")
        var area = area(text, cursorAt: 0)
        let frame = Frame(size: Size(width: 20, height: 5))
        area.draw(in: Canvas(frame: frame), isFocused: true)
        #expect(area.handle(.pageDown) == .cursorMoved)
        area.draw(in: Canvas(frame: frame), isFocused: true)
        #expect(frame.cursor?.row == 4)
        #expect(frame.lines[4].hasPrefix("line 6"))
        #expect(area.handle(.pageUp) == .cursorMoved)
        #expect(area.cursorOffset == 0)
        // On the first line a page up goes to the start; on the last a page down to the end.
        _ = area.handle(.modified(.end, .control))
        _ = area.handle(.pageDown)
        #expect(area.cursorOffset == text.count)
    }

    @Test func aNoteTallerThanItsAreaCountsTheLinesOutOfView() {
        let text = (1...10).map { "line \($0)" }.joined(separator: "\n")
        var area = area(text, cursorAt: 0)
        let frame = Frame(size: Size(width: 20, height: 4))
        area.draw(in: Canvas(frame: frame), isFocused: true)
        #expect(area.linesHiddenAbove == 0)
        #expect(area.linesHiddenBelow == 6)
        _ = area.handle(.modified(.end, .control))
        area.draw(in: Canvas(frame: frame), isFocused: true)
        #expect(area.linesHiddenAbove == 6)
        #expect(area.linesHiddenBelow == 0)
    }

    // MARK: Help

    @Test func everyEditingKeyIsInTheHelpEntries() {
        let fieldKeys = Set(TextField.editingKeys.flatMap(\.keys))
        for key: KeyEvent in [.control("a"), .control("e"), .control("k"), .control("u"), .control("w"), .modified(.left, .control), .alt("b")] {
            #expect(fieldKeys.contains(key), "\(key)")
        }
        let areaEntries = TextArea.editingKeys.map(\.helpEntry)
        #expect(areaEntries.contains(KeyHint(keys: "PgUp PgDn", label: "move a page up or down")))
        #expect(areaEntries.contains(KeyHint(keys: "^Home ^End", label: "go to the start or the end of the text")))
    }

    @Test func theHelpedKeysAreTheKeysTheWidgetsTake() {
        for binding in TextField.editingKeys {
            for key in binding.keys {
                var field = field("some words here", cursorAt: 5)
                #expect(field.handle(key).isHandled, "\(key) for \(binding.help)")
            }
        }
        for binding in TextArea.editingKeys {
            for key in binding.keys where key != .up && key != .down {
                var area = area("some words\nhere", cursorAt: 5)
                #expect(area.handle(key).isHandled, "\(key) for \(binding.help)")
            }
        }
    }
}
