import Glibc

/// A signal ignored for a while, then given back its previous handling: Ctrl-\ is for
/// the program the terminal is lent to, and must not end the app (whose crash handler
/// would otherwise take SIGQUIT).
struct IgnoredSignal {
    private let signal: Int32
    private var previous = sigaction()

    init(_ signal: Int32) {
        self.signal = signal
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigemptyset(&ignore.sa_mask)
        sigaction(signal, &ignore, &previous)
    }

    func restore() {
        var previous = previous
        sigaction(signal, &previous, nil)
    }
}
