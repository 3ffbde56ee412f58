import Foundation

/// Up to a chunk's worth of todo summaries, stored column by column.
struct TodoSummaryChunk: ChunkStorage, Equatable, Sendable {
    private var ids: [UUID] = []
    private var positions: [Int] = []
    private var doneFlags: [Bool] = []
    private var noteFlags: [Bool] = []
    private var priorities: [TodoPriority] = []
    /// Days since 1970 of each due date, `Int32.min` for none: four bytes a todo.
    private var dueDays: [Int32] = []
    /// The bits of each completion time's seconds since 2001, those of NaN for none:
    /// kept as integers so that comparing two chunks that share them costs nothing.
    private var completionTimes: [UInt64] = []
    /// Every title's UTF-8, one after another; title `i` ends where `titleEnds[i]` says.
    private var titleBytes: [UInt8] = []
    private var titleEnds: [UInt32] = []
    /// How many todos the chunk was told to expect, to size `titleBytes` from the
    /// average title rather than by doubling, which would leave up to half of it unused.
    /// Not part of the chunk's value: equal todos make equal chunks.
    private var expectedCount = 0
    /// How many titles `titleBytes` grows by doubling before their average is trusted
    /// to size it for the rest: one long title must not set the size of a chunk.
    private static let titlesBeforeEstimating = 32

    init() {}

    var count: Int { ids.count }

    subscript(offset: Int) -> TodoSummary {
        get {
            TodoSummary(
                id: ids[offset], title: title(at: offset), isDone: doneFlags[offset], position: positions[offset],
                priority: priorities[offset], dueDate: Self.day(dueDays[offset]), hasNote: noteFlags[offset],
                completedAt: Self.time(completionTimes[offset])
            )
        }
        set {
            // Only what changed is written: a write copies a column some other copy of
            // the list shares, and a toggle changes only the done flag.
            if ids[offset] != newValue.id { ids[offset] = newValue.id }
            if positions[offset] != newValue.position { positions[offset] = newValue.position }
            if doneFlags[offset] != newValue.isDone { doneFlags[offset] = newValue.isDone }
            if noteFlags[offset] != newValue.hasNote { noteFlags[offset] = newValue.hasNote }
            if priorities[offset] != newValue.priority { priorities[offset] = newValue.priority }
            let due = Self.stored(newValue.dueDate)
            if dueDays[offset] != due { dueDays[offset] = due }
            let completed = Self.stored(newValue.completedAt)
            if completionTimes[offset] != completed { completionTimes[offset] = completed }
            if !title(at: offset, isEqualTo: newValue.title) { replaceTitle(at: offset, with: newValue.title) }
        }
    }

    mutating func reserveCapacity(_ count: Int) {
        expectedCount = count
        ids.reserveCapacity(count)
        positions.reserveCapacity(count)
        doneFlags.reserveCapacity(count)
        noteFlags.reserveCapacity(count)
        priorities.reserveCapacity(count)
        dueDays.reserveCapacity(count)
        completionTimes.reserveCapacity(count)
        titleEnds.reserveCapacity(count)
    }

    mutating func append(_ summary: TodoSummary) {
        ids.append(summary.id)
        positions.append(summary.position)
        doneFlags.append(summary.isDone)
        noteFlags.append(summary.hasNote)
        priorities.append(summary.priority)
        dueDays.append(Self.stored(summary.dueDate))
        completionTimes.append(Self.stored(summary.completedAt))
        var title = summary.title
        title.withUTF8 { utf8 in
            reserveTitleBytes(for: utf8.count)
            titleBytes.append(contentsOf: utf8)
        }
        titleEnds.append(Self.end(titleBytes.count))
    }

    mutating func insert(_ summary: TodoSummary, at offset: Int) {
        guard offset < count else {
            append(summary)
            return
        }
        ids.insert(summary.id, at: offset)
        positions.insert(summary.position, at: offset)
        doneFlags.insert(summary.isDone, at: offset)
        noteFlags.insert(summary.hasNote, at: offset)
        priorities.insert(summary.priority, at: offset)
        dueDays.insert(Self.stored(summary.dueDate), at: offset)
        completionTimes.insert(Self.stored(summary.completedAt), at: offset)
        // An empty title in its place, then the real one put in as a replacement would be.
        let start = offset == 0 ? 0 : titleEnds[offset - 1]
        titleEnds.insert(start, at: offset)
        replaceTitle(at: offset, with: summary.title)
    }

    @discardableResult
    mutating func remove(at offset: Int) -> TodoSummary {
        let summary = self[offset]
        replaceTitle(at: offset, with: "")
        ids.remove(at: offset)
        positions.remove(at: offset)
        doneFlags.remove(at: offset)
        noteFlags.remove(at: offset)
        priorities.remove(at: offset)
        dueDays.remove(at: offset)
        completionTimes.remove(at: offset)
        titleEnds.remove(at: offset)
        return summary
    }

