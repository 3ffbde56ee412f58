/// Waits until `condition` holds, giving other tasks (workers) a chance to run, or
/// until the deadline passes. Returns whether the condition came true.
@MainActor
func eventually(within limit: Duration = .seconds(60), _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return true
}
