#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The process's environment variables, read straight from the C library's `environ`.
///
/// `ProcessInfo.processInfo.environment` gives much the same dictionary, but its first
/// use sets up `ProcessInfo` and costs the start some 0.5 million instructions, before
/// the welcome screen is drawn; this costs a few thousand. One difference: where a name
/// appears twice, the first wins, as with `getenv` (and so as ncurses and SQLite read
/// it), where `ProcessInfo` keeps the last.
enum ProcessEnvironment {
    static var variables: [String: String] {
        // Never nil here: only `clearenv` makes it so, and nothing in the app calls it (a
        // process started with no environment gets an empty list).
        variables(from: environ)
    }

    /// The variables in `entries`, a list of `NAME=value` strings ending in nil, as
    /// `environ` is. Where a name appears twice, the first wins; an entry without `=` is
    /// skipped.
    static func variables(from entries: UnsafePointer<UnsafeMutablePointer<CChar>?>?) -> [String: String] {
        var variables: [String: String] = [:]
        guard var entry = entries else { return variables }
        while let text = entry.pointee {
            entry += 1
            guard let equals = strchr(text, Int32(UInt8(ascii: "="))) else { continue }
            let name = String(decoding: UnsafeRawBufferPointer(start: text, count: equals - text), as: UTF8.self)
            if variables[name] == nil { variables[name] = String(cString: equals + 1) }
        }
        return variables
    }
}
