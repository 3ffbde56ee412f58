/// Why the todos in a file were not imported. Nothing of such a file is kept.
///
/// Each description finishes a sentence that begins with the file's name, as in
/// "Nothing was imported from todos.json: todo 3 has a blank title".
public enum TodoFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The JSON does not parse; `line` and `column` (from 1) say where it goes wrong.
    case brokenJSON(line: Int, column: Int, reason: String)
    /// The JSON parses but is not an array of todos; `detail` says where and how.
    case notTodos(detail: String)
    /// One entry breaks a rule: `entry` is "todo 3" in JSON or "line 7" in todo.txt,
    /// and `problem` what it has, such as "a blank title".
    case invalidEntry(entry: String, problem: String)

    public var description: String {
        switch self {
        case .brokenJSON(let line, let column, let reason):
            "it is not valid JSON: at line \(line), column \(column), \(reason)"
        case .notTodos(let detail):
            "it is JSON, but not an array of todos as export writes: \(detail)"
        case .invalidEntry(let entry, let problem):
            "\(entry) has \(problem)"
        }
    }
}
