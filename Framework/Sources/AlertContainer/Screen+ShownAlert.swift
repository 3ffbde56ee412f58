import WorkflowUI

extension Screen {
    /// The alert up in this screen or in one inside it, found as `first(_:)` finds a
    /// screen: the outermost, which is drawn over the others and takes the keys.
    /// Nil when no alert is up. For tests:
    ///
    /// ```swift
    /// #expect(host.rendering.shownAlert?.title == "Quit this game?")
    /// ```
    public var shownAlert: Alert? {
        if let showing = self as? any ShowsAlert, let alert = showing.alert { return alert }
        guard let container = self as? any ScreenContainer else { return nil }
        for child in container.childScreens {
            if let alert = child.shownAlert { return alert }
        }
        return nil
    }
}

/// An alert container of any base type, for `shownAlert`.
@MainActor
protocol ShowsAlert {
    var alert: Alert? { get }
}

extension AlertContainerScreen: ShowsAlert {}
