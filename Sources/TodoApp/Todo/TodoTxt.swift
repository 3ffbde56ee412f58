/// Reads and writes todo.txt lines, the plain-text format of
/// `todo-tui export --format todotxt`: one todo per line, finished ones
/// starting with `x ` (a lowercase x and a space).
///
/// ```
/// Buy milk
/// x Call the plumber
/// ```
///
/// Only the done flag and the title are carried: todo.txt has no place for a
/// note, so exporting drops notes, and line breaks inside a title become spaces.
/// As in the todo.txt convention, a line that starts with `x ` is always read as
/// done, so an unfinished title such as "x marks the spot" comes back finished.
public enum TodoTxt {
    /// A todo as todo.txt knows it: a title and a done flag.
    public struct Line: Hashable, Sendable {
        public var title: String
        public var isDone: Bool
        /// Where the line is in the text, counting from 1, for messages about it.
        public var number: Int

        public init(title: String, isDone: Bool, number: Int) {
            self.title = title
            self.isDone = isDone
            self.number = number
        }
    }

    /// Splits `text` into lines, skipping blank ones. The rest of each line after
    /// an `x ` marker, or the whole line without one, is the title, unchanged.
    public static func parse(_ text: String) -> [Line] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .enumerated()
            .filter { !$0.element.allSatisfy(\.isWhitespace) }
            .map { index, line in
                if line.hasPrefix(doneMarker) {
                    return Line(title: String(line.dropFirst(doneMarker.count)), isDone: true, number: index + 1)
                }
                return Line(title: String(line), isDone: false, number: index + 1)
            }
    }

    /// Writes one line per todo, in the given order, each ending in a newline.
    public static func format(_ todos: [Todo]) -> String {
        todos.map { todo in
            let title = String(todo.title.map { $0.isNewline ? " " : $0 })
            return (todo.isDone ? doneMarker : "") + title + "\n"
        }.joined()
    }

    private static let doneMarker = "x "
}
