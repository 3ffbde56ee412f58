// The two functions libdispatch exports for a run loop that serves the main queue on the
// main thread, as CoreFoundation's run loop does. libdispatch declares them in its private
// header (queue_private.h), which the toolchain does not install, so they are declared
// here with the same signatures; on Linux the handle is an eventfd.
#ifndef C_DISPATCH_RUN_LOOP_SHIM_H
#define C_DISPATCH_RUN_LOOP_SHIM_H

/// The descriptor libdispatch signals whenever work is added to the main queue; asking
/// for it makes libdispatch signal it from then on.
int _dispatch_get_main_queue_handle_4CF(void);

/// Runs the work waiting on the main queue, on the calling thread (the main thread).
void _dispatch_main_queue_callback_4CF(void *msg);

#endif
