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

    @Test func eachNamedThemeHasTheAppsStylesOfItsOwn() {
        for name in Theme.names {
            #expect(TodoStyles(matching: Theme.named(name)!) == TodoStyles.named(name), "\(name)")
        }
        #expect(TodoStyles.light.dueToday.foreground != .yellow, "yellow fades on a light background")
        #expect(!TodoStyles.highContrast.done.attributes.contains(.dim))
    }

    /// NO_COLOR wins over styles set in colour: they give way, as the theme does.
    @Test func stylesSetInColourGiveWayWhereTheThemeHasNoColour() {
        var environment = ViewEnvironment()
        environment.todoStyles = .light
        environment.theme = .light
        #expect(environment.todoStyles == .light)
        environment.theme = .monochrome
        #expect(environment.todoStyles == .monochrome)
    }

    @Test func theListDrawsInTheLightThemesStyles() async {
        var light = ViewEnvironment()
        light.theme = .light
        let pilot = AppPilot(store: InMemoryTodoStore(["Ada": SampleTodos.make(["Buy milk", "Call Grace"])]))
        await pilot.logIn("Ada")
        pilot.app.update(environment: light)
        pilot.terminal.press(.character(" "), .character("j"))
        await pilot.waitUntil { $0.style(atColumn: 7, row: 1) == TodoStyles.light.done }
        #expect(pilot.terminal.style(atColumn: 0, row: 0).background == Theme.light.bar.background)
    }
}
