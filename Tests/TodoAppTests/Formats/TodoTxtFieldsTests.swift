import Foundation
import Testing
import TodoApp

/// Priorities, due dates and notes in todo.txt: a file kept by another todo.txt tool
/// comes in clean, and an export reads back unchanged.
@Suite struct TodoTxtFieldsTests {
    let utc = TimeZone(identifier: "UTC")!
    let created = Date(timeIntervalSince1970: 1_738_315_800)   // 2025-01-31T09:30:00Z
    let finished = Date(timeIntervalSince1970: 1_738_402_200)  // 2025-02-01T09:30:00Z

    private func day(_ text: String) -> Date {
        try! Date.ISO8601FormatStyle(timeZone: utc).year().month().day().parse(text)
    }

    private func roundTrip(_ todo: Todo) -> TodoTxt.Line? {
        let lines = TodoTxt.parse(TodoTxt.format([todo], timeZone: utc), timeZone: utc)
        #expect(lines.count == 1)
        return lines.first
    }

    // MARK: Reading another tool's file

    @Test func aLineWithEveryMarkerOfTheFormatReadsCleanly() throws {
        let lines = TodoTxt.parse("""
            x (A) 2016-05-20 2016-04-30 measure space for +chapelShelving @chapel due:2016-05-30
            (B) 2025-01-31 Call mom +family @phone due:2025-02-14 pri:B
            (C) Water plants
            x 2025-02-01 Done already
            """, timeZone: utc)
        #expect(lines.map(\.title) == [
            "measure space for +chapelShelving @chapel", "Call mom +family @phone pri:B", "Water plants", "Done already",
        ])
        #expect(lines.map(\.isDone) == [true, false, false, true])
        #expect(lines.map(\.priority) == [.high, .medium, .low, .none])
        #expect(lines.map(\.dueDate) == [TodoDay("2016-05-30"), TodoDay("2025-02-14"), nil, nil])
        #expect(lines.map(\.completionDate) == [day("2016-05-20"), nil, nil, day("2025-02-01")])
        #expect(lines.map(\.creationDate) == [day("2016-04-30"), day("2025-01-31"), nil, nil])
    }

    @Test func prioritiesDToZReadAsLow() {
        let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
        let lines = TodoTxt.parse(letters.map { "(\($0)) task \($0)" }.joined(separator: "\n"))
        #expect(lines.map(\.priority) == [.high, .medium] + Array(repeating: .low, count: 24))
        #expect(lines.map(\.title) == letters.map { "task \($0)" })
    }

    @Test(arguments: ["(a) lower case", "(AA) two letters", "(A)no space", "(A)", "(A) ", "x(A) glued", "Call (A) later"])
    func whatIsNotAPriorityStaysInTheTitle(text: String) {
        let line = TodoTxt.parse(text).first
        #expect(line?.priority == TodoPriority.none)
        #expect(line?.title == text)
    }

    @Test(arguments: ["due:2026-02-30", "due:friday", "due:", "Due:2026-01-01", "due:2026-1-1", "overdue:2026-01-01"])
    func aDueTagThatIsNotARealDayStaysInTheTitle(tag: String) {
        let line = TodoTxt.parse("Renew passport \(tag)").first
        #expect(line?.dueDate == nil)
        #expect(line?.title == "Renew passport \(tag)")
    }

    @Test func aDueTagIsTakenFromAnywhereAndOnlyTheFirstOne() {
        let lines = TodoTxt.parse("""
            due:2026-01-01 Renew passport
            Renew due:2026-01-02 passport
            Renew passport due:2026-01-03 due:2026-01-04
            """)
        #expect(lines.map(\.title) == ["Renew passport", "Renew passport", "Renew passport due:2026-01-04"])
        #expect(lines.map(\.dueDate) == [TodoDay("2026-01-01"), TodoDay("2026-01-02"), TodoDay("2026-01-03")])
    }

    @Test func projectsContextsAndOtherTagsStayInTheTitle() {
        let line = TodoTxt.parse("Plan trip +travel @home id:3 rec:1w t:2026-01-01 http://example.com").first
        #expect(line?.title == "Plan trip +travel @home id:3 rec:1w t:2026-01-01 http://example.com")
    }

    @Test func spacingInsideTheTitleIsKeptWhenATagIsTakenOut() {
        let lines = TodoTxt.parse("a  b due:2026-01-01  c\nnote:x   spaced")
        #expect(lines.map(\.title) == ["a  b  c", "  spaced"])
    }

    // MARK: Round trips

    static let notes = [
        "one line", "with spaces and  two", "colon: here", ":starts with a colon", "::", "back\\slash",
        "literal \\n is not a line break", "\\", "ends with \\", "\\s \\u{20} \\:", "tab\there",
        "line\nbreak", "crlf\r\nend", "\n", " ", "   ", "東京駅で 待ち合わせ\u{3000}全角", "😀 👨‍👩‍👧 🇯🇵",
        "\u{2028}\u{2029}\u{85}\u{B}\u{C}\u{A0}", "e\u{301} combining", "\u{301}starts combining",
        "note:inside", "due:2026-01-01 inside", "nul \u{0} and bell \u{7}", "50% off", "%20 written out", "%", "%%E3",
    ]

    @Test(arguments: notes)
    func everyNoteComesBackExactly(note: String) {
        for isDone in [false, true] {
            let todo = Todo(title: "t", note: note, isDone: isDone, position: 0, createdAt: created, updatedAt: finished)
            let line = roundTrip(todo)
            #expect(line?.note == note)
            #expect(line?.title == "t")
        }
    }

    @Test func aNoteIsOneWordWithoutWhiteSpace() {
        for note in Self.notes {
            let text = TodoTxt.format([Todo(title: "t", note: note, position: 0, createdAt: created)], timeZone: utc)
            #expect(text.unicodeScalars.starts(with: "2025-01-31 t note:".unicodeScalars))
            #expect(!text.dropLast().unicodeScalars.contains { $0.properties.isWhitespace && $0 != " " }, "\(note.debugDescription)")
            #expect(text.dropLast().split(separator: " ").count == 3, "\(note.debugDescription)")
        }
    }

    @Test func aNoteIsPercentEncodedWithNoBackslashForOtherToolsToStumbleOn() {
        let todo = Todo(title: "t", note: "a b\\c\nd\te\u{3000}f 50% 東京", position: 0, createdAt: created)
        #expect(TodoTxt.format([todo], timeZone: utc) == "2025-01-31 t note:a%20b%5Cc%0Ad%09e%E3%80%80f%2050%25%20東京\n")
    }

    @Test func aNoteFromAnExportBefore030IsReadFromItsBackslashEscapes() {
        #expect(TodoTxt.parse(#"t note:a\sb\\c\nd\te\u{3000}f\:"#).first?.note == "a b\\c\nd\te\u{3000}f:")
    }

    @Test func aStrayPercentSignStaysAsItIs() {
        #expect(TodoTxt.parse("t note:50%").first?.note == "50%")
        #expect(TodoTxt.parse("t note:%zz%E3%80x%41").first?.note == "%zz%E3%80xA", "bytes that are no UTF-8 stay written out")
    }

    @Test func aHandWrittenNoteWithStrayBackslashesKeepsThem() {
        #expect(TodoTxt.parse(#"t note:C:\temp\x\u{zz}\u{110000}\"#).first?.note == "C:\temp\\x\\u{zz}\\u{110000}\\")
    }

    static let titlesWithTags = [
        "Say due:2026-01-01 out loud", "ends with due:2026-01-01", "due:2026-01-01 starts", "note:x",
        "a note:b c", "note:", "due:", "due::2026-01-01", "note::x", "due:::", "two due:2026-01-01 due:2026-01-02",
        "due:friday", "due:2026-02-30", "Due:2026-01-01", "note:\u{301}", "x due:2026-01-01", "(A) note:x",
        // Titles that hold the escape itself, and the done line's priority tag.
        #"due\:2026-01-01"#, #"note\\:x"#, #"due\::x"#, #"note:\:x"#, "pri:A", "pri:Z x", #"pri\:B"#, "pri:", "pri::A", #"due\"#,
    ]

    @Test(arguments: titlesWithTags)
    func aTitleWithWordsLikeTagsComesBackExactly(title: String) {
        for (dueDate, note) in [(nil, ""), (TodoDay("2026-12-01"), "the note")] {
            for isDone in [false, true] {
                let todo = Todo(
                    title: title, note: note, isDone: isDone, position: 0, dueDate: dueDate,
                    createdAt: created, updatedAt: finished
                )
                let line = roundTrip(todo)
                #expect(line?.title == title)
                #expect(line?.dueDate == dueDate)
                #expect(line?.note == note)
                #expect(line?.isDone == isDone)
            }
        }
    }

    @Test func onlyWordsThatReadingWouldChangeGetABackslashBeforeTheirColon() {
        let titles = ["due:2026-01-01", "due:friday", "note:x", "note:", "due::x", "ok:2026-01-01", "due\\:x", "pri:A"]
        let text = TodoTxt.format(titles.map { Todo(title: "a \($0)", position: 0, createdAt: created) }, timeZone: utc)
        #expect(text == #"""
            2025-01-31 a due\:2026-01-01
            2025-01-31 a due:friday
            2025-01-31 a note\:x
            2025-01-31 a note:
            2025-01-31 a due\::x
            2025-01-31 a ok:2026-01-01
            2025-01-31 a due\\:x
            2025-01-31 a pri:A

            """#)
    }

    @Test(arguments: TodoTxtRoundTripTests.awkwardTitles + titlesWithTags + ["日本語 😀", "\u{301}combining first"])
    func everyFieldSurvivesExportAndImport(title: String) {
        for priority in TodoPriority.allCases {
            for isDone in [false, true] {
                let todo = Todo(
                    title: title, note: "n o\nte", isDone: isDone, position: 0,
                    priority: priority, dueDate: TodoDay("2026-11-27"), createdAt: created, updatedAt: finished
                )
                let line = roundTrip(todo)
                #expect(line?.title == title, "\(priority) \(isDone)")
                #expect(line?.priority == priority, "\(title) \(isDone)")
                #expect(line?.dueDate == todo.dueDate)
                #expect(line?.note == todo.note)
                #expect(line?.isDone == isDone)
            }
        }
    }

    // MARK: Import

    @Test func anImportedLineKeepsItsPriorityDueDateAndNote() throws {
        let todos = try TodoFile.todos(
            in: Data(#"(A) Pay rent due:2026-11-27 note:to\sthe\slandlord"#.utf8), format: .todotxt
        )
        #expect(todos.map(\.title) == ["Pay rent"])
        #expect(todos.map(\.priority) == [.high])
        #expect(todos.map(\.dueDate) == [TodoDay("2026-11-27")])
        #expect(todos.map(\.note) == ["to the landlord"])
    }

    @Test func aLineOfNothingButTagsHasABlankTitle() {
        #expect(throws: TodoFileError.invalidEntry(entry: "line 1", problem: "a blank title")) {
            try TodoFile.todos(in: Data("due:2026-01-01 note:x\n".utf8), format: .todotxt)
        }
    }
}
