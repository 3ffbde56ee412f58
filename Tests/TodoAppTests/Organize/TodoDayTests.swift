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

    @Test func anEmptyAnswerClearsTheDate() throws {
        #expect(try parse("") == nil)
        #expect(try parse("   ") == nil)
    }

    @Test func anythingElseIsRefusedWithWhatIsAccepted() {
        for text in ["soon", "+3", "+3m", "+-3d", "fr", "2026-13-01", "next friday"] {
            #expect(throws: DueDateInput.Problem.self, "\(text)") { try parse(text) }
        }
        let problem = DueDateInput.Problem(typed: "soon")
        #expect(problem.description.contains("today, tomorrow, a weekday (fri), +3d, +2w or 2026-12-01"))
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

    @Test func overdueAndTodayAreSaidInWords() {
        #expect(label(-1).text == "overdue: yesterday")
        #expect(label(-2).text == "overdue: Nov 20")
        #expect(label(-1).urgency == .overdue)
        #expect(label(0).urgency == .today)
        #expect(label(3).urgency == .later)
    }
}
