import Testing
import WorkflowUI

@Suite struct TextFieldEditingTests {
    /// A field with `text`, the cursor after `cursorOffset` clusters (at the end if nil).
    private func field(_ text: String, cursorAt cursorOffset: Int? = nil) -> TextField {
        var field = TextField(text: text)
        if let cursorOffset { field.cursorOffset = cursorOffset }
        return field
    }

    @Test func charactersAreInsertedAtTheCursor() {
        var field = field("milk", cursorAt: 0)
        #expect(field.handle(.character("+")) == .textChanged)
        #expect(field.handle(.character("日")) == .textChanged)
        #expect(field.text == "+日milk")
        #expect(field.cursorOffset == 2)
    }

    @Test func aPasteIsInsertedWithLineBreaksAsSpaces() {
        var field = field("[]", cursorAt: 1)
        #expect(field.handle(.paste("one\ntwo\r\nthree")) == .textChanged)
        #expect(field.text == "[one two three]")
        #expect(field.cursorOffset == 14)
    }

    @Test func controlCharactersStayInTheText() {
        var field = field("")
        _ = field.handle(.paste("a\u{1B}[31mb\tc"))
        #expect(field.text == "a\u{1B}[31mb\tc")
    }

    @Test func backspaceDeletesTheClusterBeforeTheCursor() {
        var field = field("ae\u{301}👨‍👩‍👧")
        #expect(field.handle(.backspace) == .textChanged)
        #expect(field.text == "ae\u{301}")
        #expect(field.handle(.backspace) == .textChanged)
        #expect(field.text == "a")
        field.cursorOffset = 0
        #expect(field.handle(.backspace) == .unchanged)
        #expect(field.text == "a")
    }

    @Test func deleteRemovesTheClusterUnderTheCursor() {
        var field = field("日本e\u{301}", cursorAt: 1)
        #expect(field.handle(.delete) == .textChanged)
        #expect(field.text == "日e\u{301}")
        #expect(field.handle(.delete) == .textChanged)
        #expect(field.text == "日")
        #expect(field.handle(.delete) == .unchanged)
        #expect(field.cursorOffset == 1)
    }

    @Test func leftAndRightMoveByCluster() {
        var field = field("a🇯🇵b", cursorAt: 0)
        #expect(field.handle(.right) == .cursorMoved)
        #expect(field.handle(.right) == .cursorMoved)
        #expect(field.cursorOffset == 2)
        #expect(field.cursorColumn == 3)
        #expect(field.handle(.left) == .cursorMoved)
        #expect(field.cursorOffset == 1)
        #expect(field.handle(.left) == .cursorMoved)
        #expect(field.handle(.left) == .unchanged)
        field.cursorOffset = 3
        #expect(field.handle(.right) == .unchanged)
    }

    @Test func homeEndAndCtrlACtrlEJumpToTheEnds() {
        var field = field("todo item", cursorAt: 4)
        #expect(field.handle(.home) == .cursorMoved)
        #expect(field.cursorOffset == 0)
        #expect(field.handle(.end) == .cursorMoved)
        #expect(field.cursorOffset == 9)
        #expect(field.handle(.control("a")) == .cursorMoved)
        #expect(field.cursorOffset == 0)
        #expect(field.handle(.control("a")) == .unchanged)
        #expect(field.handle(.control("e")) == .cursorMoved)
        #expect(field.cursorOffset == 9)
    }

    @Test func ctrlUDeletesToTheStart() {
        var field = field("buy oat milk", cursorAt: 8)
        #expect(field.handle(.control("u")) == .textChanged)
        #expect(field.text == "milk")
        #expect(field.cursorOffset == 0)
        #expect(field.handle(.control("u")) == .unchanged)
    }

    @Test func ctrlKDeletesToTheEnd() {
        var field = field("buy oat milk", cursorAt: 3)
        #expect(field.handle(.control("k")) == .textChanged)
        #expect(field.text == "buy")
        #expect(field.cursorOffset == 3)
        #expect(field.handle(.control("k")) == .unchanged)
    }

