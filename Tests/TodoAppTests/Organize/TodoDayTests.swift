import Foundation
import Testing
import WorkflowUI
@testable import TodoApp

struct TodoDayTests {
    @Test func daysRoundTripThroughTheirYearMonthAndDay() {
        for days in stride(from: -800_000, through: 800_000, by: 997) {
            let day = TodoDay(daysSince1970: days)
            let (year, month, date) = day.date
            #expect(TodoDay(year: year, month: month, day: date) == day, "\(days)")
        }
    }

    @Test func knownDaysHaveTheirNamesAndWeekdays() {
        #expect(TodoDay(daysSince1970: 0).description == "1970-01-01")
        #expect(TodoDay(daysSince1970: 0).weekday == .thursday)
        let day = TodoDay(year: 2026, month: 12, day: 1)!
        #expect(day.description == "2026-12-01")
        #expect(day.weekday == .tuesday)
        #expect(TodoDay(year: 2000, month: 2, day: 29) != nil, "a leap year's 29th of February")
        #expect(TodoDay(year: 1900, month: 2, day: 29) == nil)
        #expect(TodoDay(year: 2026, month: 4, day: 31) == nil)
    }

    @Test func aDayIsReadOnlyFromYearMonthDay() {
        #expect(TodoDay("2026-12-01") == TodoDay(year: 2026, month: 12, day: 1))
        for text in ["2026-12-1", "2026/12/01", "26-12-01", "2026-02-30", "2026-12-01x", "", "２０２６-12-01"] {
            #expect(TodoDay(text) == nil, "\(text)")
        }
    }

    @Test func theDayOfAnInstantDependsOnTheTimeZone() {
        let midnight = Double(TodoDay(year: 2026, month: 12, day: 1)!.daysSince1970 * 86_400)
        let instant = Date(timeIntervalSince1970: midnight - 3_600)  // 2026-11-30 23:00 UTC
        #expect(TodoDay(instant, in: TimeZone(identifier: "UTC")!).description == "2026-11-30")
        #expect(TodoDay(instant, in: TimeZone(identifier: "Asia/Tokyo")!).description == "2026-12-01")
    }

    @Test func theLocalDayIsTheOneFoundationGivesInTheCurrentTimeZone() {
        // Every 7 hours and 13 minutes over three years, so that every hour of the day and
        // both sides of any summer time change are met.
        for step in 0..<3_600 {
            let instant = Date(timeIntervalSince1970: 1_767_225_600 + Double(step) * 26_000)
            #expect(TodoDay(instant) == TodoDay(instant, in: .current), "\(instant)")
            #expect(LocalTimeZone.secondsFromGMT(for: instant) == TimeZone.current.secondsFromGMT(for: instant), "\(instant)")
        }
    }
}

struct DueDateInputTests {
    /// Sunday 22 November 2026.
    let today = TodoDay(year: 2026, month: 11, day: 22)!

    private func parse(_ text: String) throws -> String? {
        try DueDateInput.parse(text, today: today)?.description
    }

    @Test func wordsAndOffsetsAreReadRelativeToToday() throws {
        #expect(try parse("today") == "2026-11-22")
        #expect(try parse(" Tomorrow ") == "2026-11-23")
        #expect(try parse("+3d") == "2026-11-25")
        #expect(try parse("+2w") == "2026-12-06")
        #expect(try parse("2026-12-01") == "2026-12-01")
    }

    @Test func aWeekdayIsTheNextSuchDayAfterToday() throws {
        #expect(try parse("fri") == "2026-11-27")
        #expect(try parse("Friday") == "2026-11-27")
        #expect(try parse("mon") == "2026-11-23")
        #expect(try parse("sun") == "2026-11-29", "a week on, not today")
    }

    @Test func yesterdayAndNextWeekAreRead() throws {
        #expect(try parse("yesterday") == "2026-11-21")
        #expect(try parse("next week") == "2026-11-23", "Monday of next week: tomorrow, on a Sunday")
        #expect(try parse("Next  Week") == "2026-11-23")
        let monday = TodoDay(year: 2026, month: 11, day: 23)!
        #expect(try DueDateInput.parse("next week", today: monday)?.description == "2026-11-30", "on a Monday, a week on")
        let saturday = TodoDay(year: 2026, month: 11, day: 28)!
        #expect(try DueDateInput.parse("next week", today: saturday)?.description == "2026-11-30")
    }

    @Test func aMonthLaterIsTheSameDayOfTheMonthOrItsLastDay() throws {
        func month(_ text: String, from day: String) throws -> String? {
            try DueDateInput.parse(text, today: TodoDay(day)!)?.description
        }
        #expect(try parse("+1m") == "2026-12-22")
        #expect(try parse("+2m") == "2027-01-22", "into the next year")
        #expect(try month("+1m", from: "2027-01-31") == "2027-02-28", "no February 31st: its last day")
        #expect(try month("+1m", from: "2028-01-31") == "2028-02-29", "a leap year's last day")
        #expect(try month("+1m", from: "2028-02-29") == "2028-03-29")
        #expect(try month("+12m", from: "2028-02-29") == "2029-02-28")
        #expect(try month("+1m", from: "2026-03-31") == "2026-04-30")
        #expect(try parse("+0m") == "2026-11-22")
    }

