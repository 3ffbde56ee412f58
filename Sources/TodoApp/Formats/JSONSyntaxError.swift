import Foundation

/// Where JSON text first breaks the JSON grammar (RFC 8259), and how, in words for a
/// person: "at line 20, column 17, the file ends before the JSON does".
///
/// Foundation's parsers say only "around character 812", and sometimes not even
/// that (`[nul]` is reported as the end of the file), so the text is scanned here,
/// once, after Foundation has refused it.
///
/// ```swift
/// JSONSyntaxError.first(in: Data("[1 2]".utf8))   // line 1, column 4: expected , or ] …
/// JSONSyntaxError.first(in: Data("[1, 2]".utf8))  // nil
/// ```
struct JSONSyntaxError: Hashable {
    /// Counting from 1.
    let line: Int
    /// Counting characters from 1.
    let column: Int
    let reason: String

    /// The first error in `data`, or nil if it is JSON. A UTF-8 byte-order mark at
    /// the start is allowed, as JSONDecoder allows it.
    static func first(in data: Data) -> JSONSyntaxError? {
        let bytes = [UInt8](data)
        var scanner = JSONScanner(bytes: bytes)
        guard let failure = scanner.firstFailure() else { return nil }
        let (line, column) = position(of: failure.offset, in: bytes)
        return JSONSyntaxError(line: line, column: column, reason: failure.reason)
    }

    private static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let before = bytes[..<offset]
        let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return (line, column)
    }
}

/// A single pass over the bytes that stops at the first thing JSON does not allow.
/// Nesting is kept on an explicit stack, so no input is too deep for it.
private struct JSONScanner {
    let bytes: [UInt8]
    var index = 0

    struct Failure {
        let offset: Int
        let reason: String
    }

    private enum Container { case array, object }

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    mutating func firstFailure() -> Failure? {
        var open: [Container] = []
        while true {
            // A value is due here: the whole text, an element, or what follows a key.
            switch value() {
            case .failed(let failure):
                return failure
            case .opened(let container):
                open.append(container)
                if container == .object, let failure = key() { return failure }
                continue
            case .read:
                break
            }
            if let failure = closeOrSeparate(&open) { return failure }
            if open.isEmpty {
                skipWhitespace()
                return index == bytes.count ? nil : unexpected("the end of the JSON")
            }
        }
    }

    private enum Step {
        case read
        /// A non-empty array or object began; its first element (or key) is next.
        case opened(Container)
        case failed(Failure)
    }

    private mutating func value() -> Step {
        skipWhitespace()
        guard let byte = peek() else { return .failed(endOfFile()) }
        switch byte {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            index += 1
            skipWhitespace()
            let isArray = byte == UInt8(ascii: "[")
            if peek() == (isArray ? UInt8(ascii: "]") : UInt8(ascii: "}")) {
                index += 1
                return .read
            }
            return .opened(isArray ? .array : .object)
        case UInt8(ascii: "\""):
            return string().map(Step.failed) ?? .read
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return number().map(Step.failed) ?? .read
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            return word().map(Step.failed) ?? .read
        default:
            return .failed(unexpected("a value"))
        }
    }

    /// After a value: closing brackets end what is open, until a comma asks for the
    /// next element (or key and colon), or nothing is open any more.
    private mutating func closeOrSeparate(_ open: inout [Container]) -> Failure? {
        while let container = open.last {
            skipWhitespace()
            let closing = container == .array ? UInt8(ascii: "]") : UInt8(ascii: "}")
            guard let byte = peek() else { return endOfFile() }
            if byte == closing {
                index += 1
                open.removeLast()
                continue
            }
            guard byte == UInt8(ascii: ",") else {
                return unexpected(container == .array ? ", or ]" : ", or }")
            }
            index += 1
            return container == .object ? key() : nil
        }
        return nil
    }

    /// A key in quotes and its colon.
    private mutating func key() -> Failure? {
        skipWhitespace()
        guard peek() != nil else { return endOfFile() }
        guard peek() == UInt8(ascii: "\"") else { return unexpected("a key in double quotes") }
        if let failure = string() { return failure }
        skipWhitespace()
        guard peek() != nil else { return endOfFile() }
        guard peek() == UInt8(ascii: ":") else { return unexpected(":") }
        index += 1
        return nil
    }

