/// Which part of a user's list the app holds, and what it knows of the rest.
///
/// Whatever its length, a list is held as a window of rows in one view's order (its
/// filter, sort and search, read from the store with
/// ``TodoStore/page(of:after:limit:)``), which grows a page at a time as the selection
/// nears one of its edges; what lies outside it is known by counts alone. A short list
/// fits in one window whole, and is found, filtered and sorted by the store all the same.
///
/// ```swift
/// var window = ListWindow.unread
/// window.reachesEnd = false
/// window.took(37, of: 37, at: .end, limit: 200)
/// window.reachesEnd    // true: fewer than asked for came
/// ```
struct ListWindow: Equatable, Sendable {
    /// What the rows were read for; nil before the first read.
    var criteria: ListCriteria?
    /// How many todos the view shows before the first row held; nil while not known
    /// (a window read around a todo).
    var before: Int?
    /// How many todos the view shows in the store, when counted.
    var storeTotal: Int?
    /// How many of the rows held came from the store (before local changes).
    var readCount: Int
    var reachesStart: Bool
    var reachesEnd: Bool
    /// How many todos the user has, whatever the view; nil before the first read.
    var everyTodoCount: Int?
    /// The highest position of the user's todos in the store when read: where a new
    /// todo goes after, though the rows held may not reach the end of the list.
    var maxPosition: Int?
    /// Which read of the list this window came from, counted by the list: rows of
    /// different reads have nothing in common, rows of one read keep their order.
    var readNumber = 0
    /// How far the rows read have moved down since the read: the rows put before them
    /// (pages read past the start), less those dropped from the start. A view keeps
    /// what it shows in place as a page arrives above it.
    var startShift = 0

    /// No rows yet: the list before its first read.
    static let unread = ListWindow(
        criteria: nil, before: 0, storeTotal: nil, readCount: 0, reachesStart: true, reachesEnd: true, everyTodoCount: nil, maxPosition: nil
    )

    /// A side of the window, where a page is read next.
    enum Edge: Equatable, Sendable {
        case start
        case end
    }

    /// How near an edge (in rows) the selection gets before the page beyond is read.
    static let margin = 50

    /// The most rows a window holds: past it, each page read drops as many rows from the
    /// other side, so scrolling through a million todos holds no more than a few pages.
    static let heldLimit = 1_000

    /// Takes `kept` of the `read` rows read past `edge` (the others were held already),
    /// of the `limit` asked for: fewer than asked for means the list ends there.
    mutating func took(_ kept: Int, of read: Int, at edge: Edge, limit: Int) {
        readCount += kept
        switch edge {
        case .end:
            if read < limit { reachesEnd = true }
        case .start:
            startShift += kept
            before = before.map { max(0, $0 - kept) }
            if read < limit {
                reachesStart = true
                before = 0
            }
        }
    }

    /// Lets go of `count` rows at `edge`, `shown` of which the list showed (the others
    /// left the view here, marked done under Open), which are read again if the
    /// selection comes back to them.
    mutating func dropped(_ count: Int, shown: Int, at edge: Edge) {
        guard count > 0 else { return }
        readCount = max(0, readCount - count)
        // The store counted those that left the view; the rows held no longer say so.
        storeTotal = storeTotal.map { max(0, $0 - (count - shown)) }
        switch edge {
        case .start:
            before = before.map { $0 + shown }
            startShift -= shown
            reachesStart = false
        case .end:
            reachesEnd = false
        }
    }
}
