import Testing
import WorkflowUI

/// A text widget given a maximum length inserts nothing that would take it past it, and
/// says so, for its view to tell the user; everything else edits as before.
@Suite struct TextLimitTests {
    @Test func aFieldTakesTypingUpToItsLimitAndRefusesTheNextCharacter() {
        var field = TextField(text: "abc", maximumLength: 4)
        #expect(field.handle(.character("d")) == .textChanged)
        #expect(field.handle(.character("e")) == .tooLong)
        #expect(field.text == "abcd")
        #expect(field.handle(.backspace) == .textChanged, "deleting still works at the limit")
    }

    @Test func aPasteThatWouldGoPastTheLimitInsertsNothing() {
        var field = TextField(text: "ab", maximumLength: 5)
        #expect(field.handle(.paste("cdef")) == .tooLong)
        #expect(field.text == "ab")
        #expect(field.handle(.paste("cde")) == .textChanged)
        #expect(field.text == "abcde")
    }

    @Test func theLimitCountsCharactersNotBytes() {
        var field = TextField(maximumLength: 3)
        #expect(field.handle(.paste("日本👨‍👩‍👧")) == .textChanged)
        #expect(field.handle(.character("語")) == .tooLong)
    }

    @Test func textSetByTheAppIsNotCutAndCanBeShortened() {
        var field = TextField(maximumLength: 2)
        field.text = "longer"
        #expect(field.text == "longer")
        #expect(field.handle(.character("!")) == .tooLong)
        #expect(field.handle(.backspace) == .textChanged)
    }

    @Test func anAreasEnterAndPastesStopAtItsLimitToo() {
        var area = TextArea(text: "ab", maximumLength: 3)
        #expect(area.handle(.enter) == .textChanged)
        #expect(area.handle(.enter) == .tooLong)
        #expect(area.handle(.paste("x")) == .tooLong)
        #expect(area.handle(.character("y")) == .tooLong)
        #expect(area.text == "ab\n")
    }

    @Test func aTooLongKeyIsStillTheWidgets() {
        #expect(TextEditResult.tooLong.isHandled)
        #expect(TextEditResult.tooLong.reportingChange(of: "x", to: { _ in Issue.record("no change to report") }))
    }
}
