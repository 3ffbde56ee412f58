import Foundation

/// The local time zone as the C library keeps it: `TZ`, or else `/etc/localtime`, with
/// the system's time zone database, as `date` and the shell's prompt show the time.
///
/// It is what "today" and the detail pane's times are counted in. Foundation's
/// `TimeZone.current` gives the same offsets from ICU's copy of the database, but
/// asking it loads ICU's time zone code and data, a megabyte of memory, only to learn
/// which day it is.
///
/// ```swift
/// let offset = LocalTimeZone.secondsFromGMT(for: Date())   // 3600 in Paris in winter
/// ```
public enum LocalTimeZone {
    /// Seconds ahead of UTC at `date`, summer time included.
    public static func secondsFromGMT(for date: Date) -> Int {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else {
            // Beyond what the C library can represent: ask Foundation.
            return TimeZone.current.secondsFromGMT(for: date)
        }
        return parts.tm_gmtoff
    }
}
