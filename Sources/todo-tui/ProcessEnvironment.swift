#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The process's environment variables, read straight from the C library's `environ`.
///
/// `ProcessInfo.processInfo.environment` gives the same dictionary, but its first use sets
/// up `ProcessInfo` and costs the start some 0.5 million instructions, before the welcome
/// screen is drawn; this costs a few thousand.
enum ProcessEnvironment {
    static var variables: [String: String] {
        // Imported as never nil, but `clearenv` leaves it so.
        let entries: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        return variables(from: entries)
    }

    /// The variables in `entries`, a list of `NAME=value` strings ending in nil, as
    /// `environ` is. Where a name appears twice, the first wins, as with `getenv`; an
    /// entry without `=` is skipped.
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
