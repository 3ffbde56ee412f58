extension Screen {
    /// The first screen of type `type` in this one: itself, or one inside it, however
    /// deep, through every ``ScreenContainer`` (the framework's containers, and
    /// ``AnyScreen``). Nil when there is none.
    ///
    /// ```swift
    /// let list = try #require(host.rendering.first(ProcessListScreen.self))
    /// list.onSelect(2)
    /// ```
    ///
    /// Screens are searched depth first, each container's children in the order it lists
    /// them (``ScreenContainer/childScreens``): the first of a back stack is the one
    /// nearest the bottom, so for the top one, take ``all(_:)``'s last.
    public func first<Found: Screen>(_ type: Found.Type) -> Found? {
        if let found = self as? Found { return found }
        guard let container = self as? any ScreenContainer else { return nil }
        for child in container.childScreens {
            if let found = child.first(type) { return found }
        }
        return nil
    }

    /// Every screen of type `type` in this one, itself included, in the order of
    /// ``first(_:)``: the outer before the inner, the lower before the upper.
    public func all<Found: Screen>(_ type: Found.Type) -> [Found] {
        var found: [Found] = []
        collect(type, into: &found)
        return found
    }

    private func collect<Found: Screen>(_ type: Found.Type, into found: inout [Found]) {
        if let match = self as? Found { found.append(match) }
        guard let container = self as? any ScreenContainer else { return }
        for child in container.childScreens {
            child.collect(type, into: &found)
        }
    }
}
