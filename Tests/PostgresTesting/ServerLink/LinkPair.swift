import Foundation

/// One client's connection through the link and the link's connection to the target for
/// it, with the bytes read from one and not yet written to the other, each way. An end
/// (FIN) is passed on once what came before it is; an error resets both.
final class LinkPair {
    let client: Int32
    let server: Int32
    private var upstream = Flow()
    private var downstream = Flow()
    private(set) var isClosed = false

    init(client: Int32, server: Int32) {
        self.client = client
        self.server = server
        LinkSocket.sendAtOnce(client)
        LinkSocket.sendAtOnce(server)
    }

    /// What to poll for: the client's socket then the server's. A socket with nothing to
    /// wait for is left out (-1), so that a hang-up it reports cannot spin the loop.
    func interest() -> [pollfd] {
        func entry(_ socket: Int32, reading: Flow, writing: Flow) -> pollfd {
            let events = (reading.wantsInput ? Int16(POLLIN) : 0) | (writing.wantsOutput ? Int16(POLLOUT) : 0)
            return pollfd(fd: events == 0 ? -1 : socket, events: events, revents: 0)
        }
        return [entry(client, reading: upstream, writing: downstream), entry(server, reading: downstream, writing: upstream)]
    }

    /// Moves what it can each way, given what `poll` said of each socket.
    func pump(client clientEvents: Int16, server serverEvents: Int16) {
        let failed = Int16(POLLERR | POLLNVAL)
        guard clientEvents & failed == 0, serverEvents & failed == 0,
              upstream.pump(from: client, readable: clientEvents != 0, to: server),
              downstream.pump(from: server, readable: serverEvents != 0, to: client)
        else { return close(resetting: true) }
        if upstream.isEnded && downstream.isEnded { close(resetting: false) }
    }

    func setDropping(_ dropping: Bool) {
        LinkSocket.setDropping(dropping, client)
        LinkSocket.setDropping(dropping, server)
    }

    func close(resetting: Bool) {
        guard !isClosed else { return }
        isClosed = true
        LinkSocket.close(client, resetting: resetting)
        LinkSocket.close(server, resetting: resetting)
    }

    /// One way's bytes: read when none wait, written as the other end takes them.
    private struct Flow {
        var pending: [UInt8] = []
        var sourceEnded = false
        /// The end has been passed on.
        var isEnded = false

        var wantsInput: Bool { pending.isEmpty && !sourceEnded }
        var wantsOutput: Bool { !pending.isEmpty }

        /// False when either socket failed.
        mutating func pump(from source: Int32, readable: Bool, to destination: Int32) -> Bool {
            if readable && wantsInput {
                var failed = false
                pending = [UInt8](unsafeUninitializedCapacity: 65536) { buffer, count in
                    let read = recv(source, buffer.baseAddress, buffer.count, 0)
                    count = max(read, 0)
                    if read == 0 { sourceEnded = true }
                    failed = read < 0 && errno != EAGAIN && errno != EINTR
                }
                if failed { return false }
            }
            while !pending.isEmpty {
                let written = pending.withUnsafeBytes { send(destination, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if written > 0 {
                    pending.removeFirst(written)
                } else if errno == EAGAIN || errno == EINTR {
                    break
                } else {
                    return false
                }
            }
            if sourceEnded && pending.isEmpty && !isEnded {
                shutdown(destination, Int32(SHUT_WR))
                isEnded = true
            }
            return true
        }
    }
}
