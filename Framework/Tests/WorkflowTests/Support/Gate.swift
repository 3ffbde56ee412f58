/// A door that workers wait at until the test opens it, so a test decides exactly when
/// a worker finishes.
actor Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private(set) var arrivals = 0

    func wait() async {
        arrivals += 1
        guard !isOpen else { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}

/// Counts events from workers, which run off the main actor.
actor Counter {
    private(set) var value = 0
    func increment() { value += 1 }
}
