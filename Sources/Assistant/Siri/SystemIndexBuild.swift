import Dispatch
import PhraseMatcher
import Synchronization

/// The system's index of names with the device contacts (`PhraseMatcher.systemIndex`),
/// built on another core, so that the rest of a boot (the apps' data, the state, Siri's
/// phrases) runs beside it. With 10,000 contacts it is the largest part of a replay's
/// first request; a replay run builds it once per Contacts.json and every device of the
/// run shares it (`BundleCache`).
///
/// It can be fed the contacts a part at a time while they are still being read
/// (`feed`, then `finish`): with a million, reading them and indexing them then take
/// about as long as the longer of the two, not both. The parts are indexed in the order
/// they come, so the index is the one `PhraseMatcher.systemIndex` makes of them all.
public final class SystemIndexBuild: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let built = Mutex<EntityIndex?>(nil)
    /// Runs the parts one after another, in order, off the caller's thread.
    private let queue = DispatchQueue(label: "sirisim.system-index", qos: .userInitiated)
    /// The index so far; only the queue touches it.
    private let partial = Mutex(EntityIndex())

    /// A build of `contacts`, all known.
    public convenience init(contacts: [DeviceContact]) {
        self.init()
        feed(contacts)
        finish()
    }

    /// A build to `feed`.
    public init() {}

    /// Adds `contacts`, the next in the order of the device's Contacts.json.
    public func feed(_ contacts: [DeviceContact]) {
        queue.async { [self] in
            let entities = Siri.contactEntities(contacts)
            partial.withLock { index in
                for entity in entities { index.add(entity) }
            }
        }
    }

    /// No more contacts: the system's own value words are added and the index is ready.
    public func finish() {
        queue.async { [self] in
            let index = partial.withLock { index in
                var whole = EntityIndex()
                swap(&whole, &index)
                PhraseMatcher.addSystemWords(to: &whole)
                return whole
            }
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