    private mutating func string() -> Failure? {
        index += 1
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return nil
            case UInt8(ascii: "\\"):
                if let failure = escape() { return failure }
            case 0..<0x20:
                return Failure(offset: index, reason: "a line break or control character must be escaped inside a string")
            default:
                index += 1
            }
        }
        return endOfFile()
    }

    private mutating func escape() -> Failure? {
        let start = index
        index += 1
        guard let byte = peek() else { return endOfFile() }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
            UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return nil
        case UInt8(ascii: "u"):
            return unicodeEscape(startingAt: start)
        default:
            let escaped = String(decoding: bytes[(index - 1)...].prefix(4), as: UTF8.self).first.map(String.init) ?? ""
            return Failure(offset: start, reason: "\\\(escaped) is not an escape JSON knows")
        }
    }

    /// The four hex digits after `\u`; a UTF-16 high surrogate must be followed by a
    /// low one (`\uD83D\uDE00`), as Foundation insists.
    private mutating func unicodeEscape(startingAt start: Int) -> Failure? {
        guard let unit = hexQuad() else {
            return Failure(offset: start, reason: "\\u must be followed by four hexadecimal digits")
        }
        switch unit {
        case 0xD800...0xDBFF:
            guard bytes[index...].starts(with: Array("\\u".utf8)) else { break }
            index += 2
            guard let low = hexQuad(), (0xDC00...0xDFFF).contains(low) else { break }
            return nil
        case 0xDC00...0xDFFF:
            break
        default:
            return nil
        }
        return Failure(offset: start, reason: "\\u\(String(unit, radix: 16, uppercase: true)) is half of a UTF-16 surrogate pair")
    }

    private mutating func hexQuad() -> UInt16? {
        let digits = bytes[index...].prefix(4)
        // UInt16(_:radix:) alone would also take a sign.
        let isHex = digits.count == 4 && digits.allSatisfy { Character(Unicode.Scalar($0)).isHexDigit && $0 < 0x80 }
        guard isHex, let value = UInt16(String(decoding: digits, as: UTF8.self), radix: 16) else { return nil }
        index += 4
        return value
    }

    private mutating func number() -> Failure? {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        if peek() == UInt8(ascii: "0") {
            index += 1
        } else if !digits() {
            return Failure(offset: start, reason: "a number needs a digit after the minus sign")
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            if !digits() { return Failure(offset: start, reason: "a number needs a digit after its decimal point") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            if !digits() { return Failure(offset: start, reason: "a number needs a digit in its exponent") }
        }
        return nil
    }

    /// Skips digits; whether there was one.
    private mutating func digits() -> Bool {
        let start = index
        while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        return index > start
    }

    private mutating func word() -> Failure? {
        let start = index
        while let byte = peek(), (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) { index += 1 }
        let word = String(decoding: bytes[start..<index], as: UTF8.self)
        guard ["true", "false", "null"].contains(word) else {
            return Failure(offset: start, reason: "expected a value but found \"\(word)\"")
        }
        return nil
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), [0x20, 0x09, 0x0A, 0x0D].contains(byte) { index += 1 }
    }

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private func unexpected(_ expected: String) -> Failure {
        Failure(offset: index, reason: "expected \(expected) but found \(character(at: index))")
    }

    /// The character that starts at `offset`, quoted, or its code point when it is
    /// invisible.
    private func character(at offset: Int) -> String {
        guard let character = String(decoding: bytes[offset...].prefix(4), as: UTF8.self).first else { return "nothing" }
        let visible = character.isLetter || character.isNumber || character.isPunctuation || character.isSymbol
        return visible ? "'\(character)'" : "U+" + String(character.unicodeScalars.first!.value, radix: 16, uppercase: true)
    }

    /// The file ended while a value, a key or a closing bracket was still due. The place
    /// given is just after the last thing in the file, where a reader looks for the cut.
    private func endOfFile() -> Failure {
        let end = (bytes.lastIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } ?? -1) + 1
        return Failure(offset: end, reason: "the file ends before the JSON does, as if it was cut short")
    }
}
