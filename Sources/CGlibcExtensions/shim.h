// What todo-tui needs from glibc that Swift's Glibc module leaves out (see TodoTUIMain):
// malloc.h, for `mallopt`.
#ifndef C_GLIBC_EXTENSIONS_SHIM_H
#define C_GLIBC_EXTENSIONS_SHIM_H

#include <malloc.h>

#endif
