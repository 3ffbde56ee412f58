import Foundation
import Testing
import Workflow

/// Misuse that would corrupt the tree stops the program with a sentence that says what
/// to do. Each case runs in a child process (an exit test).
@Suite struct ProgrammerErrorTests {
    @Test func twoChildrenWithTheSameTypeAndKeyStopTheProgramNamingBoth() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = WorkflowHost(workflow: ParentWorkflow(childKeys: ["twin", "twin"]))
            }
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("CounterWorkflow"))
        #expect(message.contains("\"twin\""))
        #expect(message.contains("ParentWorkflow"))
    }

    @Test func sendingToASinkWhileRenderingStopsTheProgram() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            struct Eager: Workflow {
                typealias State = Int
                func makeInitialState() -> Int { 0 }
                func render(state: Int, context: RenderContext<Eager>) -> Int {
                    context.makeSink(of: AnyWorkflowAction<Eager>.self).send(.noAction)
                    return state
                }
            }
            await MainActor.run { _ = WorkflowHost(workflow: Eager()) }
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("while workflows were rendering"))
    }

    @Test func usingARenderContextAfterRenderStopsTheProgram() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            struct Leaky: Workflow {
                typealias State = Void
                func render(state: Void, context: RenderContext<Leaky>) -> RenderContext<Leaky> { context }
            }
            await MainActor.run {
                _ = WorkflowHost(workflow: Leaky()).rendering.makeOutputSink()
            }
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("used after render(state:context:) returned"))
    }
}
