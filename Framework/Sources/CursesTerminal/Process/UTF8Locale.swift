import CNcurses
import Glibc

/// The process locale's character handling, made to speak UTF-8 so curses can print
/// wide glyphs.
enum UTF8Locale {
    /// Adopts the user's character handling (`setlocale(LC_CTYPE, "")`), and when its
    /// character set is not UTF-8 (`LANG=C`, or no locale at all), switches it to
    /// `C.UTF-8`, so CJK and emoji print as themselves instead of as mojibake. Returns
    /// whether UTF-8 is in use.
    ///
    /// Only `LC_CTYPE`: it is all curses reads, and the other categories (numbers,
    /// messages, dates) are formatted in Swift, not by the C library; taking them all
    /// opened a dozen more locale files at every start.
    @discardableResult
    static func adopt() -> Bool {
        setlocale(LC_CTYPE, "")
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
