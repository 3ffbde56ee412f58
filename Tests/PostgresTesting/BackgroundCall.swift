import Foundation
import Synchronization

/// A blocking call (a libpq query, a connection) running on a thread of its own, which a
/// test looks at while it runs: whether it has ended, how, and after how long. For what
/// may hang: the test waits for it with a deadline, and whatever it waits on (a link it
/// stops) ends it.
///
/// ```swift
/// let query = BackgroundCall { try connection.execute("SELECT 1").string(0, 0) }
/// #expect(await eventually(within: .seconds(30)) { query.hasEnded })
/// #expect(try query.result?.get() == "1")
/// ```
public final class BackgroundCall<Value: Sendable>: Sendable {
    private let outcome = Mutex<(result: Result<Value, any Error>, took: Duration)?>(nil)

    public init(_ body: @escaping @Sendable () throws -> Value) {
        Thread.detachNewThread { [self] in
            let clock = ContinuousClock()
            let start = clock.now
            let result = Result { try body() }
            let took = clock.now - start
            self.outcome.withLock { $0 = (result, took) }
        }
    }

    public var hasEnded: Bool { outcome.withLock { $0 != nil } }

    /// What the call returned or threw; nil while it runs.
    public var result: Result<Value, any Error>? { outcome.withLock { $0?.result } }

    /// How long the call took; nil while it runs.
    public var duration: Duration? { outcome.withLock { $0?.took } }
}
