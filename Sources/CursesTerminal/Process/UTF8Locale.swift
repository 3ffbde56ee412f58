import CNcurses
import Glibc

/// The process locale, made to speak UTF-8 so curses can print wide glyphs.
enum UTF8Locale {
    /// Adopts the user's locale (`setlocale(LC_ALL, "")`). When its character set is not
    /// UTF-8 (`LANG=C`, or no locale at all), switches only the character handling
    /// (`LC_CTYPE`) to `C.UTF-8`, so messages and formats stay the user's while CJK and
    /// emoji print as themselves instead of as mojibake. Returns whether UTF-8 is in use.
    @discardableResult
    static func adopt() -> Bool {
        setlocale(LC_ALL, "")
        if isUTF8(currentCodeset) { return true }
        for fallback in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, fallback) != nil {
            if isUTF8(currentCodeset) { return true }
        }
        return false
    }

    static var currentCodeset: String {
        guard let codeset = nl_langinfo(Int32(CODESET)) else { return "" }
        return String(cString: codeset)
    }

    static func isUTF8(_ codeset: String) -> Bool {
        let normalized = codeset.lowercased().filter { $0 != "-" }
        return normalized == "utf8"
    }
}
