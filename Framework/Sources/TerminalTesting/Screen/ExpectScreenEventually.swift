import Testing
import WorkflowUI

/// Waits until `condition` holds for `terminal`, looking again as each frame reaches it,
/// and records an issue that prints the screen if it never does: for what workers or
/// timers bring to the screen.
///
/// ```swift
/// terminal.press(.enter)
/// await expectScreen(terminal, eventually: { $0.contains("The answer is 42") })
/// ```
@MainActor
@discardableResult
public func expectScreen(
    _ terminal: InMemoryTerminal,
    eventually condition: (InMemoryTerminal) -> Bool,
    within timeout: Duration = .seconds(60),
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> Bool {
    let held = await terminal.waitUntil(timeout: timeout, condition)
    if !held {
        ScreenIssue.record("The screen never got there within \(timeout).", comment, screen: terminal, at: sourceLocation)
    }
    return held
}
