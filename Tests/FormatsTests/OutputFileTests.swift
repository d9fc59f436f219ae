import Foundation
import Testing

@testable import Formats

/// An output is written beside its destination under a name nobody can guess, and moved
/// into place only over what was there when it was opened.
@Suite struct OutputFileTests {
    func folder() throws -> String {
        let path = NSTemporaryDirectory() + "sirisim-output-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func theTemporaryFileIsNewPrivateAndUnpredictable() throws {
        let dir = try folder()
        let first = try OutputFile("\(dir)/trace.jsonl", inputs: nil)
        let second = try OutputFile("\(dir)/trace.jsonl", inputs: nil)
        let a = try #require(first.temporary)
        let b = try #require(second.temporary)
        #expect(a != b)
        var info = stat()
        #expect(lstat(a, &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFREG)
        #expect(info.st_mode & 0o777 == 0o600)
        // 64 random bits in hexadecimal, not the process number.
        let random = a.split(separator: "-").last!.replacingOccurrences(of: ".partial", with: "")
        #expect(random.count >= 8 && !random.contains(String(getpid())))
        first.abandon()
        second.abandon()
        #expect(!FileManager.default.fileExists(atPath: a))
    }

    @Test func aDestinationWrittenMeanwhileIsLeftAlone() throws {
        let dir = try folder()
        let path = "\(dir)/report.xml"
        try "old".write(toFile: path, atomically: true, encoding: .utf8)
        let output = try OutputFile(path, inputs: nil)
        try output.append("new")
        Thread.sleep(forTimeInterval: 0.01)
        try "someone else's".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: WriteError.self) { try output.commit() }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "someone else's")
        #expect(try String(contentsOfFile: output.temporary!, encoding: .utf8) == "new")
        // Nothing there at the start, something at the end: left alone too.
        let fresh = try OutputFile("\(dir)/new.xml", inputs: nil)
        try "mine".write(toFile: "\(dir)/new.xml", atomically: true, encoding: .utf8)
        #expect(throws: WriteError.self) { try fresh.commit() }
        #expect(try String(contentsOfFile: "\(dir)/new.xml", encoding: .utf8) == "mine")
    }

    @Test func anInputIsNeverAnOutputWhateverItsSpelling() throws {
        let dir = try folder()
        let input = "\(dir)/in.transcript"
        try "> hi\n".write(toFile: input, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: "\(dir)/soft", withDestinationPath: input)
        #expect(link(input, "\(dir)/hard") == 0)
        let inputs = InputFiles()
        inputs.add(input, as: .transcript)
        for spelling in [
            input, "\(dir)/../\(URL(fileURLWithPath: dir).lastPathComponent)/in.transcript", "\(dir)/soft",
            "\(dir)/hard",
        ] {
            #expect(throws: WriteError.self) { _ = try OutputFile(spelling, inputs: inputs) }
        }
        // An input not there yet (a state to be made) is known by where it will be.
        inputs.add("\(dir)/state.sqlite", as: .state)
        #expect(throws: WriteError.self) { _ = try OutputFile("\(dir)/./state.sqlite", inputs: inputs) }
        #expect(try String(contentsOfFile: input, encoding: .utf8) == "> hi\n")
    }

    @Test func aLinkToAMissingFileStaysALink() throws {
        let dir = try folder()
        try FileManager.default.createSymbolicLink(atPath: "\(dir)/link", withDestinationPath: "\(dir)/target")
        try FileWriting.write("saved", to: "\(dir)/link")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "\(dir)/link") == "\(dir)/target")
        #expect(try String(contentsOfFile: "\(dir)/target", encoding: .utf8) == "saved")
    }

    @Test func aPathEndingInASlashNamesAFolder() throws {
        let dir = try folder()
        #expect(throws: WriteError.self) { _ = try OutputFile("\(dir)/newdir/", inputs: nil) }
    }
}
