import Foundation

/// The link's thread: accepts clients, connects each to the target, and copies bytes both
/// ways, all in one `poll` loop, in the mode ``LinkControl`` asks for.
///
/// Handed to its thread as it starts and touched by that thread alone.
final class LinkRelay: @unchecked Sendable {
    private let listener: Int32
    private let wake: Int32
    private let targetPort: Int
    private let control: LinkControl
    private var mode = LinkMode.forwarding
    private var pairs: [LinkPair] = []

    init(listener: Int32, wake: Int32, targetPort: Int, control: LinkControl) {
        self.listener = listener
        self.wake = wake
        self.targetPort = targetPort
        self.control = control
    }

    /// Runs until asked to stop, then closes everything it has.
    func run() {
        while mode != .stopped {
            // While blackholed the sockets are left alone: the kernel drops what reaches
            // them, and what they hold waits for the link to be restored.
            let isForwarding = mode == .forwarding
            var descriptors = [pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
            descriptors.append(pollfd(fd: mode == .cut(.blackhole) ? -1 : listener, events: Int16(POLLIN), revents: 0))
            if isForwarding { descriptors += pairs.flatMap { $0.interest() } }
            while poll(&descriptors, nfds_t(descriptors.count), -1) == -1 && errno == EINTR {}

            if descriptors[0].revents != 0 {
                var bytes = [UInt8](repeating: 0, count: 64)
                _ = read(wake, &bytes, bytes.count)
                control.take(enter)
                // What was polled may be closed now: poll again.
                continue
            }
            if isForwarding {
                for (index, pair) in pairs.enumerated() {
                    pair.pump(client: descriptors[2 + 2 * index].revents, server: descriptors[3 + 2 * index].revents)
                }
                pairs.removeAll { $0.isClosed }
            }
            if descriptors[1].revents != 0 { acceptWaiting() }
        }
        close(listener)
        close(wake)
    }

    private func enter(_ next: LinkMode) {
        if mode == .cut(.blackhole) {
            LinkSocket.setDropping(false, listener)
            for pair in pairs { pair.setDropping(false) }
        }
        switch next {
        case .forwarding:
            break
        case .cut(.blackhole):
            // A client whose connection the kernel has completed is taken in first, so that
            // no connection escapes the filters.
            acceptWaiting()
            // What the link sent and has not seen acknowledged, its kernel would send again
            // through the blackhole, and each time the client would take it as a sign of life
            // (its keepalives start again): the acknowledgements come first.
            LinkSocket.waitUntilAcknowledged(pairs.flatMap { [$0.client, $0.server] }, within: .seconds(1))
            LinkSocket.setDropping(true, listener)
            for pair in pairs { pair.setDropping(true) }
        case .cut(let cut):
            for pair in pairs { pair.close(resetting: cut == .reset) }
            pairs = []
        case .stopped:
            for pair in pairs { pair.close(resetting: true) }
            pairs = []
        }
        mode = next
    }

    /// Takes every connection waiting on the listener: forwards it, or cuts it as the mode
    /// says. A cut link keeps listening, so that its port stays its own (a port let go could
    /// be taken by any program's outgoing connection): a client's connection is accepted
    /// and cut at once, which libpq reports as a failure to connect, as it does a refusal.
    private func acceptWaiting() {
        while true {
            let client = LinkSocket.accept(listener)
            if client < 0 {
                if errno == EINTR || errno == ECONNABORTED { continue }
                return
            }
            guard mode == .forwarding, let server = LinkSocket.connect(port: targetPort) else {
                // A target that does not answer is a refusal too.
                LinkSocket.close(client, resetting: mode != .cut(.close))
                continue
            }
            pairs.append(LinkPair(client: client, server: server))
        }
    }
}
