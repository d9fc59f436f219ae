import CCurses
import Foundation

/// Puts the terminal back however the program ends: a normal exit, SIGTERM, SIGHUP, or a
/// crash. Signal handlers cannot capture Swift state; ending curses is all they do before
/// the signal takes its usual course.
enum TerminalGuard {
    static let signals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGSEGV, SIGBUS, SIGABRT, SIGILL, SIGFPE, SIGTRAP]

    static func install() {
        for number in signals {
            signal(number) { received in
                endwin()
                // Show the cursor and leave the alternate screen even if endwin could not.
                let reset = "\u{1B}[?25h\u{1B}[?1049l\u{1B}[0m"
                _ = reset.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
                signal(received, SIG_DFL)
                raise(received)
            }
        }
        atexit { endwin() }
    }

    static func remove() {
        for number in signals { signal(number, SIG_DFL) }
    }
}
