/// Where a key or a value is in a TOML text, for an error TOMLKit cannot place (it gives
/// positions only for text that is not TOML). A plain reading of lines: table headers,
/// then `key =` at the start of a line, as a config file is written.
struct TOMLPositions {
    private let lines: [Substring]

    init(text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The line and column (from 1) of `key` in `table` ("" for the top level, "keys" for
    /// `[keys]`); the table's header, or line 1, when it is not found.
    func position(ofKey key: String, inTable table: String) -> (line: Int, column: Int) {
        var current = ""
        var header: (Int, Int)?
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            let column = line.count - trimmed.count + 1
            if trimmed.hasPrefix("[") {
                current = trimmed.dropFirst().prefix { $0 != "]" }.trimmingCharacters(in: " \t\"")
                if current == table { header = (index + 1, column) }
                continue
            }
            guard current == table else { continue }
            for spelling in [key, "\"\(key)\"", "'\(key)'"] where trimmed.hasPrefix(spelling) {
                let rest = trimmed.dropFirst(spelling.count).drop { $0 == " " || $0 == "\t" }
                if rest.hasPrefix("=") { return (index + 1, column) }
            }
        }
        return header ?? (1, 1)
    }

    /// Where `field` (a key of an inline table) is written on the line of `key`; the
    /// key's own position when it is not found.
    func position(ofField field: String, ofKey key: String, inTable table: String) -> (line: Int, column: Int) {
        let keyPosition = position(ofKey: key, inTable: table)
        let line = lines[keyPosition.line - 1]
        guard let open = line.firstIndex(of: "{") else { return keyPosition }
        var searched = line[open...]
        while let range = searched.range(of: field) {
            let after = searched[range.upperBound...].drop { $0 == " " || $0 == "\t" }
            let before = searched[..<range.lowerBound].last { $0 != " " && $0 != "\t" && $0 != "\"" }
            if after.hasPrefix("=") || after.hasPrefix("\"") , before == "{" || before == "," {
                return (keyPosition.line, line.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
            searched = searched[range.upperBound...]
        }
        return keyPosition
    }

    /// Where the value of `key` starts, after its `=`: a value whose text cannot be found
    /// as it was read (an empty string, one with escapes). The key's own position when the
    /// line has no value.
    func position(ofValueOf key: String, inTable table: String) -> (line: Int, column: Int) {
        let keyPosition = position(ofKey: key, inTable: table)
        let line = lines[keyPosition.line - 1]
        guard let equals = line.dropFirst(keyPosition.column - 1).firstIndex(of: "=") else { return keyPosition }
        let value = line[line.index(after: equals)...].drop { $0 == " " || $0 == "\t" }
        guard !value.isEmpty else { return keyPosition }
        return (keyPosition.line, line.distance(from: line.startIndex, to: value.startIndex) + 1)
    }

    /// Where the string `value` is written, in quotes, from the line of `key` on: an entry
    /// of a key's list. The key's own position when it is not found.
    func position(ofValue value: String, ofKey key: String, inTable table: String) -> (line: Int, column: Int) {
        let keyPosition = position(ofKey: key, inTable: table)
        for index in (keyPosition.line - 1)..<lines.count {
            for quoted in ["\"\(value)\"", "'\(value)'"] {
                if let range = lines[index].range(of: quoted) {
                    return (index + 1, lines[index].distance(from: lines[index].startIndex, to: range.lowerBound) + 1)
                }
            }
        }
        return keyPosition
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in characters: String) -> String {
        String(drop { characters.contains($0) }.reversed().drop { characters.contains($0) }.reversed())
    }
}
