/// The version `todo-tui --version` prints; the one place to change it.
enum TodoTUIVersion {
    static let current = "0.3.0"
}
