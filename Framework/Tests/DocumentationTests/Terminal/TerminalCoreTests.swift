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
