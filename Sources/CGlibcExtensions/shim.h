// What todo-tui needs from glibc that Swift's Glibc module leaves out (see TodoTUIMain):
// malloc.h, for `mallopt`, and nss.h, for `__nss_configure_lookup`.
#ifndef C_GLIBC_EXTENSIONS_SHIM_H
#define C_GLIBC_EXTENSIONS_SHIM_H

#include <malloc.h>
#include <nss.h>

#endif
