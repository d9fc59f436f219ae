import CCurses
import Formats
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
    /// The outputs to move into place if a signal ends the process, as C strings and
    /// numbers that the handler can use without Swift's runtime.
    nonisolated(unsafe) private static var moves: UnsafeMutablePointer<SignalMove>?
    nonisolated(unsafe) private static var moveCount = 0
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
        if let moves = ExitSignals.moves {
            for index in 0..<ExitSignals.moveCount { moves[index].finish() }
        }
        _exit(128 + received)
    }

    /// The outputs (a recording, a trace) to move into place if a signal ends the process,
    /// each with the check `OutputFile.commit` makes: a destination that something else
    /// wrote meanwhile is left alone. An empty list forgets them.
    public static func moveOnExit(_ pending: [OutputFile.PendingMove]) {
        let old = moves
        let oldCount = moveCount
        moveCount = 0
        moves = nil
        if let old {
            for index in 0..<oldCount { old[index].release() }
            old.deallocate()
        }
        guard !pending.isEmpty else { return }
        let made = UnsafeMutablePointer<SignalMove>.allocate(capacity: pending.count)
        for (index, move) in pending.enumerated() { (made + index).initialize(to: SignalMove(move)) }
        moves = made
        moveCount = pending.count
    }
}

/// One move into place, kept for a signal handler: only async-signal-safe calls (stat,
/// link, rename, unlink) on C strings made beforehand.
struct SignalMove {
    var from: UnsafeMutablePointer<CChar>
    var to: UnsafeMutablePointer<CChar>
    var expected: FileIdentity?

    init(_ move: OutputFile.PendingMove) {
        from = strdup(move.from)
        to = strdup(move.to)
        expected = move.expected
    }

    func finish() {
        guard let expected else {
            // Nothing was there: the name is taken only if it is still free.
            if link(from, to) == 0 { unlink(from) }
            return
        }
        var info = stat()
        guard stat(to, &info) == 0, UInt64(info.st_dev) == expected.device, UInt64(info.st_ino) == expected.inode,
            Int(info.st_size) == expected.size, info.st_mtim.tv_sec == expected.modified.tv_sec,
            info.st_mtim.tv_nsec == expected.modified.tv_nsec
        else { return }
        rename(from, to)
    }

    func release() {
        free(from)
        free(to)
    }
}
