import TerminalTesting
import Testing
import WorkflowUI
@testable import TodoApp

/// The app's own styles live beside the framework's theme and follow it.
@MainActor
@Suite struct TodoStylesTests {
    @Test func inColourDoneTodosAreGreenAndDimmedWithoutColourOnlyDimmed() {
        #expect(TodoStyles(matching: .standard).done == Style(foreground: .green, attributes: .dim))
        #expect(TodoStyles(matching: .monochrome).done == Style(attributes: .dim))
    }

    @Test func theEnvironmentsStylesMatchItsThemeUntilTheAppSetsThem() {
        var environment = ViewEnvironment()
        environment.theme = .monochrome
        #expect(environment.todoStyles.done == Style(attributes: .dim))

        environment.todoStyles.done = .bold
        environment.theme = .standard
        #expect(environment.todoStyles.done == .bold)
    }

    @Test func theListDrawsDoneTodosInTheStylesThatMatchTheTheme() async {
        let pilot = AppPilot(store: InMemoryTodoStore(["Ada": SampleTodos.make(["Buy milk", "Call Grace"])]))
        await pilot.logIn("Ada")
        pilot.terminal.press(.character(" "), .character("j"))
        expectScreen(pilot.terminal, line: 1, is: "   [x] Buy milk")
        #expect(pilot.terminal.style(atColumn: 7, row: 1) == Style(foreground: .green, attributes: .dim))

        var monochrome = ViewEnvironment()
        monochrome.theme = .monochrome
        pilot.app.update(environment: monochrome)
        await pilot.waitUntil { $0.style(atColumn: 7, row: 1) == Style(attributes: .dim) }
    }
}
