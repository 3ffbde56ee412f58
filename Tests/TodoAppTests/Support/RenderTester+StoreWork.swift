import WorkflowTesting
@testable import TodoApp

extension RenderTester where WorkflowType == TodoWorkflow {
    /// Expects the session's two children that read from the store and write to it, as
    /// every render has them, the reader bringing `read` and the writer reporting
    /// `written`, if given; the assertions see each child as rendered.
    func expectStoreWork(
        reading read: StoreReadsWorkflow.Output? = nil,
        writing written: StoreWritesWorkflow.Output? = nil,
        reads: @escaping (StoreReads) -> Void = { _ in },
        writes: @escaping (StoreWritesWorkflow) -> Void = { _ in }
    ) -> RenderTester<TodoWorkflow> {
        expectWorkflow(type: StoreReadsWorkflow.self, producingRendering: (), producingOutput: read) { reads($0.reads) }
            .expectWorkflow(type: StoreWritesWorkflow.self, producingRendering: (), producingOutput: written, assertions: writes)
    }
}
