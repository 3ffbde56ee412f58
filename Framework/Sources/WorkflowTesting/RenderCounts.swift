import Workflow

extension WorkflowHost {
    /// How many times the running workflow of type `type` at `key` has rendered, looked
    /// for anywhere in the tree; nil when none runs. With partial rendering (the host's
    /// default), a workflow nothing changed for keeps its count:
    ///
    /// ```swift
    /// let before = host.renderCount(of: SidebarWorkflow.self)
    /// host.rendering.list.moveDown()
    /// #expect(host.renderCount(of: SidebarWorkflow.self) == before)
    /// ```
    public func renderCount<Child: Workflow>(of type: Child.Type, key: String = "") -> Int? {
        debugTree.first(ofType: WorkflowTreeSnapshot.name(of: type), key: key)?.renderCount
    }
}

extension WorkflowTreeSnapshot {
    /// The first workflow in the tree, this one or a descendant, depth first, of the
    /// named type at `key`.
    func first(ofType name: String, key: String) -> WorkflowTreeSnapshot? {
        if workflowType == name, self.key == key { return self }
        for child in children {
            if let found = child.first(ofType: name, key: key) { return found }
        }
        return nil
    }
}
