/// The side effects of one node, keyed as the workflow asked, each with its lifetime.
@MainActor
final class SideEffects {
    // Not checked for overlapping access at run time (see WorkflowNode): only these
    // methods touch them, and none calls out while it holds one.
    @exclusivity(unchecked) private var lifetimes: [AnyHashable: Lifetime] = [:]
    @exclusivity(unchecked) private var renderedThisPass: Set<AnyHashable> = []

    func beginRenderPass() {
        renderedThisPass.removeAll(keepingCapacity: true)
    }

    func run(key: AnyHashable, workflowType: Any.Type, action: (Lifetime) -> Void) {
        guard renderedThisPass.insert(key).inserted else {
            fatalError(
                "Side effects of one workflow must be given unique keys. \(workflowType) ran two side effects "
                    + "with the key \(key) in one render."
            )
        }
        guard lifetimes[key] == nil else { return }
        let lifetime = Lifetime()
        lifetimes[key] = lifetime
        action(lifetime)
    }

    func endRenderPass() {
        guard lifetimes.count > renderedThisPass.count else { return }
        for (key, lifetime) in lifetimes where !renderedThisPass.contains(key) {
            lifetimes[key] = nil
            lifetime.end()
        }
    }

    func endAll() {
        let ending = lifetimes.values
        lifetimes = [:]
        for lifetime in ending { lifetime.end() }
    }
}
