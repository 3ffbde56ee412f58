import Foundation
import Testing
import Workflow
import WorkflowUI

/// Two commands of one view on one key are a mistake the framework reports, naming the
/// view, the key and both commands: a test stops there, unless it collects them.
@MainActor
struct KeyConflictTests {
    private func keepAndKill(log: EventLog) -> [KeyCommand] {
        [
            KeyCommand("keep", keys: [.enter, .character("k")]) { log.record("keep") },
            KeyCommand(nil, keys: [.character("k")], help: "kill the process") { log.record("kill") },
        ]
    }

    @Test func aKeyTwoCommandsOfAViewShareIsReportedOnceNamingBothAndRunsTheFirst() {
        let log = EventLog()
        let terminal = InMemoryTerminal(size: Size(width: 20, height: 2), root: CommandView(commands: keepAndKill(log: log)))
        var conflicts: [KeyConflict] = []
        terminal.onKeyConflict = { conflicts.append($0) }

        terminal.press(.character("k"), .character("k"))

        #expect(conflicts == [KeyConflict(view: "CommandView", key: .character("k"), commands: ["keep", "kill the process"])])
        #expect(log.entries == ["keep", "keep"])
        #expect(conflicts.first?.description.hasPrefix(
            "CommandView gives k to two of its commands, \"keep\" and \"kill the process\", so k runs only \"keep\".") == true)
    }

    @Test func theFooterReportsAConflictAsSoonAsTheCommandsShowBeforeTheKeyIsPressed() {
        let root = WorkflowHostingView(workflow: ModesWorkflow())
        let terminal = InMemoryTerminal(size: Size(width: 30, height: 4), root: root)
        var conflicts: [KeyConflict] = []
        terminal.onKeyConflict = { conflicts.append($0) }

        terminal.press(.character("m"))

        #expect(conflicts.map(\.commands) == [["open", "other"]])
        #expect(conflicts.map(\.view) == ["ModesView"])
    }

    @Test func aKeyOneCommandGivesUpToTheOtherAndOneInAnotherViewAreNoConflicts() {
        let log = EventLog()
        let list = CommandView(commands: KeyCommand.movements(title: "move", bindings: .standard) { _ in } + [
            KeyCommand("kill", keys: [.character("k")]) { log.record("kill") },
            KeyCommand("open", keys: [.enter]) { log.record("inner open") },
        ])
        let outer = CommandView(commands: [KeyCommand("open", keys: [.enter]) { log.record("outer open") }], child: list)
        let terminal = InMemoryTerminal(size: Size(width: 20, height: 2), root: outer)
        var conflicts: [KeyConflict] = []
        terminal.onKeyConflict = { conflicts.append($0) }

        terminal.press(.character("k"), .enter)

        #expect(conflicts.isEmpty)
        #expect(log.entries == ["kill", "inner open"])
    }

    @Test func byDefaultATestStopsAtAConflictWithAMessageNamingBothCommands() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = CommandView(commands: [
                    KeyCommand("keep", keys: [.character("k")]) {},
                    KeyCommand("kill", keys: [.character("k")]) {},
                ])
                InMemoryTerminal(size: Size(width: 20, height: 2), root: view).press(.character("k"))
            }
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)

        #expect(message.contains("CommandView gives k to two of its commands, \"keep\" and \"kill\""), "\(message)")
        #expect(message.contains("Give one of them another key"), "\(message)")
    }
}

/// A screen whose view answers Enter with "open", and, once m switched its mode, k with
/// both "open" and "other".
private struct ModesWorkflow: Workflow {
    typealias State = Void
    func render(state: Void, context: RenderContext<ModesWorkflow>) -> ModesScreen { ModesScreen() }
}

private struct ModesScreen: Screen {
    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        ModesView.description(for: self, environment: environment)
    }
}

private final class ModesView: ScreenView<ModesScreen> {
    private var isSecondMode = false

    override var keyCommands: [KeyCommand] {
        let second = isSecondMode
        return [
            KeyCommand("open", keys: second ? [.enter, .character("k")] : [.enter]) {},
            KeyCommand("mode", keys: [.character("m")]) { [unowned self] in isSecondMode = true },
        ] + (second ? [KeyCommand("other", keys: [.character("k")]) {}] : [])
    }
}
