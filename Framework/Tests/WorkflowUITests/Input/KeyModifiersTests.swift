import Testing
import WorkflowUI

struct KeyModifiersTests {
    @Test func xtermParametersCountShiftAltAndCtrlFromOne() {
        #expect(KeyModifiers(xtermParameter: 1) == nil)
        #expect(KeyModifiers(xtermParameter: 2) == .shift)
        #expect(KeyModifiers(xtermParameter: 3) == .alt)
        #expect(KeyModifiers(xtermParameter: 5) == .control)
        #expect(KeyModifiers(xtermParameter: 8) == [.shift, .alt, .control])
        #expect(KeyModifiers(xtermParameter: 9) == .alt)
        #expect(KeyModifiers(xtermParameter: 17) == nil)
    }

    @Test func aKeyWithNoModifiersIsThePlainKey() {
        #expect(KeyEvent.left.with([]) == .left)
        #expect(KeyEvent.left.with(.control) == .modified(.left, .control))
        #expect(KeyEvent.modified(.left, .control).with(.shift) == .modified(.left, [.control, .shift]))
    }

    @Test func aModifiedKeyKnowsItsPlainKeyAndModifiers() {
        let key = KeyEvent.modified(.up, .shift)
        #expect(key.unmodified == .up)
        #expect(key.modifiers == .shift)
        #expect(KeyEvent.up.modifiers == [])
    }

    @Test func modifiedKeysAreNamedWithTheirModifiersFirst() {
        #expect(KeyEvent.modified(.left, .control).displayName == "^←")
        #expect(KeyEvent.modified(.up, .shift).displayName == "S-↑")
        #expect(KeyEvent.modified(.right, .alt).displayName == "M-→")
        #expect(KeyEvent.modified(.home, [.control, .shift]).displayName == "^S-Home")
    }
}
