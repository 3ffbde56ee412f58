import Testing
import WorkflowUI

@Suite struct TextAreaTests {
    private func area(_ text: String, cursorAt cursorOffset: Int? = nil) -> TextArea {
        var area = TextArea(text: text)
        if let cursorOffset { area.cursorOffset = cursorOffset }
        return area
    }

    private func draw(_ area: inout TextArea, width: Int, height: Int, isFocused: Bool = true) -> Frame {
        let frame = Frame(size: Size(width: width, height: height))
        area.draw(in: Canvas(frame: frame), isFocused: isFocused)
        return frame
    }

    // MARK: Editing

    @Test func enterInsertsALineBreak() {
        var area = area("milkbread", cursorAt: 4)
        #expect(area.handle(.enter) == .textChanged)
        #expect(area.text == "milk\nbread")
        #expect(area.cursorOffset == 5)
    }

    @Test func aPasteKeepsItsLineBreaks() {
        var area = area("")
        #expect(area.handle(.paste("one\r\ntwo\rthree\nfour")) == .textChanged)
        #expect(area.text == "one\ntwo\nthree\nfour")
    }

    @Test func backspaceAndDeleteJoinLines() {
        var area = area("one\ntwo", cursorAt: 4)
        #expect(area.handle(.backspace) == .textChanged)
        #expect(area.text == "onetwo")
        _ = area.handle(.enter)
        _ = area.handle(.left)
        #expect(area.handle(.delete) == .textChanged)
        #expect(area.text == "onetwo")
    }

    @Test func leftAndRightCrossLineBreaks() {
        var area = area("ab\ncd", cursorAt: 2)
        #expect(area.handle(.right) == .cursorMoved)
        #expect(area.cursorOffset == 3)
        #expect(area.handle(.left) == .cursorMoved)
        #expect(area.handle(.left) == .cursorMoved)
        #expect(area.cursorOffset == 1)
    }

    @Test func upAndDownMoveBetweenLinesKeepingTheColumn() {
        var area = area("long line\nab\nanother one", cursorAt: 7)
        #expect(area.handle(.down) == .cursorMoved)
        #expect(area.cursorOffset == 12)  // end of "ab": as near column 7 as it goes
        #expect(area.handle(.down) == .cursorMoved)
        #expect(area.cursorOffset == 20)  // back at column 7 on the third line
        #expect(area.handle(.up) == .cursorMoved)
        #expect(area.handle(.up) == .cursorMoved)
        #expect(area.cursorOffset == 7)
    }

    @Test func upOnTheFirstLineAndDownOnTheLastAreLeftForTheViewAround() {
        var area = area("first\nlast", cursorAt: 3)
        #expect(area.handle(.up) == .ignored)
        #expect(area.cursorOffset == 3)
        area.cursorOffset = 8
        #expect(area.handle(.down) == .ignored)
        #expect(area.cursorOffset == 8)
    }

    @Test func upAndDownFollowTheWrappingOfTheLastDraw() {
        var area = area("one two three four", cursorAt: 2)
        _ = draw(&area, width: 8, height: 4)  // "one two ", "three ", "four"
        #expect(area.handle(.down) == .cursorMoved)
        #expect(area.cursorOffset == 10)  // "th|ree"
        #expect(area.handle(.down) == .cursorMoved)
        #expect(area.cursorOffset == 16)  // "fo|ur"
        #expect(area.handle(.up) == .cursorMoved)
        #expect(area.cursorOffset == 10)
    }

    @Test func upAndDownKeepTheColumnAcrossWideGlyphs() {
        var area = area("日本語\nabcdef", cursorAt: 2)  // column 4, before 語
        #expect(area.handle(.down) == .cursorMoved)
        #expect(area.cursorOffset == 8)  // "abcd|ef"
        _ = area.handle(.right)
        #expect(area.handle(.up) == .cursorMoved)
        #expect(area.cursorOffset == 2)  // column 5 is inside 語: stay before it
    }

    @Test func homeAndEndGoToTheEndsOfTheLineOnScreen() {
        var area = area("one two three\nfour", cursorAt: 10)
        _ = draw(&area, width: 8, height: 4)  // "one two ", "three", "four"
        #expect(area.handle(.home) == .cursorMoved)
        #expect(area.cursorOffset == 8)
        #expect(area.handle(.end) == .cursorMoved)
        #expect(area.cursorOffset == 13)
        area.cursorOffset = 2
        #expect(area.handle(.control("e")) == .cursorMoved)
        #expect(area.cursorOffset == 7)  // before the space that wraps, still on the first line
        #expect(area.handle(.control("a")) == .cursorMoved)
        #expect(area.cursorOffset == 0)
    }

