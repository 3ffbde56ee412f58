/// A picture of the running workflow tree, for debugging: each workflow's type, key and
/// state, as text.
///
/// ```
/// RootWorkflow  state: signedIn(name: "Ada")
/// └─ InboxWorkflow  state: …
///    ├─ MessageListWorkflow  state: …
///    └─ Worker<LoadMessagesWorker> key: "load"  state: …
/// ```
public struct WorkflowTreeSnapshot: Hashable, Sendable, CustomStringConvertible {
    public var workflowType: String
    public var key: String
    public var state: String
    /// How many times the workflow has rendered since it started: with partial rendering,
    /// a workflow nothing changed for keeps its count.
    public var renderCount: Int
    public var children: [WorkflowTreeSnapshot]

    public init(workflowType: String, key: String, state: String, renderCount: Int = 0, children: [WorkflowTreeSnapshot]) {
        self.workflowType = workflowType
        self.key = key
        self.state = state
        self.renderCount = renderCount
        self.children = children
    }

    /// The tree as indented lines, one workflow a line.
    public var description: String {
        lines(prefix: "", childPrefix: "").joined(separator: "\n")
    }

    private func lines(prefix: String, childPrefix: String) -> [String] {
        let keyText = key.isEmpty ? "" : " key: \"\(key)\""
        var result = ["\(prefix)\(workflowType)\(keyText)  state: \(state)"]
        for (index, child) in children.enumerated() {
            let isLast = index == children.count - 1
            result += child.lines(
                prefix: childPrefix + (isLast ? "└─ " : "├─ "),
                childPrefix: childPrefix + (isLast ? "   " : "│  ")
            )
        }
        return result
    }

    /// A readable type name: workers show as `Worker<TheirType>` rather than the internal
    /// workflow that runs them.
    package static func name(of type: Any.Type) -> String {
        if let workerType = type as? any WorkerDescribing.Type {
            return "Worker<\(workerType.workerTypeName)>"
        }
        return String(describing: type)
    }
}

protocol WorkerDescribing {
    static var workerTypeName: String { get }
}

extension WorkerWorkflow: WorkerDescribing {
    static var workerTypeName: String { String(describing: W.self) }
}
