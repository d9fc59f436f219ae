import Foundation
import Testing

/// Every failure to write output, or to read the session's input, ends with exit code 2
/// and a message naming what failed, never with warnings and 0.
@Suite(.serialized) struct OutputFailureTests {
    /// Runs `script` with /bin/sh (the built sirisim as $SIRISIM); returns its exit status
    /// and what it wrote to stderr.
    func shell(_ script: String, in folder: String) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script + " 2>\"$FOLDER/stderr.txt\""]
        var environment = ProcessInfo.processInfo.environment
        environment["SIRISIM"] = executable()
        environment["FOLDER"] = folder
        environment["SIRISIM_APPS"] = "\(root)/Apps"
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        try process.run()
        process.waitUntilExit()
        let stderr = (try? String(contentsOfFile: "\(folder)/stderr.txt", encoding: .utf8)) ?? ""
        return (process.terminationStatus, stderr)
    }

    /// A state made beforehand, so that only the recording grows past the limit.
    func folderWithState() throws -> String {
        let folder = try temporaryFolder()
        let made = try sirisim(["--plain", "--state", "\(folder)/s.sqlite"], stdin: Data(":time\n".utf8))
        #expect(made.status == 0)
        return folder
    }

    /// The disk fills during `record` (here: the file-size limit, `ulimit -f`, which a test
    /// can set without root; writes past it fail as they do on a full disk).
    @Test func aRecordingThatCannotBeWrittenWholeExits2AndLeavesNothingCut() throws {
        let folder = try folderWithState()
        let line = String(repeating: "zq ", count: 1_300)
        try String(repeating: line + "\n", count: 60).write(
            toFile: "\(folder)/in.txt", atomically: true, encoding: .utf8)
        // 256 blocks of 512 bytes: the recording passes it after about 33 lines.
        let run = try shell(
            "ulimit -f 256; trap '' XFSZ; \"$SIRISIM\" record r.transcript --plain --state s.sqlite <in.txt >out.txt",
            in: folder)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("r.transcript: cannot write: File too large"), "\(run.stderr)")
        // No transcript cut mid-line, and no temporary file left behind.
        let left = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(!left.contains("r.transcript") && !left.contains { $0.hasSuffix(".partial") }, "\(left)")
    }

    @Test func aRecordingOverAnEarlierOneLeavesItAsItWas() throws {
        let folder = try folderWithState()
        try "# mine\n> :time\n".write(toFile: "\(folder)/r.transcript", atomically: true, encoding: .utf8)
        let line = String(repeating: "zq ", count: 1_300)
        try String(repeating: line + "\n", count: 60).write(
            toFile: "\(folder)/in.txt", atomically: true, encoding: .utf8)
        let run = try shell(
            "ulimit -f 256; trap '' XFSZ; \"$SIRISIM\" record r.transcript --overwrite --plain --state s.sqlite <in.txt >out.txt",
            in: folder)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(try String(contentsOfFile: "\(folder)/r.transcript", encoding: .utf8) == "# mine\n> :time\n")
    }

    @Test func aSessionWhoseStdoutIsFullExits2() throws {
        let folder = try folderWithState()
        let run = try shell("printf ':time\\n:time\\n' | \"$SIRISIM\" --plain --state s.sqlite >/dev/full", in: folder)
        #expect(run.status == 2)
        #expect(run.stderr.contains("cannot write to the standard output: No space left on device"), "\(run.stderr)")
    }

    @Test func aSessionWhoseStdinIsAFolderExits2() throws {
        let folder = try folderWithState()
        let run = try shell("\"$SIRISIM\" --plain --state s.sqlite <\"$FOLDER\" >out.txt", in: folder)
        #expect(run.status == 2)
        #expect(run.stderr.contains("cannot read the standard input: Is a directory"), "\(run.stderr)")
        let record = try shell(
            "\"$SIRISIM\" record r.transcript --plain --state s.sqlite <\"$FOLDER\" >out.txt", in: folder)
        #expect(record.status == 2)
        let parse = try shell("\"$SIRISIM\" parse <\"$FOLDER\" >out.txt", in: folder)
        #expect(parse.status == 2)
        #expect(parse.stderr.contains("cannot read the standard input: Is a directory"), "\(parse.stderr)")
    }
}
