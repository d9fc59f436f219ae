import Foundation
import Store
import Synchronization
import Testing

@testable import Runtime

/// A replay run boots devices on every core at once; each bundle, Contacts.json and seeded
/// template is still made once, and every device gets that one.
@Suite struct OnceCacheTests {
    /// Runs `body` on `count` threads released together; their results in any order.
    func together<T: Sendable>(_ count: Int, _ body: @escaping @Sendable () throws -> T) throws -> [T] {
        let results = Mutex<[Result<T, any Error>]>([])
        let start = DispatchSemaphore(value: 0)
        let group = DispatchGroup()
        for _ in 0..<count {
            group.enter()
            // Threads of their own: a pool might run the callers one after another.
            Thread {
                start.wait()
                let result = Result { try body() }
                results.withLock { $0.append(result) }
                group.leave()
            }.start()
        }
        for _ in 0..<count { start.signal() }
        group.wait()
        return try results.withLock { $0 }.map { try $0.get() }
    }

    @Test func devicesBootingTogetherShareOneTemplateAndOneIndex() throws {
        let root = SeedCacheTests.root
        let cache = BundleCache(seedCache: nil)
        let apps = ["\(root)/Apps/Chatter", "\(root)/Apps/Tunes"]
        let templates = try together(8) {
            try cache.template(for: apps, reading: AppReading(), at: Date(timeIntervalSince1970: 1_763_629_200))
        }
        #expect(templates.allSatisfy { $0 === templates[0] })
        let indexes = try together(8) { try cache.indexedDeviceContacts(at: "\(root)/Apps/Contacts.json").index }
        #expect(indexes.allSatisfy { $0 === indexes[0] })
    }

    @Test func aFailureIsNotKeptAndTheNextCallerTriesAgain() throws {
        let cache = OnceCache<Int>()
        struct Failed: Error {}
        #expect(throws: Failed.self) { try cache.value("k") { () throws(Failed) -> Int in throw Failed() } }
        #expect(cache.known("k") == nil)
        #expect(try cache.value("k") { () throws(Failed) -> Int in 7 } == 7)
        #expect(try cache.value("k") { () throws(Failed) -> Int in 8 } == 7)
        #expect(cache.known("k") == 7)
    }
}
