import Foundation
import Synchronization

/// The device's clock, passed to everything that needs the time.
///
/// Replay freezes it at `@now` and moves it only on `@wait`, which keeps transcripts
/// deterministic; an interactive session lets it follow the wall clock, and `:wait`
/// moves it on from there.
public final class DeviceClock: Sendable {
    private struct State {
        var base: Date
        var wallAtBase: Date
        var followsWall: Bool
    }
    private let state: Mutex<State>

    /// A frozen clock at `date`.
    public init(frozenAt date: Date) {
        state = Mutex(State(base: date, wallAtBase: Date(), followsWall: false))
    }

    /// A clock that runs with the wall clock.
    public init(runningFrom date: Date = Date()) {
        state = Mutex(State(base: date, wallAtBase: Date(), followsWall: true))
    }

    public var now: Date {
        state.withLock { s in
            s.followsWall ? s.base.addingTimeInterval(Date().timeIntervalSince(s.wallAtBase)) : s.base
        }
    }

    public func set(_ date: Date) {
        state.withLock { s in
            s.base = date
            s.wallAtBase = Date()
        }
    }

    public func advance(by interval: TimeInterval) {
        set(now.addingTimeInterval(interval))
    }
}