    static func == (lhs: TodoSummaryChunk, rhs: TodoSummaryChunk) -> Bool {
        lhs.ids == rhs.ids && lhs.positions == rhs.positions && lhs.doneFlags == rhs.doneFlags
            && lhs.noteFlags == rhs.noteFlags && lhs.priorities == rhs.priorities && lhs.dueDays == rhs.dueDays
            && lhs.completionTimes == rhs.completionTimes
            && lhs.titleEnds == rhs.titleEnds && lhs.titleBytes == rhs.titleBytes
    }

    /// The offset of the todo with this id, comparing ids only.
    func offset(ofID id: Todo.ID) -> Int? {
        ids.firstIndex(of: id)
    }

    func id(at offset: Int) -> Todo.ID {
        ids[offset]
    }

    // Single fields, read without making the title a `String`: sorting and filtering
    // 100,000 todos reads these and nothing else.
    func isDone(at offset: Int) -> Bool { doneFlags[offset] }
    func priority(at offset: Int) -> TodoPriority { priorities[offset] }
    func position(at offset: Int) -> Int { positions[offset] }
    /// Days since 1970 of the due date, `Int32.min` for none.
    func dueDay(at offset: Int) -> Int32 { dueDays[offset] }

    /// Calls `body` with the UTF-8 of the title at `offset`, without making a `String`.
    func withTitleBytes<Result>(at offset: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let range = titleRange(at: offset)
        return try titleBytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// How many bytes the titles take, and how many their buffer holds: what a chunk
    /// costs beyond its todos.
    var titleByteCount: Int { titleBytes.count }
    var titleByteCapacity: Int { titleBytes.capacity }

    var maxPosition: Int? {
        positions.max()
    }

    var doneCount: Int {
        doneFlags.reduce(0) { $0 + ($1 ? 1 : 0) }
    }

    // MARK: Titles

    private func titleRange(at offset: Int) -> Range<Int> {
        (offset == 0 ? 0 : Int(titleEnds[offset - 1]))..<Int(titleEnds[offset])
    }

    private func title(at offset: Int) -> String {
        let range = titleRange(at: offset)
        return titleBytes.withUnsafeBufferPointer { bytes in
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
    }

    /// Whether the title at `offset` is `other`, compared byte for byte without making
    /// a `String` of it: a toggle sets a whole summary whose title has not changed.
    private func title(at offset: Int, isEqualTo other: String) -> Bool {
        let range = titleRange(at: offset)
        var other = other
        return other.withUTF8 { otherBytes in
            titleBytes.withUnsafeBufferPointer { bytes in
                UnsafeBufferPointer(rebasing: bytes[range]).elementsEqual(otherBytes)
            }
        }
    }

    /// Puts `title` in place of the title at `offset`, moving the titles after it.
    private mutating func replaceTitle(at offset: Int, with title: String) {
        let range = titleRange(at: offset)
        let utf8 = Array(title.utf8)
        titleBytes.replaceSubrange(range, with: utf8)
        let shift = utf8.count - range.count
        guard shift != 0 else { return }
        for later in offset..<titleEnds.count {
            titleEnds[later] = Self.end(Int(titleEnds[later]) + shift)
        }
    }

    private mutating func reserveTitleBytes(for count: Int) {
        let needed = titleBytes.count + count
        guard needed > titleBytes.capacity else { return }
        let titles = titleEnds.count
        guard titles >= Self.titlesBeforeEstimating else {
            titleBytes.reserveCapacity(max(needed, titleBytes.capacity * 2))
            return
        }
        // Room for the titles still expected, at the average so far, with an eighth
        // more so that a few long ones do not need another copy.
        let remaining = max(0, expectedCount - titles)
        let average = titleBytes.count / titles
        titleBytes.reserveCapacity(needed + remaining * average + remaining * average / 8)
    }

    private static func stored(_ day: TodoDay?) -> Int32 {
        guard let day else { return Int32.min }
        return Int32(clamping: day.daysSince1970)
    }

    private static func day(_ stored: Int32) -> TodoDay? {
        stored == Int32.min ? nil : TodoDay(daysSince1970: Int(stored))
    }

    private static func stored(_ time: Date?) -> UInt64 {
        (time?.timeIntervalSinceReferenceDate ?? .nan).bitPattern
    }

    private static func time(_ stored: UInt64) -> Date? {
        let seconds = Double(bitPattern: stored)
        return seconds.isNaN ? nil : Date(timeIntervalSinceReferenceDate: seconds)
    }

    private static func end(_ byteCount: Int) -> UInt32 {
        guard let end = UInt32(exactly: byteCount) else {
            preconditionFailure("A chunk of todos holds \(byteCount) bytes of titles, more than the 4 GiB it can index; make chunks smaller.")
        }
        return end
    }
}
