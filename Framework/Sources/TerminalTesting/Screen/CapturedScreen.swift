/// A screen as a real terminal showed it at one moment: what a ``TmuxSession`` captures.
///
/// ```swift
/// let screen = try await session.capture()
/// expectScreen(screen, doesNotContain: "Restore")
/// ```
public struct CapturedScreen: ScreenText, Sendable, Equatable {
    public var lines: [String]

    /// A screen of these rows, each with its trailing blanks trimmed.
    public init(lines: [String]) {
        self.lines = lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
    }

    /// The screen `capture-pane -p` printed: rows separated by line breaks.
    public init(captured text: String) {
        self.init(lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }
}
