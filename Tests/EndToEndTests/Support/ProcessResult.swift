import Foundation

/// How a run of the binary ended and what it wrote.
struct ProcessResult {
    let status: Int32
    let standardOutput: Data
    let standardError: Data

    /// Standard output as text.
    var output: String { String(decoding: standardOutput, as: UTF8.self) }

    /// Standard error as text.
    var errorOutput: String { String(decoding: standardError, as: UTF8.self) }

    /// The lines of standard output, without their line breaks.
    var outputLines: [String] {
        output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}
