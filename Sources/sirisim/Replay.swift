import ArgumentParser
import Assistant
import Foundation
import Runtime
import Transcript

struct Replay: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay transcripts and check every line; exit 1 on a mismatch, 2 on unusable input.")

    @Argument(help: "Transcript files, or folders searched for *.transcript files.")
    var paths: [String]

    @Option(name: .customLong("app"), help: "App bundles for transcripts without @app (default: the bundled sample apps).")
    var apps: [String] = []

    @Option(help: "Write a JUnit XML report here.")
    var junit: String?

    @Option(help: "Write every event as JSON lines to this file.")
    var trace: String?

    @Flag(help: "Rewrite the expectations in place from what was said.")
    var update = false

    @Flag(name: .shortAndLong, help: "Print every transcript, not only failures.")
    var verbose = false

    func run() async throws {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw fail("\(path): no such file or folder") }
            if isDirectory.boolValue {
                let found = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                    .filter { $0.hasSuffix(".transcript") }.sorted().map { (path as NSString).appendingPathComponent($0) }
                files += found
            } else {
                files.append(path)
            }
        }
        guard !files.isEmpty else { throw fail("no transcripts found in \(paths.joined(separator: " "))") }
        let writer: TraceWriter?
        do { writer = try trace.map(TraceWriter.init(path:)) } catch { throw fail("\(error)") }
        let replayer = Replayer(factory: DeviceFactory(defaultApps: apps))
        var results: [ReplayResult] = []
        for file in files {
            let result = await replayer.replay(path: file)
            results.append(result)
            writer?.context = files.count > 1 ? [("transcript", .string(file))] : []
            writer?.write(result.events)
            if update, result.unusable == nil, let updated = result.updated {
                do { try updated.render().write(toFile: file, atomically: true, encoding: .utf8) } catch { throw fail("\(file): \(error)") }
            }
            if let unusable = result.unusable {
                print("ERROR \(file)\n  \(unusable)")
            } else if let mismatch = result.mismatch {
                print(update ? "UPDATED \(file)" : "FAIL \(file)\n\(mismatch)")
            } else if verbose {
                print("PASS \(file) (\(result.turns) turns)")
            }
        }
        if let junit {
            do { try JUnitReport.xml(results).write(toFile: junit, atomically: true, encoding: .utf8) } catch { throw fail("\(junit): \(error)") }
        }
        let passed = results.filter(\.passed).count
        let failed = results.filter { $0.mismatch != nil }.count
        let errors = results.filter { $0.unusable != nil }.count
        print("transcripts: \(passed) passed, \(failed + errors) failed")
        if errors > 0 { throw ExitCode(2) }
        if failed > 0 && !update { throw ExitCode(1) }
    }
}

