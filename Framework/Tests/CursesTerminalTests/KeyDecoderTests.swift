import CNcurses
import Testing
import WorkflowUI
@testable import CursesTerminal

/// Decoding is a pure function of what curses read, so these need no terminal.
struct KeyDecoderTests {
    private func decode(_ inputs: [CursesInput]) -> [KeyEvent] {
        var decoder = KeyDecoder()
        return decoder.decode(inputs)
    }

    private func characters(_ text: String) -> [CursesInput] {
        text.unicodeScalars.map { .character($0) }
    }

    @Test func lettersAndWideCharactersArriveAsCharacters() {
        #expect(decode(characters("a日本")) == [.character("a"), .character("日"), .character("本")])
    }

    @Test func aCombiningMarkJoinsTheCharacterBeforeIt() {
        #expect(decode(characters("e\u{301}x")) == [.character("e\u{301}"), .character("x")])
    }

    @Test func theTwoHalvesOfAFlagArriveAsOneCharacter() {
        #expect(decode(characters("🇯🇵")) == [.character("🇯🇵")])
    }

    @Test func escapeAloneIsTheEscapeKey() {
        #expect(decode(characters("\u{1B}")) == [.escape])
    }

    @Test func escapeFollowedByACharacterIsAlt() {
        #expect(decode(characters("\u{1B}b\u{1B}日")) == [.alt("b"), .alt("日")])
    }

    @Test func twoEscapesAreTwoEscapeKeys() {
        #expect(decode(characters("\u{1B}\u{1B}")) == [.escape, .escape])
    }

    @Test func escapeBeforeANamedKeyIsThatKeyWithAlt() {
        #expect(decode(characters("\u{1B}\r\u{1B}\u{7F}")) == [.modified(.enter, .alt), .modified(.backspace, .alt)])
        #expect(decode([.character("\u{1B}"), .key(KEY_UP)]) == [.modified(.up, .alt)])
    }

    @Test func escapeBeforeAControlLetterDeliversTheControlLetterAlone() {
        #expect(decode(characters("\u{1B}\u{13}")) == [.control("s")])
    }

    @Test func controlBytesAreCtrlLetters() {
        #expect(decode(characters("\u{01}\u{13}\u{1A}\u{05}")) == [.control("a"), .control("s"), .control("z"), .control("e")])
    }

    @Test func tabEnterAndBackspaceBytesAreThoseKeysNotCtrlLetters() {
        #expect(decode(characters("\t\r\n\u{7F}\u{08}")) == [.tab, .enter, .enter, .backspace, .backspace])
    }

    @Test func otherControlCharactersAreDropped() {
        #expect(decode(characters("\u{00}\u{1C}\u{1F}\u{85}\u{9B}a")) == [.character("a")])
    }

    @Test func cursesKeyCodesBecomeNamedKeys() {
        let expected: [(Int32, KeyEvent)] = [
            (KEY_UP, .up), (KEY_DOWN, .down), (KEY_LEFT, .left), (KEY_RIGHT, .right),
            (KEY_HOME, .home), (KEY_END, .end), (KEY_PPAGE, .pageUp), (KEY_NPAGE, .pageDown),
            (KEY_ENTER, .enter), (KEY_BACKSPACE, .backspace), (KEY_DC, .delete), (KEY_IC, .insert),
            (KEY_BTAB, .backTab), (cncurses_key_f(1), .function(1)), (cncurses_key_f(12), .function(12)),
        ]
        for (code, key) in expected {
            #expect(decode([.key(code)]) == [key], "key code \(code)")
        }
    }

    /// `TERM=linux` names Ctrl-Z's byte `kspd`, and curses decodes it to KEY_SUSPEND:
    /// still Ctrl-Z, which suspends.
    @Test func theSuspendKeyCodeOfTheLinuxConsoleIsCtrlZ() {
        #expect(decode([.key(KEY_SUSPEND)]) == [.control("z")])
    }

    @Test func unknownKeyCodesAreDropped() {
        #expect(decode([.key(cncurses_key_f(13)), .key(KEY_MAX + 200), .character("a")]) == [.character("a")])
    }

