import Workflow

/// Reads the page of a long list past one edge of the window the app holds (see
/// ``ListWindow``), off the main actor.
struct LoadPageWorker: Worker {
    let store: any TodoStore
    let writer: TodoWriter
    let user: String
    let criteria: ListCriteria
    let edge: ListWindow.Edge
    /// The first row held (for the start) or the last (for the end); nil for none.
    let cursor: TodoCursor?
    var limit = LoadTodosWorker.windowLimit

    enum Output: Equatable, Sendable {
        /// The rows, in the view's order.
        case loaded([TodoSummary])
        case failed(String)
    }

    func run() async -> Output {
        // What the user changed is then in the page, or still on its way and replayed.
        await writer.drain()
        let query = criteria.query(for: user)
        do {
            switch edge {
            case .end: return .loaded(try await store.page(of: query, after: cursor, limit: limit))
            case .start: return .loaded(try await store.page(of: query, before: cursor, limit: limit))
            }
        } catch {
            return .failed(String(describing: error))
        }
    }

    func isEquivalent(to otherWorker: LoadPageWorker) -> Bool {
        user == otherWorker.user && criteria == otherWorker.criteria && edge == otherWorker.edge && cursor == otherWorker.cursor
    }
}
