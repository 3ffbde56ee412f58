import Foundation

/// The file formats `todo-tui export` writes and `todo-tui import` reads.
public enum TodoFileFormat: String, CaseIterable, Sendable {
    /// A JSON array of todo objects; see ``TodoJSON``.
    case json
    /// One line per todo, `x ` before finished ones; see ``TodoTxt``.
    case todotxt

    /// The format of a file to import when none was given: JSON if its name ends
    /// in `.json` or its first non-blank character is `[` or `{`, todo.txt otherwise.
    ///
    /// The contents decide before any parsing, so JSON that does not parse (a file
    /// cut short, say) is refused as broken JSON instead of being imported line by
    /// line as todo.txt.
    ///
    /// ```swift
    /// TodoFileFormat.detect(fileName: "cut.json", contents: Data("[\n  {".utf8))  // .json
    /// TodoFileFormat.detect(fileName: "todo.txt", contents: Data("x Call Bob".utf8))  // .todotxt
    /// ```
    ///
    /// - Parameter fileName: the file's name or path; nil for standard input.
    public static func detect(fileName: String?, contents: Data) -> TodoFileFormat {
        if let fileName, fileName.lowercased().hasSuffix(".json") { return .json }
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let text = contents.starts(with: byteOrderMark) ? contents.dropFirst(byteOrderMark.count) : contents[...]
        let firstVisible = text.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return firstVisible == UInt8(ascii: "[") || firstVisible == UInt8(ascii: "{") ? .json : .todotxt
    }
}
