import ModalContainer
import Testing
import WorkflowUI

struct DuplicateModalKeyTests {
    @Test func twoModalsWithTheSameKeyStopTheProgramWithAMessageThatSaysWhatToDo() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let screen = ModalContainerScreen(baseScreen: BaseScreen("base"), modals: [
                    ModalContainerScreenModal(screen: SheetScreen(name: "help"), key: "sheet"),
                    ModalContainerScreenModal(screen: SheetScreen(name: "settings"), key: "sheet"),
                ])
                _ = DescribedView(screen: screen, environment: .empty)
            }
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)

        #expect(message.contains("ModalContainerScreen modals must have unique keys, but the key sheet appears more than once"), "\(message)")
        #expect(message.contains("Give each modal its own key"), "\(message)")
    }
}
