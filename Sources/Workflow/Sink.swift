/// Where a screen's callbacks send events: each value sent becomes an action applied to
/// the workflow that made the sink.
///
/// ```swift
/// let sink = context.makeSink(of: Action.self)
/// return WelcomeScreen(name: state.name, onNameChanged: { sink.send(.nameChanged($0)) })
/// ```
///
/// Send from callbacks (a key press, a worker's result), never while rendering.
public struct Sink<Value>: Sendable {
    private let onValue: @MainActor @Sendable (Value) -> Void

    /// A sink that calls `onValue` with each value sent. Workflows get sinks from their
    /// render context; this initialiser is for adapting and testing.
    public init(_ onValue: @escaping @MainActor @Sendable (Value) -> Void) {
        self.onValue = onValue
    }

    @MainActor
    public func send(_ value: Value) {
        onValue(value)
    }

    /// A sink of another type that converts each value with `transform` and sends the
    /// result here.
    ///
    /// It is a *contra* map because it runs backwards compared to `map` on a collection:
    /// it turns a `Sink<Value>` into a `Sink<NewValue>` from a function
    /// `NewValue -> Value`. `sink.contraMap { Action.nameChanged($0) }` gives a
    /// `Sink<String>` that a text field can send to directly.
    public func contraMap<NewValue>(_ transform: @escaping @MainActor (NewValue) -> Value) -> Sink<NewValue> {
        let onValue = self.onValue
        return Sink<NewValue> { onValue(transform($0)) }
    }
}
