import Workflow

/// What changed in the app's workflow tree over one round of waiting for it to go idle:
/// the workflows and workers that started or ended, and those whose state changed. What a
/// report of a hang says kept changing ("Worker<LoadRetryWorker> "retry-load-100"
/// started").
struct SettleChange: CustomStringConvertible {
    var started: [String] = []
    var ended: [String] = []
    var changed: [String] = []

    init(from before: WorkflowTreeSnapshot, to after: WorkflowTreeSnapshot) {
        let was = Self.states(in: before)
        let now = Self.states(in: after)
        for (path, state) in now {
            if let old = was[path] {
                if old != state { changed.append("\(path): \(Self.cut(old)) → \(Self.cut(state))") }
            } else {
                started.append(path)
            }
        }
        ended = was.keys.filter { now[$0] == nil }
        started.sort()
        ended.sort()
        changed.sort()
    }

    var description: String {
        var parts: [String] = []
        if !started.isEmpty { parts.append("started: " + started.joined(separator: ", ")) }
        if !ended.isEmpty { parts.append("ended: " + ended.joined(separator: ", ")) }
        if !changed.isEmpty { parts.append("changed: " + changed.joined(separator: "; ")) }
        return parts.isEmpty ? "no workflow's state changed, though the app rendered again" : parts.joined(separator: "; ")
    }

    /// Each workflow's state by its place in the tree: its type and key, under its parents'.
    private static func states(in tree: WorkflowTreeSnapshot, under parent: String = "") -> [String: String] {
        let name = tree.key.isEmpty ? tree.workflowType : "\(tree.workflowType) \"\(tree.key)\""
        let path = parent.isEmpty ? name : "\(parent) / \(name)"
        var states = [path: tree.state]
        for child in tree.children {
            states.merge(Self.states(in: child, under: path)) { first, _ in first }
        }
        return states
    }

    /// A state as long as a report can take: a session's holds the store's whole reason.
    private static func cut(_ state: String) -> String {
        state.count > 300 ? state.prefix(300) + "…" : state
    }
}
