import Testing
import WorkflowUI

/// The framework's movements give up their letters (j, k, g, G) to an app's command on
/// the same letter, in the same view or a container the key reaches; they keep their
/// other keys, and the footer and the help say so.
@MainActor
struct KeyYieldTests {
    /// A list's movements, then the app's "kill" on k, in one view: the order in which an
    /// app adds its own commands after the framework's.
    private func listWithKill(log: EventLog, bindings: KeyBindings = .standard) -> CommandView {
        CommandView(commands: KeyCommand.movements(title: "move", bindings: bindings) { log.record("\($0)") } + [
            KeyCommand("kill", keys: [.character("k")], help: "kill the process") { log.record("kill") },
        ])
    }

    @Test func anAppsCommandOnAMovementsLetterTakesItAndTheArrowStillMoves() {
        let log = EventLog()
        let view = listWithKill(log: log)

        _ = view.dispatch(.character("k"))
        _ = view.dispatch(.up)
        _ = view.dispatch(.character("j"))

        #expect(log.entries == ["kill", "up", "down"])
    }

    @Test func theHelpNamesTheLetterForTheAppsCommandAloneAndTheFooterOffersBoth() {
        let view = listWithKill(log: EventLog())

        let help = KeyHelpList(commands: view.keyCommands(bubblingUpFrom: view.keyCommands)).entries
        #expect(help.first == KeyHint(keys: "↑", label: "move up"), "k is no longer the movement's")
        #expect(help.last == KeyHint(keys: "k", label: "kill the process"))
        #expect(view.activeKeyHints == [KeyHint(keys: "↑↓", label: "move"), KeyHint(keys: "k", label: "kill")])
    }

    @Test func aContainersCommandOnAMovementsLetterTakesItFromTheListInside() {
        let log = EventLog()
        let list = CommandView(commands: KeyCommand.movements(title: "move", bindings: .standard) { log.record("\($0)") })
        let outer = CommandView(commands: [KeyCommand("go to", keys: [.character("g")]) { log.record("go to") }], child: list)

        _ = outer.dispatch(.character("g"))
        _ = outer.dispatch(.home)
        _ = outer.dispatch(.character("G"))

        #expect(log.entries == ["go to", "to the top", "to the bottom"])
        #expect(outer.activeKeyHints.map(\.label) == ["move", "go to"], "the container's g is offered: it is reached")
    }

    @Test func whenTheContainerGivesTheLetterUpTooTheViewNearerInKeepsIt() {
        let log = EventLog()
        let list = CommandView(commands: KeyCommand.movements(title: "move", bindings: .standard) { log.record("\($0)") })
        let outer = CommandView(
            commands: [KeyCommand("go to", keys: [.character("g")], yieldingKeys: [.character("g")]) { log.record("go to") }],
            child: list)

        _ = outer.dispatch(.character("g"))

        #expect(log.entries == ["to the top"], "neither insists, so the view nearer in takes it, as any key")
    }

    @Test func aContainerCapturingTheKeysIsAsFarAsTheLetterLooks() {
        let log = EventLog()
        let list = CommandView(commands: KeyCommand.movements(title: "move", bindings: .standard) { log.record("\($0)") })
        let modal = CommandView(commands: [], child: list)
        modal.capturing = true
        let outer = CommandView(commands: [KeyCommand("kill", keys: [.character("k")]) { log.record("kill") }], child: modal)

        _ = outer.dispatch(.character("k"))

        #expect(log.entries == ["up"], "the kill beyond the capturing view is out of reach")
    }

    @Test func aLetterTheAppGaveTheMovementIsItsOwnAndDoesNotGiveWay() {
        var bindings = KeyBindings.standard
        bindings.moveUp = [.up, .character("k")]

        #expect(bindings.yieldingKeys(for: KeyBindings.MoveUp.self).isEmpty)
        #expect(KeyBindings.standard.yieldingKeys(for: KeyBindings.MoveUp.self) == [.character("k")])
        #expect(KeyBindings.standard.yieldingKeys(for: KeyBindings.Last.self) == [.character("G")])
        #expect(KeyBindings.standard.yieldingKeys(for: KeyBindings.Back.self).isEmpty)
    }

    private enum Kill: KeyBinding {
        static let defaultKeys: [KeyEvent] = [.character("k")]
    }

    @Test func settingsByNameLetAnAppsBindingHaveAMovementsLetter() throws {
        let group: [any KeyBinding.Type] = [Kill.self, KeyBindings.MoveUp.self]
        let bindings = KeyBindings.frameworkBindings + [Kill.self]

        #expect(throws: Never.self) { try KeyBindings(keysByName: [:], bindings: bindings, usedTogether: [group]) }
        #expect(throws: KeyBindingsError.sharedKey("k", commands: ["kill", "move_up"])) {
            try KeyBindings(keysByName: ["move_up": ["↑", "k"]], bindings: bindings, usedTogether: [group])
        }
    }
}
