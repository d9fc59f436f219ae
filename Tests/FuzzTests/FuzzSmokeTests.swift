import Foundation
import Fuzzing
import TestSupport
import Testing

let repository = Repository.root

/// A small run of the fuzzer (Benchmarks/Fuzz runs a million inputs per reader): every
/// reader takes 2,000 hostile inputs without a fault. A crash ends the test run itself.
@Suite struct FuzzSmokeTests {
    @Test(arguments: FuzzReader.allCases)
    func aReaderSurvivesHostileInputs(_ reader: FuzzReader) throws {
        let target = try FuzzTarget(reader, repository: repository)
        var refused = 0
        for index in 0..<2_000 {
            switch target.run(target.input(index, seed: 11)) {
            case .accepted: break
            case .refused: refused += 1
            case .failure(let reason): Issue.record("\(reader) #\(index): \(reason)")
            }
        }
        // The inputs are hostile: a reader that accepted them all would not be reading.
        if reader != .matcher { #expect(refused > 500) }
    }

    @Test func inputsAreTheSameForTheSameSeedAndIndex() throws {
        let target = try FuzzTarget(.json, repository: repository)
        #expect(target.input(42, seed: 7) == target.input(42, seed: 7))
        #expect(target.input(42, seed: 7) != target.input(43, seed: 7))
    }
}
