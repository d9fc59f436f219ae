import CCurses
import Foundation

/// Puts the terminal back however the full screen ends: a normal exit, a signal that ends
/// the process (`ExitSignals` then ends curses before it exits), or a crash. Signal
/// handlers cannot capture Swift state; ending curses is all they do before the crash
/// takes its usual course.
enum TerminalGuard {
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGABRT, SIGILL, SIGFPE, SIGTRAP]

    static func install() {
        ExitSignals.cursesActive = true
        for number in crashSignals {
            signal(number) { received in
                endwin()
                // Show the cursor and leave the alternate screen even if endwin could not.
                let reset = "\u{1B}[?25h\u{1B}[?1049l\u{1B}[0m"
                _ = reset.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
                signal(received, SIG_DFL)
                raise(received)
            }
        }
        // Only while the screen is up: a second endwin after `remove` would leave the
        // alternate screen again, putting the cursor back over an error printed since.
        atexit { if ExitSignals.cursesActive { endwin() } }
    }

    static func remove() {
        ExitSignals.cursesActive = false
        for number in crashSignals { signal(number, SIG_DFL) }
    }
}
