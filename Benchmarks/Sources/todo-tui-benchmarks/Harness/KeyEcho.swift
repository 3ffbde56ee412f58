import Foundation
import Glibc

/// The floor under "a key to its first byte": a program that does nothing with a key but
/// answer it. It blocks in `read`, and answers what arrives with a cursor move, as tudu's
/// first write after a key is. A program that waits for keys the same way can hardly
/// answer sooner through the same harness and kernel, so the peer tables show it beside
/// the programs. It is this benchmark binary, started again as
/// `todo-tui-benchmarks key-echo`.
enum KeyEcho {
    static let argument = "key-echo"

    /// The program the peer benchmarks drive: it shows a first todo at once and quits on
    /// q. `/proc/self/exe` rather than the path it names: the path may have been built
    /// again since this run began, and the link still reaches the binary running.
    static let program = ListProgram(
        name: "key echo", executable: "/proc/self/exe",
        writeTodos: { _, _ in [argument] },
        stepsToTheList: [],
        keysToSelectTheList: "",
        quitKeys: ["q"]
    )

    /// The terminal's modes as found, for the signal handlers to put back.
    nonisolated(unsafe) private static var found = termios()

    /// Answers keys until q, the end of input, or SIGTERM, SIGHUP or SIGINT; on each the
    /// terminal's modes are put back as found.
    static func run() -> Never {
        guard tcgetattr(STDIN_FILENO, &found) == 0 else { fail("cannot read the terminal's modes") }
        for signal in [SIGTERM, SIGHUP, SIGINT] {
            Glibc.signal(signal) { _ in
                tcsetattr(STDIN_FILENO, TCSANOW, &KeyEcho.found)
                _exit(1)
            }
        }
        var raw = found
        cfmakeraw(&raw)
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { fail("cannot put the terminal in raw mode") }
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

    private static func write(_ text: String, to descriptor: Int32 = STDOUT_FILENO) {
        var text = text
        text.withUTF8 { bytes in _ = Glibc.write(descriptor, bytes.baseAddress, bytes.count) }
    }

    /// Says why on standard error, which the harness's terminal shows, and exits.
    private static func fail(_ reason: String) -> Never {
        write("todo-tui-benchmarks key-echo: \(reason)\n", to: STDERR_FILENO)
        exit(1)
    }
}
