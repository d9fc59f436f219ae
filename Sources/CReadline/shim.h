#ifndef SIRISIM_CREADLINE_SHIM_H
#define SIRISIM_CREADLINE_SHIM_H
// readline's header uses FILE without including stdio.h itself.
#include <stdio.h>
#include <stdlib.h>
#include <readline/readline.h>
#include <readline/history.h>

// readline keeps its state in C globals, which Swift 6 strict concurrency rejects.
static inline char *sirisim_rl_line_buffer(void) { return rl_line_buffer; }
static inline int sirisim_rl_point(void) { return rl_point; }
static inline int sirisim_rl_end(void) { return rl_end; }
static inline const char *sirisim_rl_prompt(void) { return rl_display_prompt; }
static inline void sirisim_rl_set_instream(FILE *f) { rl_instream = f; }
static inline void sirisim_rl_set_outstream(FILE *f) { rl_outstream = f; }
static inline void sirisim_rl_set_redisplay(rl_voidfunc_t *f) { rl_redisplay_function = f; }
static inline void sirisim_rl_set_getc(rl_getc_func_t *f) { rl_getc_function = f; }
static inline void sirisim_rl_set_input_available_hook(rl_hook_func_t *f) { rl_input_available_hook = f; }
static inline void sirisim_rl_set_completion(rl_completion_func_t *f) { rl_attempted_completion_function = f; }
static inline void sirisim_rl_set_completion_append(int c) { rl_completion_append_character = c; }
static inline void sirisim_rl_set_catch_signals(int on) { rl_catch_signals = on; rl_catch_sigwinch = on; }
static inline void sirisim_rl_set_change_environment(int on) { rl_change_environment = on; }
static inline void sirisim_rl_set_attempted_completion_over(int on) { rl_attempted_completion_over = on; }
static inline void sirisim_rl_set_prep_term(rl_vintfunc_t *prep, rl_voidfunc_t *deprep) { rl_prep_term_function = prep; rl_deprep_term_function = deprep; }
static inline void sirisim_rl_set_readline_name(const char *n) { rl_readline_name = n; }
static inline void sirisim_rl_done(void) { rl_done = 1; }
static inline void sirisim_rl_set_point(int p) { rl_point = p; }
static inline void sirisim_rl_set_display_matches_hook(rl_compdisp_func_t *f) { rl_completion_display_matches_hook = f; }
static inline void sirisim_rl_set_erase_empty_line(int on) { rl_erase_empty_line = on; }
static inline void sirisim_rl_set_already_prompted(int on) { rl_already_prompted = on; }
static inline int sirisim_history_length(void) { return history_length; }
static inline void sirisim_rl_set_sort_completion_matches(int on) { rl_sort_completion_matches = on; }
static inline void sirisim_rl_set_completer_word_break_characters(const char *c) { rl_completer_word_break_characters = (char *)c; }
// stdout is a C global; Swift 6 strict concurrency rejects it (the line mode checks its errors).
static inline FILE *sirisim_stdout(void) { return stdout; }
#endif
