import Foundation

/// Messages for the person running the command, kept off standard output so
/// that output stays clean for pipes.
enum StandardError {
    static func writeLine(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
