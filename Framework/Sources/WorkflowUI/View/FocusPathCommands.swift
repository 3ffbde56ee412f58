/// The commands of each view on a focus path, innermost first, up to and including the
/// first view that captures the keys: what the footer's hints are made from.
///
/// Two of them are the same when they hold the same views giving the very same command
/// lists (one array's storage, not equal contents). A view that keeps its commands while
/// they stay the same (`TodoListView`'s, the back stack's bar buttons) then spares the
/// footer its hints being made again on every frame.
@MainActor
struct FocusPathCommands {
    private var entries: [Entry] = []

    private struct Entry {
        let view: ObjectIdentifier
        let commands: [KeyCommand]
        let capturesKeys: Bool
    }

    /// The commands on the focus path from `root` down.
    init(from root: TerminalView) {
        var path: [TerminalView] = [root]
        while let child = path[path.count - 1].focusedChild { path.append(child) }
        entries.reserveCapacity(path.count)
        for view in path.reversed() {
            let capturesKeys = view.capturesKeys
            entries.append(Entry(view: ObjectIdentifier(view), commands: view.keyCommands, capturesKeys: capturesKeys))
            if capturesKeys { break }
        }
    }

    /// The footer's hints for every key that works: the focused view's first, then each
    /// container's whose keys are not all taken nearer in.
    var hints: [KeyHint] {
        var hints: [KeyHint] = []
        forEachHintedCommand { _, hint in hints.append(hint) }
        return hints
    }

    /// The commands behind `hints`, in the same order: what a click on a hint runs.
    var hintedCommands: [KeyCommand] {
        var commands: [KeyCommand] = []
        forEachHintedCommand { command, _ in commands.append(command) }
        return commands
    }

    private func forEachHintedCommand(_ body: (KeyCommand, KeyHint) -> Void) {
        var taken: [KeyEvent] = []
        for (index, entry) in entries.enumerated() {
            let isFocusedView = index == 0
            for command in entry.commands {
                // The focused view's commands are all shown, even one whose binding was set
                // to no key at all; further out, one whose keys are all taken is not.
                let isReachable = isFocusedView || !command.keys.allSatisfy(taken.contains)
                if isReachable, let hint = command.hint { body(command, hint) }
            }
            for command in entry.commands { taken.append(contentsOf: command.keys) }
        }
    }

    /// Whether `other` holds the same views, capturing keys alike, giving the same arrays.
    func isSame(as other: Self) -> Bool {
        guard entries.count == other.entries.count else { return false }
        for (mine, theirs) in zip(entries, other.entries) {
            guard mine.view == theirs.view, mine.capturesKeys == theirs.capturesKeys,
                mine.commands.sharesStorage(with: theirs.commands)
            else { return false }
        }
        return true
    }
}

extension Array {
    /// Whether both are one array, not a copy: the same storage holds the same elements,
    /// since an array's storage shared by two values is never written in place. Cheaper
    /// than `==`, which compares every element of two equal arrays made apart; a view
    /// keeping what it drew last can tell with it that its input is unchanged.
    ///
    /// ```swift
    /// if rows.sharesStorage(with: drawnRows) { return }  // nothing new to draw
    /// ```
    // Inlinable, so that a caller in another module compares its own element type's
    // buffers without asking the runtime for the array's witness tables.
    @inlinable
    public func sharesStorage(with other: Self) -> Bool {
        guard count == other.count else { return false }
        guard !isEmpty else { return true }
        return withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }
}

/// The footer's hints, made again only when the commands on the focus path are no longer
/// the same arrays as when they were last made.
@MainActor
struct KeyHintsMemo {
    private var madeFrom: FocusPathCommands?
    private var made: [KeyHint] = []

    mutating func hints(below root: TerminalView) -> [KeyHint] {
        let commands = FocusPathCommands(from: root)
        if madeFrom.map(commands.isSame(as:)) != true {
            made = commands.hints
            madeFrom = commands
        }
        return made
    }
}
