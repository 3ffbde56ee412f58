import WorkflowUI

/// One screen shown over the base of a `ModalContainerScreen`.
///
/// ```swift
/// ModalContainerScreenModal(screen: HelpScreen(onClose: { sink.send(.closeHelp) }), key: "help")
/// ```
///
/// The key identifies the modal's view between renderings: a modal keeps its view for
/// as long as one with its key is rendered (and its screen type stays the same). Two
/// modals shown at once may not share a key.
@MainActor
public struct ModalContainerScreenModal {
    public var screen: AnyScreen
    public var key: AnyHashable

    public init(screen: some Screen, key: AnyHashable = "") {
        self.screen = AnyScreen(screen)
        self.key = key
    }
}
