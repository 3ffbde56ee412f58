import Testing
import XCTest

/// Where in a test an assertion was written, so a failure points there and not into
/// this library.
public struct SourceCodeLocation: Sendable {
    public let fileID: StaticString
    public let filePath: StaticString
    public let line: UInt
    public let column: UInt

    public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}

/// Reports a failed expectation to whichever framework runs the test: Swift Testing
/// when a `@Test` is running, XCTest otherwise.
enum TestFailure {
    static func record(_ message: String, at location: SourceCodeLocation) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(location.fileID)",
                    filePath: "\(location.filePath)",
                    line: Int(location.line),
                    column: Int(location.column)
                )
            )
        } else {
            XCTFail(message, file: location.filePath, line: location.line)
        }
    }
}
