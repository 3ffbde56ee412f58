import Glibc

/// The descriptors `MainQueueLoop` watches for input, and the calling of their handlers
/// for what one `poll` found.
///
/// Handlers run in the order the watches were made. One may stop any watch, its own
/// included, or start another: a stopped watch's handler is not called again, even for
/// input already found, and a new watch is polled from the next wait on.
@MainActor
final class WatchedDescriptors {
    /// A descriptor watched for input, with what to call when it has some.
    final class Watch {
        let descriptor: Int32
        let handler: @MainActor () -> Void

        init(descriptor: Int32, handler: @escaping @MainActor () -> Void) {
            self.descriptor = descriptor
            self.handler = handler
        }
    }

    private(set) var watches: [Watch] = []

    /// Calls `handler` whenever `descriptor` has input, hangs up or fails; level-
    /// triggered, so the handler must read what is pending.
    func watch(_ descriptor: Int32, handler: @escaping @MainActor () -> Void) -> Watch {
        let watch = Watch(descriptor: descriptor, handler: handler)
        watches.append(watch)
        return watch
    }

    func stopWatching(_ watch: Watch) {
        watches.removeAll { $0 === watch }
    }

    /// What to hand `poll`, one entry per watch, in the order of `watches`.
    func pollEntries() -> [pollfd] {
        watches.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
    }

    /// Calls the handlers of the watches `poll` found ready: `polled` is what
    /// `pollEntries()` gave, filled in by `poll`, for the watches as they were then.
    func serve(_ polled: some Sequence<pollfd>, for watched: [Watch]) {
        for (watch, entry) in zip(watched, polled) where entry.revents != 0 {
            // A handler may have stopped this watch: only those still watched run.
            guard watches.contains(where: { $0 === watch }) else { continue }
            if entry.revents & Int16(POLLNVAL) != 0 {
                // Closed under the watch: nothing will ever come.
                stopWatching(watch)
            } else {
                watch.handler()
            }
        }
    }
}
