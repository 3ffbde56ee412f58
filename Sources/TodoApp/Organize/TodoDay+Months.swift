/// Counting in months, and finding a day of the year by its month and day, for the due
/// dates people type (`+1m`, `dec 1`).
extension TodoDay {
    /// The same day of the month `months` later (earlier, if negative), or that month's
    /// last day when it has no such day: a month after January 31st is February 28th
    /// (29th in a leap year), as calendars count, rather than a day in March.
    ///
    /// ```swift
    /// TodoDay("2027-01-31")!.adding(months: 1)   // 2027-02-28
    /// TodoDay("2028-02-29")!.adding(months: 12)  // 2029-02-28
    /// ```
    public func adding(months: Int) -> TodoDay {
        let (year, month, day) = date
        let monthIndex = year * 12 + (month - 1) + months
        let newYear = monthIndex >= 0 ? monthIndex / 12 : (monthIndex - 11) / 12
        let newMonth = monthIndex - newYear * 12 + 1
        let newDay = min(day, Self.length(ofMonth: newMonth, in: newYear))
        return TodoDay(year: newYear, month: newMonth, day: newDay)!
    }

    /// The first day on or after this one that is `day` of `month` (1–12), or nil when
    /// no year has one (April 31st). February 29th is found in the next leap year.
    ///
    /// Today counts: "dec 1" typed on December 1st means that day, not a year on.
    public func next(month: Int, day: Int) -> TodoDay? {
        guard (1...12).contains(month), (1...Self.length(ofMonth: month, in: 2000)).contains(day) else { return nil }
        let year = date.year
        // Eight years: a February 29th after 2096 comes in 2104.
        for candidate in year...(year + 8) {
            if let found = TodoDay(year: candidate, month: month, day: day), found >= self { return found }
        }
        return nil
    }

    /// The month (1–12) `word` names: its English name or its first three letters
    /// ("dec", "december"), and "sept"; any case.
    static func month(named word: some StringProtocol) -> Int? {
        let word = word.lowercased()
        guard word.count >= 3 else { return nil }
        if word == "sept" { return 9 }
        return fullMonthNames.firstIndex { $0 == word || $0.prefix(3) == word }.map { $0 + 1 }
    }

    private static let fullMonthNames = [
        "january", "february", "march", "april", "may", "june",
        "july", "august", "september", "october", "november", "december",
    ]
}
