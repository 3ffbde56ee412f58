// What todo-tui needs from C that Swift's Glibc module leaves out: glibc's malloc.h, for
// `mallopt` (see TodoTUIMain).
#ifndef C_MALLOC_SHIM_H
#define C_MALLOC_SHIM_H

#include <malloc.h>

#endif
