import WorkflowUI

/// An environment value only these tests know about, to follow how values flow down
/// the view tree.
enum SignatureKey: ViewEnvironmentKey {
    static let defaultValue = "unsigned"
}

extension ViewEnvironment {
    var signature: String {
        get { self[SignatureKey.self] }
        set { self[SignatureKey.self] = newValue }
    }
}
