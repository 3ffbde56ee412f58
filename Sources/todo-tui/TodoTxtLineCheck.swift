import TodoApp

/// Watches the bytes of a file as `import` reads them, and stops the reading at the first
/// line longer than ``TodoTxt/longestLine`` when the file is todo.txt: a one-line file of
/// 50 MB is refused after its first 4 MiB rather than read whole and then parsed.
///
/// Whether the file is todo.txt is known from `--format` or the file's name, or else
/// from its first character that is not white space, as ``TodoFileFormat/detect(fileName:contents:)``
/// decides. Lines end at `\n`, `\r` or `\r\n`, and are counted from 1 as the error
/// messages of `import` count them.
///
/// ```swift
/// var check = TodoTxtLineCheck(format: nil, fileName: "todo.txt")
/// try check.read(chunk)   // throws TodoTxtLineCheck.LineTooLong(number: 1)
/// ```
struct TodoTxtLineCheck {
    /// Whether the bytes are todo.txt; nil until the first visible one says.
    private var isTodoTxt: Bool?
    private var offset = 0
    private var line = 1
    private var lineLength = 0
    private var previous: UInt8 = 0
    private let longestLine: Int

    struct LineTooLong: Error {
        let number: Int
    }

    init(format: TodoFileFormat?, fileName: String?, longestLine: Int = TodoTxt.longestLine) {
        if let format {
            isTodoTxt = format == .todotxt
        } else if let fileName, fileName.lowercased().hasSuffix(".json") {
            isTodoTxt = false
        }
        self.longestLine = longestLine
    }

    mutating func read(_ bytes: some Collection<UInt8>) throws(LineTooLong) {
        guard isTodoTxt != false else { return }
        for byte in bytes {
            defer {
                previous = byte
                offset += 1
            }
            if isTodoTxt == nil {
                let isByteOrderMark = offset < 3 && byte == [0xEF, 0xBB, 0xBF][offset]
                if !isByteOrderMark, ![0x20, 0x09, 0x0A, 0x0D].contains(byte) {
                    isTodoTxt = byte != UInt8(ascii: "[") && byte != UInt8(ascii: "{")
                    if isTodoTxt == false { return }
                }
            }
            switch byte {
            case UInt8(ascii: "\n") where previous == UInt8(ascii: "\r"):
                break
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                line += 1
                lineLength = 0
            default:
                lineLength += 1
                if lineLength > longestLine, isTodoTxt == true { throw LineTooLong(number: line) }
            }
        }
    }
}
