import Testing
import WorkflowUI

/// Key bindings given by name, as a user's settings give them.
struct KeyBindingsByNameTests {
    enum DeleteContact: KeyBinding {
        static let defaultKeys: [KeyEvent] = [.character("d")]
    }

    enum Compose: KeyBinding {
        static let name = "compose"
        static let defaultKeys: [KeyEvent] = [.character("c")]
    }

    let known: [any KeyBinding.Type] = KeyBindings.frameworkBindings + [DeleteContact.self, Compose.self]

    @Test func aBindingsNameIsItsTypesNameInSnakeCaseUnlessGiven() {
        #expect(DeleteContact.name == "delete_contact")
        #expect(Compose.name == "compose")
        #expect(KeyBindings.MoveUp.name == "move_up")
        #expect(KeyBindings.Back.name == "back")
    }

    @Test func namedCommandsGetTheirKeysAndTheOthersKeepTheirDefaults() throws {
        let bindings = try KeyBindings(keysByName: ["delete_contact": ["x", "Delete"], "move_up": ["i"]], bindings: known)
        #expect(bindings[DeleteContact.self] == [.character("x"), .delete])
        #expect(bindings.moveUp == [.character("i")])
        #expect(bindings[Compose.self] == [.character("c")])
        #expect(bindings.back == [.escape])
    }

    @Test func anUnknownCommandIsRefusedWithTheKnownNames() {
        #expect(throws: KeyBindingsError.unknownCommand("delete_contcat", known: known.map { $0.name })) {
            try KeyBindings(keysByName: ["delete_contcat": ["x"]], bindings: known)
        }
    }

    @Test func aSpellingThatIsNoKeyIsRefusedNamingTheCommandAndWhatIsAccepted() {
        let error = #expect(throws: KeyBindingsError.self) {
            try KeyBindings(keysByName: ["compose": ["Ctrl-"]], bindings: known)
        }
        #expect(error == .notAKey("Ctrl-", command: "compose"))
        #expect(error?.description.contains("(for compose)") == true)
        #expect(error?.description.contains("Ctrl with a letter") == true)
    }

    @Test func twoCommandsOfOneScreenOnOneKeyAreRefusedWithBothNames() {
        let error = #expect(throws: KeyBindingsError.self) {
            try KeyBindings(
                keysByName: ["compose": ["d"]], bindings: known, usedTogether: [[DeleteContact.self, Compose.self]]
            )
        }
        #expect(error == .sharedKey("d", commands: ["delete_contact", "compose"]))
        #expect(error?.description.contains("delete_contact and compose") == true)
    }

    @Test(arguments: ["s", "Space", "S", "é"])
    func aKeyThatTypesIsRefusedForACommandAnsweredWhileTyping(spelling: String) {
        let error = #expect(throws: KeyBindingsError.self) {
            try KeyBindings(keysByName: ["compose": [spelling]], bindings: known, whileTyping: [Compose.self])
        }
        #expect(error == .typedKey(spelling, command: "compose"))
        #expect(error?.description.contains("\"\(spelling)\" (for compose) types a character") == true)
    }

    @Test func aCommandAnsweredWhileTypingTakesCtrlAltAndNamedKeysAndOthersTakeLetters() throws {
        let bindings = try KeyBindings(
            keysByName: ["compose": ["^S", "M-s", "F2", "Esc"], "delete_contact": ["x"]], bindings: known,
            whileTyping: [Compose.self]
        )
        #expect(bindings[Compose.self] == [.control("s"), .alt("s"), .function(2), .escape])
        #expect(bindings[DeleteContact.self] == [.character("x")])
    }

    @Test func commandsOfDifferentScreensMayShareAKey() throws {
        let bindings = try KeyBindings(
            keysByName: ["compose": ["d"]], bindings: known, usedTogether: [[DeleteContact.self], [Compose.self]]
        )
        #expect(bindings[Compose.self] == [.character("d")])
    }
}
