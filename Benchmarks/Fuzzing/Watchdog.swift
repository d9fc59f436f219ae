import Foundation
import Synchronization

/// The input a fuzzing worker is on, and since when: read by the watchdog thread and by
/// the crash handler, which can only use what is already in memory.
enum Progress {
    static let index = Atomic<Int>(-1)
    static let started = Atomic<UInt64>(0)
    /// The report line a crash handler writes, formatted without allocating.
    nonisolated(unsafe) static let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
}

/// Watches a fuzzing worker: an input that runs past `limit` is reported as a hang, and a
/// crash (a trap, a stack overflow) as a crash, each with the input's index, before the
/// worker exits. The supervisor then goes on from the next input.
public enum Watchdog {
    public static func begin(_ index: Int) {
        Progress.started.store(DispatchTime.now().uptimeNanoseconds, ordering: .relaxed)
        Progress.index.store(index, ordering: .relaxed)
    }

    public static func end() {
        Progress.index.store(-1, ordering: .relaxed)
    }

    /// Starts the watchdog thread and the crash handlers (on a stack of their own, so that
    /// a stack overflow can still be reported).
    public static func install(limit: Duration) {
        let nanoseconds =
            UInt64(limit.components.seconds) * 1_000_000_000 + UInt64(limit.components.attoseconds / 1_000_000_000)
        let thread = Thread {
            while true {
                usleep(20_000)
                let index = Progress.index.load(ordering: .relaxed)
                guard index >= 0 else { continue }
                let elapsed = DispatchTime.now().uptimeNanoseconds &- Progress.started.load(ordering: .relaxed)
                if elapsed > nanoseconds, Progress.index.load(ordering: .relaxed) == index {
                    report("HANG", index, Int32(elapsed / 1_000_000))
                    _exit(3)
                }
            }
        }
        thread.start()

        let size = 1 << 16
        var stack = stack_t()
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        stack.ss_size = size
        stack.ss_flags = 0
        sigaltstack(&stack, nil)
        for number in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                Watchdog.report("CRASH", Progress.index.load(ordering: .relaxed), received)
                _exit(4)
            }
            action.sa_flags = Int32(SA_ONSTACK)
            sigaction(number, &action, nil)
        }
    }

    /// Writes "WORD index number\n" to stdout with nothing but `write`.
    static func report(_ word: StaticString, _ index: Int, _ number: Int32) {
        var length = 0
        func put(_ byte: UInt8) {
            if length < 63 {
                Progress.buffer[length] = byte
                length += 1
            }
        }
        func put(_ value: Int) {
            if value < 0 {
                put(UInt8(ascii: "-"))
                put(-value)
                return
            }
            if value >= 10 { put(value / 10) }
            put(UInt8(48 + value % 10))
        }
        for k in 0..<word.utf8CodeUnitCount { put(word.utf8Start[k]) }
        put(UInt8(ascii: " "))
        put(index)
        put(UInt8(ascii: " "))
        put(Int(number))
        put(UInt8(ascii: "\n"))
        _ = write(STDOUT_FILENO, Progress.buffer, length)
    }
}
