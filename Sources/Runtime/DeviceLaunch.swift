import Synchronization

/// The last part of a device's boot: the apps' data put in the state (for an app the state
/// does not have yet) and each app launched (vocabulary, Spotlight, launch donations).
///
/// Every file has been read and checked before this runs, so what is left can fail only
/// in storing. A device boots with it done, except for the full screen, which shows its
/// first prompt first and runs this on another core (`DeviceConfiguration.launchLater`):
/// with 100,000 media items the inserts alone take about 0.3 s. The first request, a
/// command or a Tab completion waits for it. It runs once; later calls give its outcome.
public final class DeviceLaunch: Sendable {
    private enum State {
        case pending(@Sendable () throws(BootError) -> [String])
        case done
        case failed(BootError)
    }

    private let state: Mutex<State>

    init(_ work: @escaping @Sendable () throws(BootError) -> [String]) {
        state = Mutex(.pending(work))
    }

    /// Runs the launch if it has not run, waiting while another thread runs it; returns
    /// what it had to say without failing (a seed cache it could not write) the first time.
    @discardableResult
    public func run() throws(BootError) -> [String] {
        try state.withLock { state throws(BootError) -> [String] in
            switch state {
            case .done:
                return []
            case .failed(let error):
                throw error
            case .pending(let work):
                do throws(BootError) {
                    let warnings = try work()
                    state = .done
                    return warnings
                } catch {
                    state = .failed(error)
                    throw error
                }
            }
        }
    }

    /// Whether it has run (well or not), without waiting.
    public var hasRun: Bool {
        state.withLockIfAvailable { state in
            if case .pending = state { return false }
            return true
        } ?? false
    }
}
