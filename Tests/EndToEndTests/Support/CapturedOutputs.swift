import Foundation

/// Files that a child process's standard output and error are written to.
///
/// Files rather than pipes: the child can write any amount without waiting for
/// the test to read, so neither side can block the other.
struct CapturedOutputs {
    let standardOutput: FileHandle
    let standardError: FileHandle
    private let outputURL: URL
    private let errorURL: URL

    init(in directory: URL) throws {
        let name = UUID().uuidString
        outputURL = directory.appendingPathComponent("\(name).stdout")
        errorURL = directory.appendingPathComponent("\(name).stderr")
        for url in [outputURL, errorURL] {
            guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
            // The child may run as another user; it must still be able to write here.
            chmod(url.path, 0o666)
        }
        standardOutput = try FileHandle(forWritingTo: outputURL)
        standardError = try FileHandle(forWritingTo: errorURL)
    }

    func readStandardOutput() throws -> Data { try Data(contentsOf: outputURL) }
    func readStandardError() throws -> Data { try Data(contentsOf: errorURL) }

    func remove() {
        try? standardOutput.close()
        try? standardError.close()
        try? FileManager.default.removeItem(at: outputURL)
        try? FileManager.default.removeItem(at: errorURL)
    }
}
