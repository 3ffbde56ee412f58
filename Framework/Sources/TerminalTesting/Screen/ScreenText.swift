import WorkflowUI

/// A terminal's screen read back as text: what ``expectScreen(_:contains:_:sourceLocation:)``
/// and its siblings check, and print whole when a check fails.
///
/// `InMemoryTerminal` is one (for view tests), and so is a tmux pane's ``CapturedScreen``
/// (for tests of a built program). Anything else with rows of text can be one:
///
/// ```swift
/// struct Transcript: ScreenText {
///     var lines: [String]
/// }
///
/// expectScreen(Transcript(lines: ["Count: 1"]), contains: "Count: 1")
/// ```
public protocol ScreenText {
    /// Every row as text, trailing blanks trimmed.
    var lines: [String] { get }

    /// The whole screen as a failure prints it. By default, the lines in a frame as wide
    /// as the widest, so that trailing blanks and empty rows show.
    var printedScreen: String { get }
}

extension ScreenText {
    public var printedScreen: String {
        let width = lines.map(\.terminalWidth).max() ?? 0
        let border = "+" + String(repeating: "-", count: width) + "+"
        let rows = lines.map { "|" + $0 + String(repeating: " ", count: width - $0.terminalWidth) + "|" }
        return ([border] + rows + [border]).joined(separator: "\n")
    }
}

/// The in-memory terminal prints itself in a frame of its own size.
extension InMemoryTerminal: @MainActor ScreenText {
    public var printedScreen: String { description }
}
