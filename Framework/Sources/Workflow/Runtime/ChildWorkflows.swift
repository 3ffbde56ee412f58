/// The children of one node, matched between render passes by (concrete type, key).
///
/// During a pass, each child the parent renders moves from the previous set to the
/// current one; whatever is left in the previous set afterwards was not rendered and
/// is torn down.
@MainActor
final class ChildWorkflows {
    private struct Identity: Hashable {
        let type: ObjectIdentifier
        let key: String
    }

    // Not checked for overlapping access at run time (see WorkflowNode): only these
    // methods touch them, and none calls out while it holds one.
    // Kept as `ChildNode`, which every `WorkflowNode` is, rather than as `AnyObject`:
    // asking an `AnyObject` whether it can be torn down is a dynamic cast, and the first
    // cast of each node type searches all of the program's protocol conformances.
    @exclusivity(unchecked) private var previous: [Identity: any ChildNode] = [:]
    @exclusivity(unchecked) private var current: [Identity: any ChildNode] = [:]
    /// Render order of the current children, for a stable debug tree.
    @exclusivity(unchecked) private var order: [Identity] = []

    /// The dictionaries keep their storage from pass to pass: a tree re-renders after
    /// every action, and allocating per node per pass is most of what that costs.
    func beginRenderPass() {
        swap(&previous, &current)
        current.removeAll(keepingCapacity: true)
        order.removeAll(keepingCapacity: true)
    }

    func node<Child: Workflow>(
        for workflow: Child,
        key: String,
        parentType: Any.Type,
        makeNode: () -> WorkflowNode<Child>
    ) -> WorkflowNode<Child> {
        let identity = Identity(type: ObjectIdentifier(Child.self), key: key)
        guard current[identity] == nil else {
            fatalError(
                "Child workflows of the same type must be given unique keys. Duplicate workflows of type "
                    + "\(Child.self) were encountered with the key \"\(key)\" in \(parentType). "
                    + "Pass a distinct key to rendered(in:key:) for each of them."
            )
        }
        let node: WorkflowNode<Child>
        if let existing = previous.removeValue(forKey: identity) {
            // The identity includes the type, so what is stored under it is this type.
            node = unsafeDowncast(existing, to: WorkflowNode<Child>.self)
            node.update(workflow: workflow)
        } else {
            node = makeNode()
        }
        current[identity] = node
        order.append(identity)
        return node
    }

    func endRenderPass() {
        guard !previous.isEmpty else { return }
        let unrendered = previous.values
        previous.removeAll(keepingCapacity: true)
        for node in unrendered {
            node.tearDown()
        }
    }

    func tearDownAll() {
        beginRenderPass()
        endRenderPass()
    }

    func snapshots() -> [WorkflowTreeSnapshot] {
        order.compactMap { current[$0]?.snapshot() }
    }
}

/// What a parent does with a child node whatever its workflow type.
@MainActor
protocol ChildNode: AnyObject {
    func tearDown()
    func snapshot() -> WorkflowTreeSnapshot
    /// Marks the node, and its ancestors, to render at the next pass.
    func needsRendering()
}

extension WorkflowNode: ChildNode {}
