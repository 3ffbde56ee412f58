import Foundation

/// The command's results, for the terminal or the next program in a pipe.
enum StandardOutput {
    static func write(_ data: Data) {
        FileHandle.standardOutput.write(data)
    }
}
