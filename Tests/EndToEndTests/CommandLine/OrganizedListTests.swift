import Foundation
import TerminalTesting
import Testing

/// `add --priority --due`, and `list` showing both and choosing todos by done mark and
/// by words, in the documented line format.
///
/// Serialized: its tests run the binary many times each, and a couple of dozen runs at
/// once on a two-core machine starve the tests elsewhere that wait with a deadline.
@Suite(.leavesNothingBehind, .serialized) struct OrganizedListTests {
    let sandbox: CommandLineSandbox

    init() throws {
        sandbox = try CommandLineSandbox()
    }

    /// Ada's list: priorities, due dates, notes, a done todo, accents and CJK.
    private func addAdasTodos() async throws {
        let json = """
            [{"title": "Pay rent", "priority": "high", "due": "2026-11-27"},
             {"title": "Buy milk", "note": "oat, from the Café"},
             {"title": "Water plants", "priority": "low"},
             {"title": "東京駅で買う牛乳", "priority": "medium", "due": "2027-01-05"},
             {"title": "Call Crème Brûlée Ltd", "done": true}]
            """
        try await sandbox.succeeding("import", "--user", "Ada", "-", input: Data(json.utf8))
    }

    @Test func eachLineShowsTheDoneMarkPriorityTitleAndDueDate() async throws {
        try await addAdasTodos()
        #expect(try await sandbox.succeeding("list", "--user", "Ada").outputLines == [
            "[ ] !!! Pay rent (due 2026-11-27)",
            "[ ] Buy milk",
            "[ ] ! Water plants",
            "[ ] !! 東京駅で買う牛乳 (due 2027-01-05)",
            "[x] Call Crème Brûlée Ltd",
        ])
    }

    @Test func openAndDoneChooseByTheDoneMark() async throws {
        try await addAdasTodos()
        #expect(try await sandbox.succeeding("list", "--user", "Ada", "--done").outputLines == ["[x] Call Crème Brûlée Ltd"])
        #expect(try await sandbox.succeeding("list", "--user", "Ada", "--open").outputLines.count == 4)
    }

    @Test func openAndDoneTogetherAreAUsageError() async throws {
        let result = try await sandbox.run("list", "--user", "Ada", "--open", "--done")
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.errorOutput.hasPrefix("Error: --open and --done cannot be given together; give neither to list every todo.\n"))
    }

    @Test func searchFindsWordsInTitlesAndNotesIgnoringCaseAccentsAndWidth() async throws {
        try await addAdasTodos()
        let expected = [
            ("RENT", ["[ ] !!! Pay rent (due 2026-11-27)"]),
            ("cafe", ["[ ] Buy milk"]),
            ("creme brulee", ["[x] Call Crème Brûlée Ltd"]),
            ("牛乳", ["[ ] !! 東京駅で買う牛乳 (due 2027-01-05)"]),
            ("ＰＬＡＮＴ", ["[ ] ! Water plants"]),
            ("牛乳 東京", ["[ ] !! 東京駅で買う牛乳 (due 2027-01-05)"]),
            ("brulee  CALL", ["[x] Call Crème Brûlée Ltd"]),
            ("rent zebra", []),
            ("a", ["[ ] !!! Pay rent (due 2026-11-27)", "[ ] Buy milk", "[ ] ! Water plants", "[x] Call Crème Brûlée Ltd"]),
            ("nothing like it", []),
        ]
        for (search, lines) in expected {
            #expect(try await sandbox.succeeding("list", "--user", "Ada", "--search", search).outputLines == lines, "\(search)")
        }
    }

    @Test func searchAndTheDoneMarkCombineAndApplyToJSONToo() async throws {
        try await addAdasTodos()
        #expect(try await sandbox.succeeding("list", "--user", "Ada", "--search", "l", "--open").outputLines
            == ["[ ] Buy milk", "[ ] ! Water plants"])
        let json = try await sandbox.succeeding("list", "--user", "Ada", "--search", "l", "--done", "--json").standardOutput
        let objects = try #require(try JSONSerialization.jsonObject(with: json) as? [[String: Any]])
        #expect(objects.map { $0["title"] as? String } == ["Call Crème Brûlée Ltd"])
    }

    @Test func idsStartEachLineWithTheStartOfTheIdThatDoneTakes() async throws {
        let id = try await sandbox.succeeding("add", "--user", "Ada", "Pay rent", "--priority", "medium").output
        let lines = try await sandbox.succeeding("list", "--user", "Ada", "--ids").outputLines
        #expect(lines == ["\(id.prefix(8)) [ ] !! Pay rent"])

        try await sandbox.succeeding("done", "--user", "Ada", String(lines[0].prefix(8)))
        #expect(try await sandbox.succeeding("list", "--user", "Ada").outputLines == ["[x] !! Pay rent"])
    }

    @Test func jsonHasThePriorityAndDueDateThatAddWasGiven() async throws {
        try await sandbox.succeeding("add", "--user", "Ada", "Pay rent", "--priority", "High", "--due", "2026-11-27")
        let json = try await sandbox.succeeding("list", "--user", "Ada", "--json").standardOutput
        let objects = try #require(try JSONSerialization.jsonObject(with: json) as? [[String: Any]])
        #expect(objects.first?["priority"] as? String == "high")
        #expect(objects.first?["due"] as? String == "2026-11-27")
    }

    @Test func aRelativeDueDateCountsFromTodayInTheLocalTimeZone() async throws {
        for zone in ["Pacific/Kiritimati", "Pacific/Pago_Pago"] {
            let before = Self.day(in: zone, daysFromNow: 3)
            let result = try await sandbox.run(
                "add", "--user", zone, "In three days", "--due", "+3d", environment: ["TZ": zone]
            )
            let after = Self.day(in: zone, daysFromNow: 3)
            #expect(result.status == 0, "\(result.errorOutput)")
            let line = try await sandbox.succeeding("list", "--user", zone).outputLines.first
            #expect([before, after].map { "[ ] In three days (due \($0))" }.contains(line), "\(line ?? "")")
        }
    }

    @Test func dueDatesAsPeopleWriteThemAreAccepted() async throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let now = Date()
        let today = calendar.startOfDay(for: now)
        let year = calendar.component(.year, from: today)
        let december1 = [year, year + 1].lazy
            .compactMap { calendar.date(from: DateComponents(year: $0, month: 12, day: 1)) }
            .first { $0 >= today }!
        // Monday of next week: weeks start on Monday.
        let weekday = (calendar.component(.weekday, from: today) + 5) % 7  // Monday 0 … Sunday 6
        let expected: [(typed: String, day: Date)] = [
            ("+1m", calendar.date(byAdding: .month, value: 1, to: today)!),
            ("yesterday", calendar.date(byAdding: .day, value: -1, to: today)!),
            ("dec 1", december1),
            ("1 December", december1),
            ("next week", calendar.date(byAdding: .day, value: 7 - weekday, to: today)!),
        ]
        for (typed, day) in expected {
            let user = "U\(typed.filter(\.isLetter))\(typed.count)"
            let result = try await sandbox.run("add", "--user", user, "Due", "--due", typed, environment: ["TZ": "UTC"])
            #expect(result.status == 0, "\(typed): \(result.errorOutput)")
            let parts = calendar.dateComponents([.year, .month, .day], from: day)
            let date = String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
            // A run across midnight is not this test's business.
            guard calendar.isDate(Date(), inSameDayAs: now) else { return }
            #expect(try await sandbox.succeeding("list", "--user", user).outputLines == ["[ ] Due (due \(date))"], "\(typed)")
        }
    }

    /// The day `days` from now in the time zone `zone`, `YYYY-MM-DD`.
    private static func day(in zone: String, daysFromNow days: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        let date = calendar.date(byAdding: .day, value: days, to: Date())!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }

    @Test func addedFieldsSurviveAnExportAndImportInBothFormats() async throws {
        try await sandbox.succeeding("add", "--user", "Ada", "Pay rent", "--priority", "high", "--due", "2026-11-27")
        try await sandbox.succeeding("add", "--user", "Ada", "Notes", "--note", "line one\nline two\\n  spaced: 東京 😀\t", "--priority", "low")
        let adas = try await sandbox.succeeding("list", "--user", "Ada", "--json").standardOutput
        for format in ["json", "todotxt"] {
            let exported = try await sandbox.succeeding("export", "--user", "Ada", "--format", format).standardOutput
            try await sandbox.succeeding("import", "--user", format, "--format", format, "-", input: exported)
            let imported = try await sandbox.succeeding("list", "--user", format, "--json").standardOutput
            #expect(try Self.fields(of: imported) == Self.fields(of: adas), "\(format)")
        }
    }

    /// What a list's JSON says of each todo but its id and times.
    private static func fields(of json: Data) throws -> [[String: String]] {
        let objects = try #require(try JSONSerialization.jsonObject(with: json) as? [[String: Any]])
        return objects.map { object in
            object.filter { !["id", "createdAt", "updatedAt"].contains($0.key) }.mapValues { "\($0)" }
        }
    }
}
