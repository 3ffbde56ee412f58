import WorkflowUI

/// Where test views sign in when they are built, held weakly, so a test can tell
/// whether a view was kept, rebuilt or released.
@MainActor
final class ViewRegistry {
    private struct Entry {
        let name: String
        weak var view: TerminalView?
    }

    private var entries: [Entry] = []

    func register(_ view: TerminalView, as name: String) {
        entries.append(Entry(name: name, view: view))
    }

    /// How many views were built under `name`.
    func buildCount(of name: String) -> Int {
        entries.filter { $0.name == name }.count
    }

    /// The live views built under `name`, oldest first.
    func liveViews(named name: String) -> [TerminalView] {
        entries.filter { $0.name == name }.compactMap(\.view)
    }
}
