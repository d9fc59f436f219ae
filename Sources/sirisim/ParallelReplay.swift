import Foundation
import Transcript

/// Replays transcripts on up to `jobs` devices at once and hands each result on in the
/// order of `files`, as soon as it and every one before it are done: the report reads the
/// same however the work was spread.
enum ParallelReplay {
    static func run(
        _ files: [String], jobs: Int, replayer: Replayer,
        report: (String, ReplayResult) throws -> Void
    ) async throws {
        try await withThrowingTaskGroup(of: (Int, ReplayResult).self) { group in
            var next = 0
            var waiting: [Int: ReplayResult] = [:]
            var reported = 0
            func start() {
                let index = next
                let file = files[index]
                group.addTask { (index, await replayer.replay(path: file)) }
                next += 1
            }
            while next < min(jobs, files.count) { start() }
            while let (index, result) = try await group.next() {
                waiting[index] = result
                while let ready = waiting.removeValue(forKey: reported) {
                    try report(files[reported], ready)
                    reported += 1
                }
                if next < files.count { start() }
            }
        }
    }
}
