import Foundation

/// A thread whose end ``join()`` waits for: Foundation's threads offer no such wait, and a
/// stopped link must leave no thread behind, not even one about to end.
struct JoinableThread: Sendable {
    private let thread: pthread_t

    /// Starts `body` on a new thread called `name`, as `/proc/self/task/*/comm` shows it
    /// (the kernel keeps 15 bytes), and returns once the thread has its name.
    init(named name: String, _ body: @escaping @Sendable () -> Void) throws {
        let named = DispatchSemaphore(value: 0)
        let context = Unmanaged.passRetained(Body(name: name, named: named, run: body)).toOpaque()
        var thread = pthread_t()
        let created = pthread_create(&thread, nil, { context in
            let body = Unmanaged<Body>.fromOpaque(context!).takeRetainedValue()
            // Foundation names the thread it is called on (pthread_setname_np, which glibc
            // declares only for _GNU_SOURCE).
            Thread.current.name = body.name
            body.named.signal()
            body.run()
            return nil
        }, context)
        guard created == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            throw PostgresCommand.Failure(description: "pthread_create: \(String(cString: strerror(created)))")
        }
        self.thread = thread
        named.wait()
    }

    /// Waits until the thread has ended. Call it once.
    func join() {
        pthread_join(thread, nil)
    }

    private final class Body {
        let name: String
        let named: DispatchSemaphore
        let run: @Sendable () -> Void

        init(name: String, named: DispatchSemaphore, run: @escaping @Sendable () -> Void) {
            self.name = name
            self.named = named
            self.run = run
        }
    }
}