    @Test func ctrlWDeletesThePreviousWordAndTheSpacesAfterIt() {
        var field = field("buy oat  milk", cursorAt: 9)
        #expect(field.handle(.control("w")) == .textChanged)
        #expect(field.text == "buy milk")
        #expect(field.cursorOffset == 4)
        #expect(field.handle(.control("w")) == .textChanged)
        #expect(field.text == "milk")
        #expect(field.handle(.control("w")) == .unchanged)
        var wide = self.field("日本 語")
        _ = wide.handle(.control("w"))
        #expect(wide.text == "日本 ")
    }

    @Test func otherKeysAreLeftForSomeoneElse() {
        var field = field("milk")
        for key: KeyEvent in [.enter, .escape, .tab, .backTab, .up, .down, .pageUp, .control("s"), .alt("x"), .function(1)] {
            #expect(field.handle(key) == .ignored, "\(key)")
            #expect(!field.handle(key).isHandled)
        }
        #expect(field.text == "milk")
    }

    @Test func typingACombiningMarkJoinsTheClusterBeforeIt() {
        var field = field("cafe")
        #expect(field.handle(.character("\u{301}")) == .textChanged)
        #expect(field.text == "cafe\u{301}")
        #expect(field.text.count == 4)
        #expect(field.cursorOffset == 4)
    }

    @Test func replacingTheTextKeepsTheCursorSensible() {
        var atEnd = field("milk")
        atEnd.text = "oat milk"
        #expect(atEnd.cursorOffset == 8)

        var inside = field("oat milk", cursorAt: 3)
        inside.text = "soy milk"
        #expect(inside.cursorOffset == 3)
        inside.text = "ab"
        #expect(inside.cursorOffset == 2)

        var unchanged = field("milk", cursorAt: 2)
        unchanged.text = "milk"
        #expect(unchanged.cursorOffset == 2)

        var multiline = field("")
        multiline.text = "one\ntwo"
        #expect(multiline.text == "one two")
        #expect(TextField(text: "one\r\ntwo").text == "one two")
    }
}

@Suite struct TextFieldDrawingTests {
    private func draw(_ field: inout TextField, width: Int, isFocused: Bool = true) -> Frame {
        let frame = Frame(size: Size(width: width, height: 1))
        field.draw(in: Canvas(frame: frame), isFocused: isFocused)
        return frame
    }

    @Test func shortTextIsDrawnWithTheCursorWhenFocused() {
        var field = TextField(text: "milk")
        let frame = draw(&field, width: 10)
        expectFrame(frame, shows: ["milk"])
        #expect(frame.cursor == Point(column: 4, row: 0))
        field.cursorOffset = 1
        #expect(draw(&field, width: 10).cursor == Point(column: 1, row: 0))
        #expect(draw(&field, width: 10, isFocused: false).cursor == nil)
    }

    @Test func anEmptyFieldShowsItsPlaceholderDimmed() {
        var field = TextField(placeholder: "your name")
        let frame = draw(&field, width: 12)
        expectFrame(frame, shows: ["your name"])
        #expect(frame[0, 0].style == .dim)
        #expect(frame.cursor == Point(column: 0, row: 0))
        _ = field.handle(.character("J"))
        expectFrame(draw(&field, width: 12), shows: ["J"])
    }

    @Test func longTextScrollsToKeepTheCursorInViewWithAnEllipsisWhereTextIsHidden() {
        var field = TextField(text: "abcdefghijklmnop")
        let end = draw(&field, width: 6)
        expectFrame(end, shows: ["…mnop"])  // one column kept for the cursor
        #expect(end.cursor == Point(column: 5, row: 0))
        #expect(end[0, 0].style == .dim)

        _ = field.handle(.home)
        let start = draw(&field, width: 6)
        expectFrame(start, shows: ["abcde…"])
        #expect(start.cursor == Point(column: 0, row: 0))

        // Moving right scrolls only once the cursor would reach the marker.
        for _ in 0..<6 { _ = field.handle(.right) }
        let scrolled = draw(&field, width: 6)
        expectFrame(scrolled, shows: ["…defg…"])
        #expect(scrolled.cursor == Point(column: 4, row: 0))
        _ = field.handle(.left)
        let back = draw(&field, width: 6)
        expectFrame(back, shows: ["…defg…"])
        #expect(back.cursor == Point(column: 3, row: 0))
        #expect(field.scrollOffset == 2)
    }

