import Dispatch
import Glibc
import TerminalCore

/// Another program run on the terminal while the app lends it: started with the
/// terminal as its standard input and output and every signal at its default, and
/// waited for off the main actor.
///
/// It stays in the app's process group, which is the terminal's foreground group, so
/// it reads the terminal, and Ctrl-C, Ctrl-Z and window-size changes reach it as they
/// would from a shell.
enum ForegroundProgram {
    /// Starts `arguments[0]`, looked up on `PATH`, with the rest as its arguments, and
    /// returns its process id.
    static func start(
        _ arguments: [String], environment: [String: String]?, input: Int32, output: Int32
    ) throws(TerminalHandoffError) -> pid_t {
        guard let program = arguments.first, !program.isEmpty else {
            throw .couldNotStart(program: "", reason: "no program was named")
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A signal the app handles goes back to its default on exec by itself, but one
        // it ignores (SIGQUIT while a program runs, say) would stay ignored: the program
        // gets them all back at their defaults, and none blocked.
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if input != STDIN_FILENO { posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO) }
        if output != STDOUT_FILENO { posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO) }

        let argv = CStringArray(arguments)
        let envp = environment.map { CStringArray($0.map { "\($0.key)=\($0.value)" }) }
        defer {
            argv.free()
            envp?.free()
        }
        var pid: pid_t = 0
        let status = if let envp {
            posix_spawnp(&pid, program, &actions, &attributes, argv.pointers, envp.pointers)
        } else {
            posix_spawnp(&pid, program, &actions, &attributes, argv.pointers, environ)
        }
        guard status == 0 else {
            throw .couldNotStart(program: program, reason: String(cString: strerror(status)))
        }
        return pid
    }

    /// How the program `pid` ended, once it has. The wait blocks a thread of its own, not
    /// the main actor, which carries on meanwhile.
    static func waitForExit(of pid: pid_t, program: String) async throws(TerminalHandoffError) -> ProgramExit {
        let outcome: Result<ProgramExit, TerminalHandoffError> = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: blockingWait(for: pid, program: program))
            }
        }
        return try outcome.get()
    }

    private static func blockingWait(for pid: pid_t, program: String) -> Result<ProgramExit, TerminalHandoffError> {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else {
                return .failure(.couldNotWait(program: program, reason: String(cString: strerror(errno))))
            }
        }
        // WIFEXITED and friends are macros Swift does not import: the low seven bits
        // are the signal that ended the program, 0 when it exited; the next eight its
        // exit status.
        let signal = status & 0x7F
        return .success(signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal))
    }
}

/// A NULL-terminated array of C strings, as `posix_spawn` takes its arguments and
/// environment. Free it once the call is done.
private struct CStringArray {
    let pointers: [UnsafeMutablePointer<CChar>?]

    init(_ strings: [String]) {
        pointers = strings.map { strdup($0) } + [nil]
    }

    func free() {
        for pointer in pointers { Glibc.free(pointer) }
    }
}
