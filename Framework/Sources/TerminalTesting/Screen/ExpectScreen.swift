import Testing

// The one screen assertion, in the few shapes tests need. Each records an issue at the
// caller's line that says what was expected and prints the whole screen, and returns
// whether the expectation held, so that a loop can stop at its first failure.

/// Expects some row of `screen` to contain `text`.
///
/// ```swift
/// terminal.type("Ada")
/// terminal.press(.enter)
/// expectScreen(terminal, contains: "Hello, Ada!")
/// ```
@discardableResult
public func expectScreen(
    _ screen: some ScreenText,
    contains text: String,
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    let held = screen.lines.contains { $0.contains(text) }
    if !held {
        ScreenIssue.record("The screen does not show \(quoted(text)).", comment, screen: screen, at: sourceLocation)
    }
    return held
}

/// Expects no row of `screen` to contain `text`.
///
/// ```swift
/// expectScreen(terminal, doesNotContain: "Loading")
/// ```
@discardableResult
public func expectScreen(
    _ screen: some ScreenText,
    doesNotContain text: String,
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    let row = screen.lines.firstIndex { $0.contains(text) }
    if let row {
        ScreenIssue.record("The screen shows \(quoted(text)) on line \(row).", comment, screen: screen, at: sourceLocation)
    }
    return row == nil
}

/// Expects the whole screen to be `expected`, row for row (each without its trailing
/// blanks), as ratatui's `assert_buffer_lines` does.
///
/// ```swift
/// expectScreen(terminal, lines: ["Count: 0", "", "+ add"])
/// ```
@discardableResult
public func expectScreen(
    _ screen: some ScreenText,
    lines expected: [String],
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    let actual = screen.lines
    guard actual != expected else { return true }
    var differences = (0..<min(actual.count, expected.count)).filter { actual[$0] != expected[$0] }.map { row in
        "line \(row) is \(quoted(actual[row])), not \(quoted(expected[row]))"
    }
    if actual.count != expected.count {
        differences.append("it has \(actual.count) lines, not \(expected.count)")
    }
    ScreenIssue.record(
        "The screen is not as expected: \(differences.joined(separator: "; ")).", comment, screen: screen, at: sourceLocation
    )
    return false
}

/// Expects line `row` of `screen` (counting from 0, without its trailing blanks) to be
/// `expected`. A screen with no such line fails the expectation; it does not crash.
///
/// ```swift
/// expectScreen(terminal, line: 0, is: "Count: 1")
/// ```
@discardableResult
public func expectScreen(
    _ screen: some ScreenText,
    line row: Int,
    is expected: String,
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    let lines = screen.lines
    guard lines.indices.contains(row) else {
        ScreenIssue.record("The screen has no line \(row): it has \(lines.count).", comment, screen: screen, at: sourceLocation)
        return false
    }
    guard lines[row] != expected else { return true }
    ScreenIssue.record(
        "Line \(row) is \(quoted(lines[row])), not \(quoted(expected)).", comment, screen: screen, at: sourceLocation
    )
    return false
}

/// Expects `condition`, about `screen` or anything else, to hold; a failure prints the
/// screen. For what the other shapes do not say: a style, the cursor, a row's prefix.
///
/// ```swift
/// expectScreen(terminal, terminal.lines[4].hasSuffix("^C quit"))
/// expectScreen(terminal, terminal.style(atColumn: 0, row: 1) == .reverse, "the selection")
/// ```
@discardableResult
public func expectScreen(
    _ screen: some ScreenText,
    _ condition: @autoclosure () throws -> Bool,
    _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) rethrows -> Bool {
    let held = try condition()
    if !held {
        ScreenIssue.record("Expectation failed.", comment(), screen: screen, at: sourceLocation)
    }
    return held
}

/// `text` in quotes, its control characters escaped, so that a blank or an escape in it
/// shows.
func quoted(_ text: String) -> String {
    text.debugDescription
}