    @Test func aMonthAndDayInEitherOrderIsTheNextSuchDayTodayIncluded() throws {
        #expect(try parse("dec 1") == "2026-12-01")
        #expect(try parse("1 dec") == "2026-12-01")
        #expect(try parse("December 1") == "2026-12-01")
        #expect(try parse("1 december") == "2026-12-01")
        #expect(try parse("dec 1st") == "2026-12-01")
        #expect(try parse("sept 3") == "2027-09-03", "passed this year: next year's")
        #expect(try parse("nov 21") == "2027-11-21", "yesterday's date: next year's")
        #expect(try parse("nov 22") == "2026-11-22", "today's date is today, not a year on")
        let december1 = TodoDay(year: 2026, month: 12, day: 1)!
        #expect(try DueDateInput.parse("dec 1", today: december1)?.description == "2026-12-01")
        #expect(try parse("feb 29") == "2028-02-29", "the next year that has one")
    }

    @Test func aMonthAndDayThatNoYearHasIsRefused() {
        for text in ["feb 30", "apr 31", "dec 0", "dec 32", "dec", "1 2", "dec dec", "de 1", "dec -1", "dec 1 2026"] {
            #expect(throws: DueDateInput.Problem.self, "\(text)") { try parse(text) }
        }
    }

    @Test func anEmptyAnswerClearsTheDate() throws {
        #expect(try parse("") == nil)
        #expect(try parse("   ") == nil)
    }

    @Test func anythingElseIsRefusedWithWhatIsAccepted() {
        for text in ["soon", "+3", "+3y", "+-3d", "fr", "2026-13-01", "next friday", "last week", "+99999m"] {
            #expect(throws: DueDateInput.Problem.self, "\(text)") { try parse(text) }
        }
        let problem = DueDateInput.Problem(typed: "soon")
        for word in ["today", "tomorrow", "yesterday", "(fri)", "next week", "+3d", "+2w", "+1m", "dec 1", "2026-12-01"] {
            #expect(problem.description.contains(word), "\(word)")
        }
        let short = problem.shortDescription
        for word in ["fri", "+3d", "+1m", "dec 1", "next week"] {
            #expect(short.contains(word), "\(word)")
        }
    }

    @Test func theShortFormFitsEightyColumnsWhateverWasTyped() {
        for typed in ["soon", "next wednesday afternoon", "来週の金曜日", String(repeating: "x", count: 10_000)] {
            let short = DueDateInput.Problem(typed: typed).shortDescription
            #expect(short.terminalWidth <= 79, "\(short)")
            #expect(short.hasSuffix("empty clears it"))
        }
        #expect(DueDateInput.Problem(typed: "soon").shortDescription.hasPrefix("'soon' is not a date"))
    }
}

struct DueDateLabelTests {
    let today = TodoDay(year: 2026, month: 11, day: 22)!

    private func label(_ days: Int) -> DueDateLabel {
        DueDateLabel(due: today.adding(days: days), today: today)
    }

    @Test func datesAreNamedRelativeToToday() {
        #expect(label(0).text == "due today")
        #expect(label(1).text == "tomorrow")
        #expect(label(5).text == "Fri")
        #expect(label(9).text == "Dec 1")
        #expect(label(500).text == "2028-04-05")
    }

    @Test func aDoneTodosDateIsADayOfTheCalendarNeverOverdueNorToday() {
        for (days, text) in [(-20, "Nov 2"), (-1, "Nov 21"), (0, "Nov 22"), (1, "Nov 23"), (5, "Nov 27"), (-400, "2025-10-18")] {
            let label = DueDateLabel(due: today.adding(days: days), today: today, isDone: true)
            #expect(label.text == text, "\(days)")
            #expect(label.urgency == .later, "\(days)")
        }
    }

    @Test func overdueAndTodayAreSaidInWords() {
        #expect(label(-1).text == "overdue: yesterday")
        #expect(label(-2).text == "overdue: Nov 20")
        #expect(label(-1).urgency == .overdue)
        #expect(label(0).urgency == .today)
        #expect(label(3).urgency == .later)
    }
}

struct DueDateFormatTests {
    let today = TodoDay(year: 2026, month: 11, day: 22)!

    private func label(_ days: Int, _ format: DueDateFormat, isDone: Bool = false) -> String {
        DueDateLabel(due: today.adding(days: days), today: today, isDone: isDone, format: format).text
    }

    @Test func eachFormatWritesADayOfTheYearItsOwnWay() {
        #expect(label(9, .monthDay) == "Dec 1")
        #expect(label(9, .dayMonth) == "1 Dec")
        #expect(label(9, .iso) == "2026-12-01")
        #expect(label(-2, .dayMonth) == "overdue: 20 Nov")
        #expect(label(-2, .iso) == "overdue: 2026-11-20")
        #expect(label(5, .dayMonth, isDone: true) == "27 Nov")
    }

    @Test func wordsAndFarDatesAreTheSameInEveryFormat() {
        for format in DueDateFormat.allCases {
            #expect(label(0, format) == "due today")
            #expect(label(1, format) == "tomorrow")
            #expect(label(-1, format) == "overdue: yesterday")
            #expect(label(5, format) == "Fri")
            #expect(label(500, format) == "2028-04-05")
        }
    }
}
