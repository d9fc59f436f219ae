import Synchronization

/// Values made at most once per key, however many threads ask for one at the same time
/// (a replay run boots devices of the same apps on every core): the first caller makes
/// the value while later callers for that key wait for it, and callers for other keys go
/// on. A failure is not kept: the next caller tries again (the file may be mended).
final class OnceCache<Value: Sendable>: Sendable {
    /// One key's value, and the lock its makers and waiters take in turn.
    private final class Slot: Sendable {
        let value = Mutex<Value?>(nil)
    }

    private let slots = Mutex<[String: Slot]>([:])

    /// The value for `key`, made by `make` if no caller has made it yet.
    func value<E: Error>(_ key: String, make: () throws(E) -> Value) throws(E) -> Value {
        let slot = slots.withLock { slots in
            if let known = slots[key] { return known }
            let slot = Slot()
            slots[key] = slot
            return slot
        }
        return try slot.value.withLock { (value: inout Value?) throws(E) -> Value in
            if let value { return value }
            let made = try make()
            value = made
            return made
        }
    }

    /// The value for `key` if one has been made; nil while it is being made (no wait).
    func known(_ key: String) -> Value? {
        guard let slot = slots.withLock({ $0[key] }) else { return nil }
        return slot.value.withLockIfAvailable { $0 } ?? nil
    }
}
