import Foundation

/// The socket calls the link makes, on 127.0.0.1 only. Every socket is close-on-exec as it
/// is made: a program a test starts meanwhile (a server, tmux) must not inherit one and keep
/// a cut connection open.
enum LinkSocket {
    /// A listening socket on a port the kernel picks, which stays the link's until closed.
    static func listen() throws -> (descriptor: Int32, port: Int) {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue | SOCK_NONBLOCK.rawValue), 0)
        guard socket >= 0 else { throw failure("socket") }
        var address = loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(socket, pointer, length) == 0 && Glibc.listen(socket, 128) == 0 && getsockname(socket, pointer, &length) == 0
            }
        }
        guard listening else {
            let error = failure("listen")
            Glibc.close(socket)
            throw error
        }
        return (socket, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// A connection waiting on `listener`, non-blocking and close-on-exec from the start;
    /// -1 with `errno` set if none.
    static func accept(_ listener: Int32) -> Int32 {
        accept4(listener, nil, nil, Int32(SOCK_CLOEXEC.rawValue | SOCK_NONBLOCK.rawValue))
    }

    /// accept(2) with flags, which glibc declares only for _GNU_SOURCE: found by name.
    private static let accept4 = unsafeBitCast(
        dlsym(nil, "accept4"),
        to: (@convention(c) (Int32, UnsafeMutablePointer<sockaddr>?, UnsafeMutablePointer<socklen_t>?, Int32) -> Int32).self
    )

    /// A non-blocking connection to `port`, or nil if nothing answers there within 2 s.
    static func connect(port: Int) -> Int32? {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        guard socket >= 0 else { return nil }
        // A connect blocks the link's thread: on this machine it is answered at once, but
        // a target whose backlog is full would keep it for minutes.
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = loopback(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard connected else {
            Glibc.close(socket)
            return nil
        }
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        return socket
    }

    /// Closes `socket`: with a reset (RST) when `resetting`, else with an end (FIN), as a
    /// process's sockets close when it exits.
    static func close(_ socket: Int32, resetting: Bool) {
        if resetting {
            var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
            setsockopt(socket, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
        }
        Glibc.close(socket)
    }

    /// Makes the kernel drop every packet that reaches `socket` before TCP sees it, or stop
    /// dropping them: a socket filter (classic BPF) of one instruction, `ret #0`, which
    /// keeps nothing of a packet. Nothing is acknowledged or answered, so the peer's
    /// retransmissions, keepalives and timeouts run as across a dead network. Any process
    /// may filter its own sockets.
    static func setDropping(_ dropping: Bool, _ socket: Int32) {
        var result: Int32
        if dropping {
            var dropAll = FilterInstruction(code: 0x06 /* BPF_RET | BPF_K */, jumpIfTrue: 0, jumpIfFalse: 0, constant: 0)
            result = withUnsafeMutablePointer(to: &dropAll) { instruction in
                var program = FilterProgram(length: 1, instructions: instruction)
                return setsockopt(socket, SOL_SOCKET, SO_ATTACH_FILTER, &program, socklen_t(MemoryLayout<FilterProgram>.size))
            }
        } else {
            var unused: Int32 = 0
            result = setsockopt(socket, SOL_SOCKET, SO_DETACH_FILTER, &unused, socklen_t(MemoryLayout<Int32>.size))
        }
        // Detaching from a socket that has no filter fails, harmlessly; failing to attach
        // would make the blackhole a lie.
        precondition(
            !dropping || result == 0,
            "ServerLink: this kernel refused a socket filter (\(String(cString: strerror(errno)))); a blackhole needs SO_ATTACH_FILTER"
        )
    }

    /// Waits until everything sent on `sockets` is acknowledged, or `timeout` has passed.
    static func waitUntilAcknowledged(_ sockets: [Int32], within timeout: Duration) {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var waiting = sockets
        while true {
            waiting.removeAll { socket in
                var info = tcp_info()
                var length = socklen_t(MemoryLayout<tcp_info>.size)
                return getsockopt(socket, Int32(IPPROTO_TCP), TCP_INFO, &info, &length) != 0 || info.tcpi_unacked == 0
            }
            guard !waiting.isEmpty, clock.now < deadline else { return }
            usleep(1000)
        }
    }

    /// Sends each write at once: the protocol's small messages, held back by Nagle's
    /// algorithm until the last is acknowledged, would each wait for a delayed ACK.
    static func sendAtOnce(_ socket: Int32) {
        var on: Int32 = 1
        setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
    }

    /// `struct sock_filter` of <linux/filter.h>, which Swift's Glibc does not import.
    private struct FilterInstruction {
        var code: UInt16
        var jumpIfTrue: UInt8
        var jumpIfFalse: UInt8
        var constant: UInt32
    }

    /// `struct sock_fprog`.
    private struct FilterProgram {
        var length: UInt16
        var instructions: UnsafeMutablePointer<FilterInstruction>
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return address
    }

    private static func failure(_ call: String) -> PostgresCommand.Failure {
        PostgresCommand.Failure(description: "\(call): \(String(cString: strerror(errno)))")
    }
}
