/// Where a screen's callbacks send events: each value sent becomes an action applied to
/// the workflow that made the sink.
///
/// ```swift
/// let sink = context.makeSink(of: Action.self)
/// return WelcomeScreen(name: state.name, onNameChanged: { sink.send(.nameChanged($0)) })
/// ```
///
/// Send from callbacks (a key press, a worker's result), never while rendering.
///
/// Two sinks are equal when sending to either does the same: the sinks a workflow's
/// context makes for one action type are equal on every render, so a screen that holds
/// a sink rather than a closure can be `Equatable`, and one that did not change compares
/// equal (views then skip it). A sink made with `init(_:)` or `contraMap(_:)` equals only
/// its copies.
public struct Sink<Value>: Sendable, Equatable {
    private let onValue: @MainActor @Sendable (Value) -> Void
    /// Where the values go: sinks with the same target do the same.
    private let target: SinkTarget

    /// A sink that calls `onValue` with each value sent. Workflows get sinks from their
    /// render context; this initialiser is for adapting and testing.
    public init(_ onValue: @escaping @MainActor @Sendable (Value) -> Void) {
        self.init(target: SinkTarget(), onValue: onValue)
    }

    /// A sink whose target is `target`: the render context's sinks for one workflow and
    /// action type share theirs.
    init(target: SinkTarget, onValue: @escaping @MainActor @Sendable (Value) -> Void) {
        self.onValue = onValue
        self.target = target
    }

    public static func == (lhs: Sink, rhs: Sink) -> Bool {
        lhs.target === rhs.target
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

/// An object that stands for where a sink's values go (see `Sink`'s equality).
final class SinkTarget: Sendable {}
