import Testing
import TerminalCore
import WorkflowUI

@MainActor
@Suite struct TerminalCoreTests {
    @Test func keysAndStylesAreValues() {
        let quit = KeyEvent.control("c")
        let selectUp = KeyEvent.up.with(.shift)
        let warning = Style(foreground: .yellow, attributes: .bold)

        #expect(quit.displayName == "^C")
        #expect(selectUp.modifiers == .shift)
        #expect(warning.adding(.underline).attributes == [.bold, .underline])
    }

    @Test func coloursReadFromWhatAUserWrites() {
        let selection = Style(foreground: .indexed(214), background: .rgb(red: 0x30, green: 0x30, blue: 0x30))

        #expect(Color("#303030") == selection.background)
        #expect(Color("214") == selection.foreground)
        #expect(Color("bright-blue") == .brightBlue)
        #expect(Color.rgb(red: 0xFF, green: 0x87, blue: 0).name == "#ff8700")
    }

    @Test func aClickIsGivenInTheViewsCoordinates() {
        let click = MouseEvent(.press(.left), at: Point(column: 12, row: 5))

        #expect(click.relative(to: Point(column: 10, row: 4)).position == Point(column: 2, row: 1))
        #expect(click.isLeftClick)
    }

    @Test func aDeviceIsToldOnlyWhatChanged() {
        let device = CountingDevice()
        let session = TerminalSession(root: WorkflowHostingView(workflow: GreetingWorkflow()), device: device)
        session.display()
        let firstFrame = device.cellsWritten

        session.handle([.key(.character("A"))])

        #expect(firstFrame > 0)
        #expect(device.cellsWritten - firstFrame < 10, "a key redraws a few cells, not the screen")
    }
}
