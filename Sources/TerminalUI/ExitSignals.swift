import CCurses
import Foundation

/// Ends the process cleanly on SIGINT, SIGTERM, SIGHUP and SIGQUIT, in every front end
/// and command: the terminal is put back, a recording in progress is moved into place,
/// and the process exits with 128 + the signal's number. (Without this, Swift's runtime
/// answers SIGQUIT with a backtrace and the process hangs on its input.)
///
/// Signal handlers cannot capture Swift state, so what they need is kept in static
/// storage, set before the signals can matter; they call only async-signal-safe functions.
public enum ExitSignals {
    static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    nonisolated(unsafe) private static var renameFrom: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var renameTo: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) static var cursesActive = false

    /// Installs the handlers, and ignores SIGPIPE (a closed pipe is an error to report).
    public static func install() {
        signal(SIGPIPE, SIG_IGN)
        for number in handled {
            signal(number) { received in
                ExitSignals.leave(received)
            }
        }
    }

    /// What the handler does: exactly the same for every handled signal.
    static func leave(_ received: Int32) {
        if ExitSignals.cursesActive {
            endwin()
            let reset = "\u{1B}[?25h\u{1B}[?1049l\u{1B}[0m"
            _ = reset.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
        }
        if let from = ExitSignals.renameFrom, let to = ExitSignals.renameTo {
            rename(from, to)
        }
        _exit(128 + received)
    }

    /// A file to move into place if a signal ends the process (a recording's temporary
    /// file onto the transcript); nil forgets it.
    public static func moveOnExit(from: String?, to: String?) {
        let oldFrom = renameFrom, oldTo = renameTo
        renameFrom = nil
        renameTo = nil
        free(oldFrom)
        free(oldTo)
        if let from, let to {
            let newTo = strdup(to)
            renameTo = newTo
            renameFrom = strdup(from)
        }
    }
}