    @Test func ctrlUAndCtrlKDeleteWithinTheLine() {
        var area = area("one\ntwo three\nfour", cursorAt: 7)
        #expect(area.handle(.control("u")) == .textChanged)
        #expect(area.text == "one\n three\nfour")
        #expect(area.handle(.control("k")) == .textChanged)
        #expect(area.text == "one\n\nfour")
        #expect(area.handle(.control("k")) == .textChanged)  // at the end of a line: join the next
        #expect(area.text == "one\nfour")
    }

    @Test func ctrlWDeletesThePreviousWord() {
        var area = area("buy oat milk")
        #expect(area.handle(.control("w")) == .textChanged)
        #expect(area.text == "buy oat ")
    }

    @Test func tabAndEscapeAreLeftForSomeoneElse() {
        var area = area("note")
        #expect(area.handle(.tab) == .ignored)
        #expect(area.handle(.escape) == .ignored)
        #expect(area.handle(.control("s")) == .ignored)
    }

    // MARK: Drawing

    @Test func longLinesWrapSoftlyToTheWidth() {
        var area = area("Buy oat milk and bread\nthen go home")
        let frame = draw(&area, width: 10, height: 5, isFocused: false)
        expectFrame(frame, shows: ["Buy oat", "milk and", "bread", "then go", "home"])
    }

    @Test func theCursorIsDrawnOnItsLineAndColumn() {
        var area = area("Buy oat milk", cursorAt: 10)
        let frame = draw(&area, width: 8, height: 3)
        #expect(frame.cursor == Point(column: 2, row: 1))
    }

    @Test func theCursorAtAWrapBelongsToTheNextLine() {
        var area = area("abcdefgh", cursorAt: 4)
        let frame = draw(&area, width: 4, height: 3)
        expectFrame(frame, shows: ["abcd", "efgh", ""])
        #expect(frame.cursor == Point(column: 0, row: 1))
    }

    @Test func theCursorAfterAFullLineStaysOnItsLastColumn() {
        var area = area("abcd\nx", cursorAt: 4)
        let frame = draw(&area, width: 4, height: 3)
        #expect(frame.cursor == Point(column: 3, row: 0))
    }

    @Test func scrollingKeepsTheCursorLineInView() {
        var area = area((1...10).map { "line \($0)" }.joined(separator: "\n"))
        let bottom = draw(&area, width: 10, height: 3)
        expectFrame(bottom, shows: ["line 8", "line 9", "line 10"])
        #expect(bottom.cursor == Point(column: 7, row: 2))

        for _ in 0..<3 { _ = area.handle(.up) }
        let scrolled = draw(&area, width: 10, height: 3)
        expectFrame(scrolled, shows: ["line 7", "line 8", "line 9"])
        #expect(scrolled.cursor == Point(column: 6, row: 0))
        #expect(area.scrollRow == 6)

        _ = area.handle(.down)
        expectFrame(draw(&area, width: 10, height: 3), shows: ["line 7", "line 8", "line 9"])
    }

    @Test func anEmptyAreaShowsItsPlaceholder() {
        var area = TextArea(placeholder: "a note")
        let frame = draw(&area, width: 10, height: 2)
        expectFrame(frame, shows: ["a note", ""])
        #expect(frame[0, 0].style == .dim)
        #expect(frame.cursor == .zero)
    }

    @Test func wideTextWrapsWithoutHalfGlyphs() {
        var area = area("日本語のノート")
        let frame = draw(&area, width: 5, height: 4)
        expectFrame(frame, shows: ["日本", "語の", "ノー", "ト"])
        expectWholeGlyphs(in: frame)
    }

    @Test func tinyCanvasesDrawWithoutCrashing() {
        var area = area("日本語\nnote")
        for size in [Size(width: 1, height: 1), Size(width: 0, height: 0), Size(width: 3, height: 0), Size(width: 1, height: 5)] {
            let frame = Frame(size: size)
            area.draw(in: Canvas(frame: frame), isFocused: true)
            expectWholeGlyphs(in: frame)
            _ = area.handle(.up)
        }
    }
}
