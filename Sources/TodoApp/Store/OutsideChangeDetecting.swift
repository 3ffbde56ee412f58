/// A store that other programs may change at the same time (another todo-tui on the same
/// database), and that can tell when they have.
protocol OutsideChangeDetecting: TodoStore {
    /// A number that stays the same until another program commits a change to the
    /// store, and differs after. Changes made through this store leave it alone.
    func outsideChangeMark() async throws -> Int
}