    @Test func sequencesCursesDidNotKnowAreDecodedOrDroppedWhole() {
        #expect(decode(characters("\u{1B}[A\u{1B}OB\u{1B}[1;5C\u{1B}[3~\u{1B}[15~\u{1B}OP\u{1B}[Z")) ==
            [.up, .down, .modified(.right, .control), .delete, .function(5), .function(1), .backTab])
        #expect(decode(characters("\u{1B}[1;5X\u{1B}[?25$pz")) == [.character("z")])
    }

    @Test func anEscapeSequenceCutShortIsAltWithItsIntroducer() {
        #expect(decode(characters("\u{1B}[")) == [.alt("[")])
        #expect(decode(characters("\u{1B}O")) == [.alt("O")])
    }

    @Test func aPasteIsOneEventEvenWhenItArrivesInSeveralReads() {
        var decoder = KeyDecoder()
        let first = decoder.decode([.key(BracketedPaste.startCode)] + characters("hello "))
        let second = decoder.decode(characters("world") + [.key(BracketedPaste.endCode)] + characters("x"))
        #expect(first == [])
        #expect(second == [.paste("hello world"), .character("x")])
    }

    @Test func pastedLineBreaksBecomeNewlines() {
        let inputs = [.key(BracketedPaste.startCode)] + characters("one\rtwo\r\nthree\nfour") + [.key(BracketedPaste.endCode)]
        #expect(decode(inputs) == [.paste("one\ntwo\nthree\nfour")])
    }

    @Test func pastedControlCharactersAndKeysDoNotEscapeThePaste() {
        let inputs = [.key(BracketedPaste.startCode)] + characters("a\u{1B}b\u{3}") + [.key(KEY_UP), .key(BracketedPaste.endCode)]
        #expect(decode(inputs) == [.paste("a\u{1B}b\u{3}")])
    }

    @Test func pasteMarkersSpelledOutAsCharactersStillMarkAPaste() {
        #expect(decode(characters("\u{1B}[200~pasted\u{1B}[201~!")) == [.paste("pasted"), .character("!")])
    }

    @Test func aPasteEndMarkerCutInTwoByTheReadsStillEndsThePaste() {
        var decoder = KeyDecoder()
        let first = decoder.decode([.key(BracketedPaste.startCode)] + characters("text\u{1B}[20"))
        let second = decoder.decode(characters("1~typed"))
        #expect(first == [])
        #expect(second == [.paste("text"), .character("t"), .character("y"), .character("p"), .character("e"), .character("d")])
    }

    @Test func anEmptyPasteProducesNoEvent() {
        #expect(decode([.key(BracketedPaste.startCode), .key(BracketedPaste.endCode)]) == [])
    }

    @Test func modifierParametersInSequencesBecomeModifiedKeys() {
        #expect(decode(characters("\u{1B}[1;5D\u{1B}[1;2A\u{1B}[1;3C\u{1B}[1;6B\u{1B}[3;5~\u{1B}[5;2~\u{1B}[1;5H")) == [
            .modified(.left, .control), .modified(.up, .shift), .modified(.right, .alt),
            .modified(.down, [.shift, .control]), .modified(.delete, .control), .modified(.pageUp, .shift),
            .modified(.home, .control),
        ])
        // A parameter of 1 means no modifier.
        #expect(decode(characters("\u{1B}[1;1A")) == [.up])
    }

    @Test func theShiftedKeysCursesNamesArriveShifted() {
        #expect(decode([.key(KEY_SLEFT), .key(KEY_SR), .key(KEY_SF), .key(KEY_SEND)]) == [
            .modified(.left, .shift), .modified(.up, .shift), .modified(.down, .shift), .modified(.end, .shift),
        ])
    }

    @Test func extendedKeysArriveWithTheirModifiers() {
        #expect(decode([.modifiedKey(KEY_LEFT, .control), .modifiedKey(KEY_UP, .shift)]) ==
            [.modified(.left, .control), .modified(.up, .shift)])
    }

    @Test func extendedKeyNamesSayThePlainKeyAndItsModifiers() {
        #expect(KeyDecoder.modifiedKey(forExtendedName: "kUP5")! == (KEY_UP, .control))
        #expect(KeyDecoder.modifiedKey(forExtendedName: "kRIT3")! == (KEY_RIGHT, .alt))
        #expect(KeyDecoder.modifiedKey(forExtendedName: "kDC6")! == (KEY_DC, [.shift, .control]))
        #expect(KeyDecoder.modifiedKey(forExtendedName: "kNXT2")! == (KEY_NPAGE, .shift))
        #expect(KeyDecoder.modifiedKey(forExtendedName: "kUP") == nil)
        #expect(KeyDecoder.modifiedKey(forExtendedName: "kxIN") == nil)
    }
}