    @Test func theCursorIsNeverUnderAnEllipsis() {
        var field = TextField(text: "abcdefghijklmnop")
        for offset in 0...16 {
            field.cursorOffset = offset
            let frame = draw(&field, width: 6)
            let cursor = try! #require(frame.cursor)
            #expect(frame[cursor.column, 0].content != "…", "cursor after \(offset) characters: \(frame.lines)")
        }
    }

    @Test func aFieldTooNarrowForMarkersShowsNone() {
        var field = TextField(text: "abcdefghijklmnop")
        expectFrame(draw(&field, width: 3), shows: ["op"])
    }

    @Test func wideTextScrollsWithoutHalfGlyphs() {
        var field = TextField(text: "日本語のテキスト")
        let end = draw(&field, width: 6)
        #expect(end.cursor == Point(column: 5, row: 0))
        expectWholeGlyphs(in: end)
        expectFrame(end, shows: ["…スト"])  // キ would straddle the left edge

        field.cursorOffset = 0
        let start = draw(&field, width: 7)
        expectFrame(start, shows: ["日本語…"])  // の would straddle the right edge
        expectWholeGlyphs(in: start)

        // The whole wide glyph under the cursor is brought into view.
        field.cursorOffset = 3
        let middle = draw(&field, width: 7)
        expectFrame(middle, shows: ["… 語の…"])
        #expect(middle.cursor == Point(column: 4, row: 0))
    }

    /// The fuzzer's "Due:" field: typing "®", a joiner and Thai sara am after wide and
    /// control characters drew a cell that measured two columns where one was laid out.
    @Test func anEmojiSequenceOfANarrowSignDrawsWholeGlyphsAtEveryWidthAndCursor() {
        let text = "ｆｕｌｌ\u{13}todacy\u{89}🕀ƴ®\u{200D}ำ"
        for width in 1...14 {
            var field = TextField(text: text)
            for offset in (0...text.count).reversed() {
                field.cursorOffset = offset
                let frame = draw(&field, width: width)
                expectWholeGlyphs(in: frame)
                #expect(frame.cursor != nil, "width \(width), cursor after \(offset): \(frame.lines)")
            }
        }
    }

    @Test func shorteningTheTextScrollsBackSoNoSpaceIsWasted() {
        var field = TextField(text: "abcdefghijklmnop")
        _ = draw(&field, width: 6)
        _ = field.handle(.control("w"))
        _ = field.handle(.paste("xyz"))
        let frame = draw(&field, width: 6)
        expectFrame(frame, shows: ["xyz"])
        #expect(field.scrollOffset == 0)
    }

    @Test func controlCharactersInTheTextAreDrawnAsPictures() {
        var field = TextField(text: "a\u{1B}[2Jb")
        expectFrame(draw(&field, width: 10), shows: ["a␛[2Jb"])
    }

    @Test func theFieldFillsItsRowInItsStyle() {
        var field = TextField(text: "ab")
        let frame = Frame(size: Size(width: 5, height: 2))
        field.draw(in: Canvas(frame: frame), style: .underline, isFocused: false)
        #expect((0..<5).allSatisfy { frame[$0, 0].style == .underline })
        #expect(frame[0, 1].style == .plain)
    }

    @Test func tinyCanvasesDrawWithoutCrashing() {
        var field = TextField(text: "日本語")
        for size in [Size(width: 1, height: 1), Size(width: 0, height: 1), Size(width: 4, height: 0)] {
            let frame = Frame(size: size)
            field.draw(in: Canvas(frame: frame), isFocused: true)
            expectWholeGlyphs(in: frame)
        }
        let one = Frame(size: Size(width: 1, height: 1))
        field.cursorOffset = 1
        field.draw(in: Canvas(frame: one), isFocused: true)
        #expect(one.cursor == Point(column: 0, row: 0))
    }
}
