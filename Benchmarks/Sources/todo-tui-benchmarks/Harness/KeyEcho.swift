import Foundation
import Glibc

/// The floor under "a key to its first byte": a program that does nothing with a key but
/// answer it. It reads what arrives with one `read` and writes back a cursor move, as
/// tudu's first write after a key is. Whatever a list program shows for a key, it cannot
/// answer sooner than this through the same harness and kernel, so the peer tables show
/// it beside the programs. It is this benchmark binary, started again as
/// `todo-tui-benchmarks key-echo`.
enum KeyEcho {
    static let argument = "key-echo"

    /// The program the peer benchmarks drive: it shows a first todo at once and quits on q.
    static var program: ListProgram {
        ListProgram(
            name: "key echo", executable: ownExecutable,
            writeTodos: { _, _ in [argument] },
            stepsToTheList: [],
            keysToSelectTheList: "",
            quitKeys: ["q"]
        )
    }

    /// Answers keys until q, or until the terminal goes; the terminal's modes are put
    /// back as found.
    static func run() -> Never {
        var found = termios()
        guard tcgetattr(STDIN_FILENO, &found) == 0 else { exit(1) }
        var raw = found
        cfmakeraw(&raw)
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        write("\(ListProgram.firstTodoShown), the only line: this program answers each key with a cursor move\r\n")
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count <= 0 || buffer[..<count].contains(UInt8(ascii: "q")) { break }
            write("\u{1B}[H")
        }
        tcsetattr(STDIN_FILENO, TCSANOW, &found)
        exit(0)
    }

    private static func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in _ = Glibc.write(STDOUT_FILENO, bytes.baseAddress, bytes.count) }
    }

    /// This binary's path, however it was started.
    private static var ownExecutable: String? {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
    }
}
