import Foundation
import IntentModel
import Synchronization

/// The result of calling into an app's handler.
enum HandlerOutcome<T: Sendable>: Sendable {
    case completed(T)
    case timedOut
    /// The handler does not adopt the protocol the call needs.
    case notAdopted
    /// The user stopped waiting (Ctrl-C in the full screen cancels the turn's task): what
    /// the handler answers later is let go, as SiriKit lets it go once Siri is dismissed.
    case cancelled
}

/// One completion handler handed to an app: the first call counts, a second is reported
/// (SiriKit treats it as a programming error), and none at all times out.
private final class CompletionGate<T: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<HandlerOutcome<T>, Never>?
        var calls = 0
        var timedOut = false
        var cancelled = false
        var timer: Task<Void, Never>?
    }
    private let state = Mutex(State())
    let method: String
    let faults: FaultSink

    init(method: String, faults: FaultSink) {
        self.method = method
        self.faults = faults
    }

    /// Keeps the continuation to resume; false (and resumed at once) when the call was
    /// cancelled before it started, so that the handler is not called at all.
    func arm(_ continuation: CheckedContinuation<HandlerOutcome<T>, Never>) -> Bool {
        let cancelled = state.withLock { s -> Bool in
            if !s.cancelled { s.continuation = continuation }
            return s.cancelled
        }
        if cancelled { continuation.resume(returning: .cancelled) }
        return !cancelled
    }

    /// The task waiting for the handler was cancelled: it stops waiting now.
    func cancel() {
        let (continuation, timer) = state.withLock { s in
            s.cancelled = true
            defer { s.continuation = nil }
            return (s.continuation, s.timer)
        }
        timer?.cancel()
        continuation?.resume(returning: .cancelled)
    }

    func startTimer(_ timeout: Duration) {
        let timer = Task { [weak self] in
            try? await Task.sleep(for: timeout)
            guard !Task.isCancelled else { return }
            self?.expire()
        }
        let alreadyDone = state.withLock { s -> Bool in
            s.timer = timer
            return s.continuation == nil
        }
        if alreadyDone { timer.cancel() }
    }

    func complete(_ value: T) {
        let (continuation, calls, timedOut, timer) = state.withLock { s in
            s.calls += 1
            defer { s.continuation = nil }
            return (s.continuation, s.calls, s.timedOut, s.timer)
        }
        if calls == 1, !timedOut {
            // After a cancel there is no continuation: the late answer is let go.
            timer?.cancel()
            continuation?.resume(returning: .completed(value))
        } else if timedOut, calls == 1 {
            faults.record(method, "completed after the \(method) call had timed out; the late result was ignored")
        } else {
            faults.record(method, "called its completion handler \(calls) times; only the first call counts")
        }
    }

    func notAdopted() {
        let continuation = state.withLock { s in
            defer { s.continuation = nil }
            return s.continuation
        }
        continuation?.resume(returning: .notAdopted)
    }

    private func expire() {
        let continuation = state.withLock { s -> CheckedContinuation<HandlerOutcome<T>, Never>? in
            guard s.calls == 0, let c = s.continuation else { return nil }
            s.timedOut = true
            s.continuation = nil
            return c
        }
        continuation?.resume(returning: .timedOut)
    }
}

/// Calls a handler method that reports through a completion handler, with a time limit;
/// cancelling the calling task stops the wait at once (`.cancelled`).
func callHandler<T: Sendable>(
    _ method: String, timeout: Duration, faults: FaultSink,
    _ body: @escaping (@escaping @Sendable (T) -> Void) -> Bool
) async -> HandlerOutcome<T> {
    let gate = CompletionGate<T>(method: method, faults: faults)
    return await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
            guard gate.arm(continuation) else { return }
            let adopted = body { value in gate.complete(value) }
            if adopted { gate.startTimer(timeout) } else { gate.notAdopted() }
        }
    } onCancel: {
        gate.cancel()
    }
}
