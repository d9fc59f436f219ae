import Dispatch
import Synchronization
import PhraseMatcher

/// The system's index of names with the device contacts (`PhraseMatcher.systemIndex`),
/// built on another core from the moment the contacts are read, so that the rest of a
/// boot (the apps' data, the state, Siri's phrases) runs beside it. With 10,000 contacts
/// it is the largest part of a replay's first request; a replay run builds it once per
/// Contacts.json and every device of the run shares it (`BundleCache`).
public final class SystemIndexBuild: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let built = Mutex<EntityIndex?>(nil)

    public init(contacts: [DeviceContact]) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let index = PhraseMatcher.systemIndex(Siri.contactEntities(contacts))
            built.withLock { $0 = index }
            done.signal()
        }
    }

    /// The index, waiting for the build to finish if it has not yet.
    public var index: EntityIndex {
        if let index = built.withLock({ $0 }) { return index }
        done.wait()
        done.signal()  // for the next caller that arrives before the lock sees the index
        return built.withLock { $0 } ?? PhraseMatcher.systemIndex([])
    }
}
