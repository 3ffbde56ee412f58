import Testing

extension Issue {
    /// Everything the issue says, its comments joined.
    var text: String {
        comments.map(\.rawValue).joined(separator: "\n")
    }
}
