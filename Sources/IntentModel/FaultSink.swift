import Foundation
import Synchronization

/// Something that went wrong inside an app's code, which its answer to Siri cannot say: a
/// handler whose store failed answers `.failure`, and reports why here.
public struct HandlerFault: Sendable, Equatable {
    /// The handler method it happened in, as the trace names it (`handle`, `resolveRecipients`).
    public var method: String
    public var problem: String

    public init(method: String, problem: String) {
        self.method = method
        self.problem = problem
    }
}

/// Where faults are collected until the system next reports them, as `fault` events that the
/// trace, the timeline and `:why` show. An app's handlers report their store errors to the
/// app's sink; the resolution loop reports protocol faults (a second completion) to its own.
public final class FaultSink: Sendable {
    private let faults = Mutex<[HandlerFault]>([])

    public init() {}

    public func record(_ method: String, _ problem: String) {
        faults.withLock { $0.append(HandlerFault(method: method, problem: problem)) }
    }

    /// Reports an error from the app's own data: the handler goes on to answer a failure.
    public func storeFailed(_ method: String, _ error: any Error) {
        record(method, "the app's data could not be read or written: \(error)")
    }

    /// The faults recorded since the last call, oldest first.
    public func drain() -> [HandlerFault] {
        faults.withLock { list in
            defer { list.removeAll() }
            return list
        }
    }
}
