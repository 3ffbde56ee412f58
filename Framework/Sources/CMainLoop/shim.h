// What the main thread's loop (MainQueueLoop) needs from C that Swift does not see:
// libdispatch's hooks for a run loop that serves the main queue, and two Linux calls that
// glibc declares only for _GNU_SOURCE.
#ifndef C_MAIN_LOOP_SHIM_H
#define C_MAIN_LOOP_SHIM_H

#include <poll.h>
#include <signal.h>
#include <sys/types.h>
#include <time.h>

// libdispatch declares these two in its private header (queue_private.h), which the
// toolchain does not install; CoreFoundation's run loop uses them. On Linux the handle is
// an eventfd.

/// The descriptor libdispatch signals whenever work is added to the main queue; asking
/// for it makes libdispatch signal it from then on.
int _dispatch_get_main_queue_handle_4CF(void);

/// Runs the work waiting on the main queue, on the calling thread (the main thread).
void _dispatch_main_queue_callback_4CF(void *msg);

/// poll(2) with the signal mask `sigmask` in place while it waits (glibc 2.2.4).
int ppoll(struct pollfd *fds, nfds_t nfds, const struct timespec *timeout, const sigset_t *sigmask);

/// The calling thread's id; the main thread's is the process id (glibc 2.30).
pid_t gettid(void);

#endif
