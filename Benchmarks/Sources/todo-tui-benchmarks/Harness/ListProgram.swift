import Foundation
import TodoApp

/// A terminal todo list the peer benchmarks drive: todo-tui, or a peer it is compared
/// with. Each writes the same todos in its own format into a temporary home, and is
/// driven as a user would: to its first todo shown, then up and down its list, then out.
struct ListProgram {
    /// What a user types, and after what, on the way to the list: todo-tui's welcome
    /// asks for a name.
    struct Step {
        var waitFor: String
        var type: String
    }

    let name: String
    /// The executable's path; nil when it is not installed.
    let executable: String?
    /// Writes `titles` into `home` in the program's own format, and returns the
    /// arguments that open them.
    let writeTodos: @MainActor (_ titles: [String], _ home: TemporaryHome) async throws -> [String]
    let stepsToTheList: [Step]
    /// Keys typed once the first todo is shown, to put the selection in the list
    /// (calcurse starts on its calendar).
    let keysToSelectTheList: String
    /// Keys that quit without saving anything, typed one after the other.
    let quitKeys: [String]

    /// The same titles for every program: numbered so that they are in the same order
    /// however a program sorts them, and the first can be waited for by its start.
    static func titles(count: Int) -> [String] {
        (1...count).map { "Todo \(String(format: "%05d", $0)) something to do before the end of the week" }
    }

    /// A home of its own for each of `programs` (so that no two share a file), holding
    /// `count` todos in that program's format, and the arguments that open them. The
    /// caller removes the homes; a failure part way removes those made.
    @MainActor
    static func homes(for programs: [ListProgram], count: Int) async throws -> (homes: [TemporaryHome], arguments: [[String]]) {
        let titles = titles(count: count)
        var homes: [TemporaryHome] = []
        var arguments: [[String]] = []
        do {
            for program in programs {
                let home = try TemporaryHome()
                homes.append(home)
                arguments.append(try await program.writeTodos(titles, home))
            }
        } catch {
            homes.forEach { $0.remove() }
            throw error
        }
        return (homes, arguments)
    }

    /// How the first todo begins on screen, short enough for every program's layout
    /// (tudu wraps titles in a narrow column).
    static let firstTodoShown = "Todo 00001"

    // MARK: The programs

    /// The release build of todo-tui, logged in as Bench: a SQLite database written
    /// through the app's own store.
    static func todoTUI(binary: String) -> ListProgram {
        ListProgram(
            name: "todo-tui", executable: binary,
            writeTodos: { titles, home in
                let directory = home.appending("todo-tui")
                let store = try SQLiteTodoStore(location: DataLocation(directory: directory))
                let todos = titles.enumerated().map { Todo(title: $1, position: $0 + 1) }
                try await store.save(todos, for: "Bench")
                return ["--data-dir", directory.path]
            },
            stepsToTheList: [Step(waitFor: "What's your name?", type: "Bench\r")],
            keysToSelectTheList: "",
            quitKeys: ["\u{3}"]
        )
    }

    /// tudu: its XML file, as tudu itself saves one, opened with `-f`.
    static var tudu: ListProgram {
        ListProgram(
            name: "tudu", executable: installed("tudu"),
            writeTodos: { titles, home in
                let file = home.appending("todos.xml")
                var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE tudu SYSTEM \"/usr/share/tudu/tudu.dtd\">\n<todo>\n"
                for title in titles {
                    xml += "\t<todo done=\"no\" collapse=\"no\">\n\t\t<title>\(escapedForXML(title))</title>\n\t\t<text>\n</text>\n\t</todo>\n"
                }
                xml += "</todo>\n"
                try xml.write(to: file, atomically: true, encoding: .utf8)
                return ["-f", file.path]
            },
            stepsToTheList: [],
            keysToSelectTheList: "",
            quitKeys: ["Q", "y"]
        )
    }

    /// calcurse: its todo file (`[0] title`, priority 0 meaning none) in a data directory
    /// given with `-D`, which holds its configuration too: no question on quitting, and
    /// no clock in a status bar, which would write a byte every second.
    static var calcurse: ListProgram {
        ListProgram(
            name: "calcurse", executable: installed("calcurse"),
            writeTodos: { titles, home in
                let directory = home.appending("calcurse")
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                let todo = titles.map { "[0] \($0)\n" }.joined()
                try todo.write(to: directory.appendingPathComponent("todo"), atomically: true, encoding: .utf8)
                try "general.confirmquit=no\nappearance.notifybar=no\n"
                    .write(to: directory.appendingPathComponent("conf"), atomically: true, encoding: .utf8)
                return ["-D", directory.path]
            },
            stepsToTheList: [],
            // The calendar, then the appointments, then the todo list.
            keysToSelectTheList: "\t\t",
            quitKeys: ["q"]
        )
    }

    /// The path of `program` on the usual paths, or nil.
    private static func installed(_ program: String) -> String? {
        ["/usr/bin", "/bin", "/usr/local/bin"].map { "\($0)/\(program)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private static func escapedForXML(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
