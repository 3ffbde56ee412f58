import Workflow

/// Hands the session's changes to the writer, each once, in the order they were made, and
/// reports back how each ended. A change is written even if the session goes away first
/// (the user logs out); only the report is dropped then.
struct StoreWritesWorkflow: Workflow {
    typealias State = Void

    let writer: TodoWriter
    let user: String
    /// The process whose editor's drafts these are (see ``DraftOwner``).
    let draftOwner: DraftOwner
    /// The changes to the todos not yet handed over or answered, by ticket.
    let todoWrites: [(ticket: Int, write: TodoWrite)]
    /// The last change to the editor's draft.
    let draftWrite: DraftWrite?
    /// How the user last chose to see the list; nil until they choose.
    let chosenSettings: TodoListSettings?

    enum Output: Equatable {
        case todoWritten(ticket: Int, outcome: TodoWrite.Outcome)
        case draftWritten(ticket: Int)
    }

    func render(state: Void, context: RenderContext<StoreWritesWorkflow>) {
        let report = context.makeOutputSink()
        let writer = self.writer
        let user = self.user
        for (ticket, write) in todoWrites {
            context.runSideEffect(key: "write-\(ticket)") { lifetime in
                writer.submit(write, for: user) { outcome in
                    guard !lifetime.hasEnded else { return }
                    report.send(.todoWritten(ticket: ticket, outcome: outcome))
                }
            }
        }
        // Kept or forgotten in order with the changes.
        if let draftWrite {
            let owner = draftOwner
            context.runSideEffect(key: "draft-\(draftWrite.ticket)") { lifetime in
                writer.submit(draftWrite.change, of: owner, for: user) {
                    guard !lifetime.hasEnded else { return }
                    report.send(.draftWritten(ticket: draftWrite.ticket))
                }
            }
        }
        // Keyed by the settings themselves: each choice is kept once, and choosing one
        // again after another keeps it again.
        if let settings = chosenSettings {
            context.runSideEffect(key: "settings-\(settings.filter.rawValue)-\(settings.sort.rawValue)") { _ in
                writer.submit(settings, for: user)
            }
        }
    }
}

extension StoreWritesWorkflow: Equatable {
    /// The same changes for the same writer: nothing new to hand over, so a session that
    /// renders again leaves its writes as they are.
    static func == (left: Self, right: Self) -> Bool {
        left.writer === right.writer && left.user == right.user && left.draftOwner == right.draftOwner
            && left.draftWrite == right.draftWrite && left.chosenSettings == right.chosenSettings
            && left.todoWrites.elementsEqual(right.todoWrites) { $0.ticket == $1.ticket && $0.write == $1.write }
    }
}
