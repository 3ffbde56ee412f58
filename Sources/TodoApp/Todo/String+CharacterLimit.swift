extension StringProtocol {
    /// Whether the text has more than `limit` characters (grapheme clusters), found
    /// without counting past `limit + 1`: a 50 MB title is refused as fast as a short
    /// one is accepted.
    ///
    /// ```swift
    /// "日本語".hasMoreCharacters(than: 2)   // true
    /// ```
    func hasMoreCharacters(than limit: Int) -> Bool {
        // A character takes at least one byte.
        guard utf8.count > limit else { return false }
        var count = 0
        for _ in self {
            count += 1
            if count > limit { return true }
        }
        return false
    }
}

extension Int {
    /// The number with a comma every three digits (`100,000`), whatever the locale:
    /// limits are quoted in messages that tests and the README quote too.
    package var groupedDigits: String {
        let digits = String(magnitude)
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return self < 0 ? "-" + grouped : grouped
    }
}
