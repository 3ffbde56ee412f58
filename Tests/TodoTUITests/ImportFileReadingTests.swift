import Foundation
import Glibc
import Testing
@testable import todo_tui

/// `import` reads its file to the end, but stops at once at a sign that the file is not
/// text, or at a size no export reaches, so that no file keeps it reading forever.
struct ImportFileReadingTests {
    /// A pipe holding `bytes`, its writing end closed: reading it ends after them.
    private func pipeHolding(_ bytes: [UInt8]) throws -> Int32 {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        try #require(written == bytes.count)
        return ends[0]
    }

    @Test func aFileIsReadToItsEnd() throws {
        let text = Array("x Buy milk\n(A) Call Bob due:2026-12-01\n".utf8)
        let descriptor = try pipeHolding(text)
        defer { close(descriptor) }
        #expect(try ImportCommand.readContents(of: descriptor, named: "todo.txt") == Data(text))
    }

    @Test func aNULByteRefusesTheFileAsNotText() throws {
        let descriptor = try pipeHolding(Array("[{\"title\": \"a\"}]".utf8) + [0, 1, 2])
        defer { close(descriptor) }
        #expect {
            try ImportCommand.readContents(of: descriptor, named: "photo.json")
        } throws: { error in
            "\(error)" == "photo.json is not a text file: import reads UTF-8 JSON, as export writes it, or todo.txt lines."
        }
    }

    /// /dev/zero never ends: before this check, import read it until memory ran out.
    @Test func anEndlessFileOfZerosIsRefusedAtOnce() throws {
        let descriptor = open("/dev/zero", O_RDONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(throws: CommandFailure.self) {
            try ImportCommand.readContents(of: descriptor, named: "/dev/zero")
        }
    }

    @Test func aFileLargerThanTheLimitIsRefused() throws {
        let descriptor = try pipeHolding(Array(repeating: UInt8(ascii: "a"), count: 11))
        defer { close(descriptor) }
        #expect {
            try ImportCommand.readContents(of: descriptor, named: "standard input", upTo: 10)
        } throws: { error in
            "\(error)".hasPrefix("standard input is larger than 10 bytes, ")
        }
    }

    @Test func aFileOfExactlyTheLimitIsRead() throws {
        let descriptor = try pipeHolding(Array(repeating: UInt8(ascii: "a"), count: 10))
        defer { close(descriptor) }
        #expect(try ImportCommand.readContents(of: descriptor, named: "standard input", upTo: 10).count == 10)
    }
}
