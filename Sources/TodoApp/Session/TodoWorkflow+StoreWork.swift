import Workflow

extension TodoWorkflow {
    /// The children that read from the store what the session needs and write to it what
    /// the user changed.
    @MainActor
    func renderStoreWork(for state: State, in context: RenderContext<TodoWorkflow>) {
        StoreReadsWorkflow(store: store, writer: writer, user: name, reads: state.reads, clock: clock)
            .mapOutput { Action.read($0) }
            .rendered(in: context)
        StoreWritesWorkflow(
            writer: writer, user: name, draftOwner: draftOwner, todoWrites: state.writes.toSubmit,
            draftWrite: state.drafts.lastWrite, chosenSettings: state.organizing.chosen
        )
            .mapOutput { Action.written($0) }
            .rendered(in: context)
    }
}
