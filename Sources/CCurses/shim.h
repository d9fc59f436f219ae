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
#endif
