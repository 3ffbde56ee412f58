import BackStackContainer
import Testing
import WorkflowUI

struct DuplicateItemKeyTests {
    @Test func twoItemsWithTheSameKeyStopTheProgramWithAMessageThatSaysWhatToDo() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let stack = BackStackScreen(items: [
                    .init(key: "page", screen: PageScreen("First")),
                    .init(key: "page", screen: PageScreen("Second")),
                ])
                _ = DescribedView(screen: stack, environment: .empty)
            }
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)

        #expect(message.contains("BackStackScreen items must have unique keys"), "\(message)")
        #expect(message.contains("page"), "\(message)")
        #expect(message.contains("Give each item in the stack its own key"), "\(message)")
    }

    @Test func aRenderingThatRepeatsAKeyIsCaughtOnUpdateToo() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = DescribedView(
                    screen: BackStackScreen(items: [.init(key: 7, screen: PageScreen("Only"))]), environment: .empty)
                root.update(
                    screen: BackStackScreen(items: [
                        .init(key: 7, screen: PageScreen("First")),
                        .init(key: 8, screen: PageScreen("Middle")),
                        .init(key: 7, screen: PageScreen("Again")),
                    ]),
                    environment: .empty)
            }
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)

        #expect(message.contains("BackStackScreen items must have unique keys, but the key 7 appears more than once"), "\(message)")
    }
}
