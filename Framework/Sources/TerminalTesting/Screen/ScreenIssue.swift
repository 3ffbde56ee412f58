import Testing

/// How every failed expectation on a screen is reported: what was expected, the test's
/// own words if it gave some, then the whole screen.
enum ScreenIssue {
    static func record(_ headline: String, _ comment: Comment?, screen: some ScreenText, at sourceLocation: SourceLocation) {
        let said = comment.map { "\($0.rawValue)\n" } ?? ""
        Issue.record(Comment(rawValue: "\(said)\(headline) The screen:\n\(screen.printedScreen)"), sourceLocation: sourceLocation)
    }
}
