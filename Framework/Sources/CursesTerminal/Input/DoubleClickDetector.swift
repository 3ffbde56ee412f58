import TerminalCore

/// Tells a double-click from two clicks: terminals report each press alone, so a second
/// press of the same button on the same cell soon after the first becomes
/// `.doubleClick`. A third press starts counting again.
///
/// Time comes in, so that tests need no clock.
struct DoubleClickDetector {
    /// The longest pause between two presses of a double-click: about what desktops use.
    static let interval: Duration = .milliseconds(400)

    private var lastPress: (button: MouseButton, position: Point, time: ContinuousClock.Instant)?

    /// `event`, or `.doubleClick` in place of its `.press` when it completes one.
    mutating func classify(_ event: MouseEvent, at time: ContinuousClock.Instant) -> MouseEvent {
        guard case .press(let button) = event.kind else { return event }
        if let last = lastPress, last.button == button, last.position == event.position,
           time - last.time <= Self.interval {
            lastPress = nil
            var double = event
            double.kind = .doubleClick(button)
            return double
        }
        lastPress = (button, event.position, time)
        return event
    }
}
