#ifndef SIRISIM_CCURSES_SHIM_H
#define SIRISIM_CCURSES_SHIM_H
// SwiftPM drops pkg-config's flags for ncursesw, so ask for the wide API here.
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// stdscr is a C global; Swift 6 strict concurrency rejects it.
static inline WINDOW *sirisim_stdscr(void) { return stdscr; }
// getmaxyx is a macro.
static inline int sirisim_rows(WINDOW *w) { int y, x; getmaxyx(w, y, x); (void)x; return y; }
static inline int sirisim_cols(WINDOW *w) { int y, x; getmaxyx(w, y, x); (void)y; return x; }
// Attribute macros expand to bit arithmetic Swift cannot import.
static inline attr_t sirisim_a_bold(void) { return A_BOLD; }
static inline attr_t sirisim_a_dim(void) { return A_DIM; }
static inline attr_t sirisim_a_reverse(void) { return A_REVERSE; }
static inline attr_t sirisim_a_underline(void) { return A_UNDERLINE; }
static inline attr_t sirisim_color_pair(int n) { return COLOR_PAIR(n); }
// ERR and OK are macros.
static inline int sirisim_err(void) { return ERR; }
// KEY_* codes are macros.
static inline int sirisim_key_resize(void) { return KEY_RESIZE; }
static inline int sirisim_key_up(void) { return KEY_UP; }
static inline int sirisim_key_down(void) { return KEY_DOWN; }
static inline int sirisim_key_left(void) { return KEY_LEFT; }
static inline int sirisim_key_right(void) { return KEY_RIGHT; }
static inline int sirisim_key_ppage(void) { return KEY_PPAGE; }
static inline int sirisim_key_npage(void) { return KEY_NPAGE; }
static inline int sirisim_key_backspace(void) { return KEY_BACKSPACE; }
static inline int sirisim_key_enter(void) { return KEY_ENTER; }
// COLORS and COLOR_PAIRS are globals.
static inline int sirisim_colors(void) { return COLORS; }
// Line-drawing characters are globals (acs_map).
static inline chtype sirisim_acs_hline(void) { return ACS_HLINE; }
static inline chtype sirisim_acs_vline(void) { return ACS_VLINE; }
// COLOR_* are macros.
static inline short sirisim_color_black(void) { return COLOR_BLACK; }
static inline short sirisim_color_red(void) { return COLOR_RED; }
static inline short sirisim_color_green(void) { return COLOR_GREEN; }
static inline short sirisim_color_yellow(void) { return COLOR_YELLOW; }
static inline short sirisim_color_blue(void) { return COLOR_BLUE; }
static inline short sirisim_color_magenta(void) { return COLOR_MAGENTA; }
static inline short sirisim_color_cyan(void) { return COLOR_CYAN; }
static inline short sirisim_color_white(void) { return COLOR_WHITE; }
// LINES and COLS are globals.
static inline int sirisim_screen_lines(void) { return LINES; }
static inline int sirisim_screen_cols(void) { return COLS; }
// ESCDELAY is a global.
static inline void sirisim_set_escdelay(int ms) { ESCDELAY = ms; }
#include <langinfo.h>
// wcwidth needs _XOPEN_SOURCE, which the module's own flags do not set.
int wcwidth(wchar_t c);
static inline int sirisim_wcwidth(unsigned int c) { return wcwidth((wchar_t)c); }
// nl_langinfo(CODESET) tells whether the locale speaks UTF-8.
static inline int sirisim_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset && (codeset[0] == 'U' || codeset[0] == 'u') && (codeset[1] == 'T' || codeset[1] == 't');
}
// Whether TERM names a terminal this machine's terminfo knows: setupterm with a status
// reports an unknown one, where initscr would print ncurses' message and exit. Its
// prototype lives in term.h, whose macros (lines, columns, ...) would clash with Swift.
extern int setupterm(const char *term, int fd, int *status);
static inline int sirisim_terminal_is_known(void) { int status = 0; return setupterm((const char *)0, 1, &status) == 0 && status == 1; }
#endif
