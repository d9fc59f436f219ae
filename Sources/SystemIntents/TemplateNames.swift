/// The names a definition's `${…}` may speak at one place: an intent's parameters (shared
/// by every parameter of the intent) and a few names of the place's own (`count`,
/// `displayName`). Looking a name up costs a hash, and adding the place's own names copies
/// none of the shared ones: a definition with 100,000 parameters is read in linear time.
struct TemplateNames {
    /// The shared names, in file order (for messages) and as a set (for lookups).
    final class Shared {
        let ordered: [String]
        let set: Set<String>

        init(_ ordered: [String]) {
            self.ordered = ordered
            set = Set(ordered)
        }
    }

    let shared: Shared
    let own: [String]

    init(_ names: [String]) {
        shared = Shared(names)
        own = []
    }

    private init(shared: Shared, own: [String]) {
        self.shared = shared
        self.own = own
    }

    /// These names and `more`, the shared ones not copied.
    func adding(_ more: [String]) -> TemplateNames { TemplateNames(shared: shared, own: own + more) }

    func contains(_ name: String) -> Bool { shared.set.contains(name) || own.contains(name) }

    /// Every name, in order: only for messages.
    var all: [String] { shared.ordered + own }
}
