import Foundation

/// A store that other programs may change at the same time (another todo-tui on the same
/// database), and that can tell when they have.
protocol OutsideChangeDetecting: TodoStore {
    /// A number that stays the same until another program commits a change to the
    /// store, and differs after. Changes made through this store leave it alone.
    func outsideChangeMark() async throws -> Int

    /// The directory whose files another program writes when it changes the store,
    /// watched instead of asking every second; nil when there is none to watch.
    var changedFilesDirectory: URL? { get }
}

extension OutsideChangeDetecting {
    var changedFilesDirectory: URL? { nil }
}
