#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

// The wide-character API (wget_wch, setcchar, mvwadd_wch) is only declared when
// these are set before curses.h is read.
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <sys/ioctl.h>
#include <termios.h>

// Swift cannot import function-like macros; these wrap the few that the terminal
// layer needs.
static inline int cncurses_lines(void) { return LINES; }
static inline int cncurses_cols(void) { return COLS; }
static inline WINDOW *cncurses_stdscr(void) { return stdscr; }
static inline int cncurses_key_f(int n) { return KEY_F(n); }
static inline WINDOW *cncurses_curscr(void) { return curscr; }
static inline int cncurses_colors(void) { return COLORS; }

// tiparm takes its parameters as C variadic arguments, which Swift cannot pass.
static inline char *cncurses_tiparm1(const char *capability, int first) { return tiparm(capability, first); }
static inline char *cncurses_tiparm2(const char *capability, int first, int second) { return tiparm(capability, first, second); }

// glibc declares wcwidth only for X/Open builds, which the Swift Glibc module is not.
int wcwidth(wchar_t character);
static inline int cncurses_wcwidth(wchar_t character) { return wcwidth(character); }

// TIOCGWINSZ is a macro whose type Swift imports differently per platform; this asks the
// kernel for a terminal's size in one portable call. Returns 0 on success, -1 otherwise.
static inline int cncurses_window_size(int fd, int *rows, int *columns) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *rows = size.ws_row;
    *columns = size.ws_col;
    return 0;
}

#endif
