import ArgumentParser
import Assistant
import Formats
import Foundation
import Runtime
import TerminalUI
import Transcript

struct Replay: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay transcripts and check every line; exit 1 on a mismatch, 2 on unusable input.",
        discussion: """
            Transcripts run in parallel (-j), each on a device of its own; the report lists them \
            in the order of their paths, whatever order they finish in. --shard K/N replays the \
            K-th of N equal slices of that order, so N CI machines split a suite between them.
            """)

    @Argument(help: "Transcript files, or folders searched for *.transcript files.")
    var paths: [String]

    @Option(
        name: .customLong("app"), help: "App bundles for transcripts without @app (default: the bundled sample apps).")
    var apps: [String] = []

    @OptionGroup var project: ProjectOptions

    @Option(help: "Write a JUnit XML report here.")
    var junit: String?

    @Option(help: "Write every event as JSON lines to this file.")
    var trace: String?

    @Flag(help: "Rewrite the expectations in place from what was said.")
    var update = false

    @Flag(name: .shortAndLong, help: "Print every transcript, not only failures.")
    var verbose = false

    @Option(
        name: [.customShort("j"), .customLong("jobs")],
        help: "Transcripts replayed at once (default: the number of cores).")
    var jobs: Int?

    @Option(help: "Replay only slice K of N (K/N, K from 1 to N) of the sorted transcripts.")
    var shard: String?

    mutating func validate() throws {
        apps = try resolvedApps(apps)
    }

    func run() async throws {
        ExitSignals.install()
        let jobs = self.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        guard (1...256).contains(jobs) else { throw fail("-j \(jobs): must be from 1 to 256") }
        var files = try Self.transcripts(in: paths)
        guard !files.isEmpty else { throw fail("no transcripts found in \(paths.joined(separator: " "))") }
        if let shard {
            guard let (k, n) = Shard.parse(shard) else {
                throw fail("--shard \(shard): write K/N with 1 ≤ K ≤ N, such as 2/4")
            }
            files = Shard.slice(files, k, of: n)
        }
        // The run's inputs, which no output may name: the transcripts (each as it was when
        // the run began, for --update), the apps and Contacts as devices read them.
        let cache = BundleCache()
        ProcessLifetime.keep(cache)
        let inputs = cache.inputs
        var versions: [String: FileIdentity] = [:]
        for file in files {
            inputs.add(file, as: .transcript)
            versions[file] = FileIdentity(of: file)
        }
        for app in apps { inputs.addFiles(under: Paths.absolute(app), as: .appFile) }
        let writer: TraceWriter?
        let report: OutputFile?
        do {
            report = try junit.map { path throws(WriteError) in try OutputFile(Paths.absolute(path), inputs: inputs) }
            do {
                writer = try trace.map { path throws(WriteError) in
                    try TraceWriter(path: Paths.absolute(path), inputs: inputs)
                }
            } catch {
                report?.abandon()
                throw error
            }
        } catch {
            throw fail("\(error)")
        }
        ExitSignals.moveOnExit([])
        // The bundles read and the devices of a run of one transcript are left to the
        // kernel at exit: freeing them piece by piece is work nobody waits for.
        let factory = DeviceFactory(defaultApps: apps, cache: cache, target: project.target, settings: project.values)
        let replayer = Replayer(factory: factory, keepsDevices: files.count == 1)
        var results: [ReplayResult] = []
        var writeFailure: String?
        var updated = 0
        try await ParallelReplay.run(files, jobs: jobs, replayer: replayer) { file, result in
            var result = result
            do {
                writer?.context = files.count > 1 ? [("transcript", .string(file))] : []
                try writer?.write(result.events)
            } catch {
                writeFailure = writeFailure ?? "\(error)"
            }
            var updateFailure: String?
            if update, result.unusable == nil, result.mismatch != nil, let rewritten = result.updated {
                do {
                    try FileWriting.write(rewritten.render(), to: file, inputs: inputs, expecting: versions[file])
                    updated += 1
                } catch {
                    updateFailure = "\(error)"
                }
            }
            let shown = TerminalSafe.visible(file)
            if let unusable = result.unusable {
                StandardOutput.line("ERROR \(shown)\n  \(TerminalSafe.visible(unusable))")
            } else if let updateFailure {
                StandardOutput.line("NOT UPDATED \(shown)\n  \(TerminalSafe.visible(updateFailure))")
                result.unusable = updateFailure
            } else if let mismatch = result.mismatch {
                StandardOutput.line(update ? "UPDATED \(shown)" : "FAIL \(shown)\n\(mismatch)")
            } else if verbose {
                StandardOutput.line("PASS \(shown) (\(result.turns) turns)")
            }
            result.events = []  // written to the trace already; a large suite need not keep them
            results.append(result)
        }
        if let report {
            do {
                try report.append(JUnitReport.xml(results))
                try report.commit(inputs: inputs)
            } catch {
                report.abandon()
                writer?.abandon()
                throw fail("\(error)")
            }
        }
        if let writeFailure {
            writer?.abandon()
            throw fail(writeFailure)
        }
        do { try writer?.close() } catch { throw fail("\(error)") }
        for warning in factory.warnings { StandardOutput.error("sirisim: warning: \(TerminalSafe.visible(warning))") }
        let passed = results.filter(\.passed).count
        let failed = results.filter { $0.mismatch != nil }.count
        let errors = results.filter { $0.unusable != nil }.count
        if update {
            StandardOutput.line(
                "transcripts: \(passed) passed, \(updated) updated, \(errors) failed"
                    + (files.isEmpty ? " (this shard is empty)" : ""))
        } else {
            StandardOutput.line(
                "transcripts: \(passed) passed, \(failed + errors) failed"
                    + (files.isEmpty ? " (this shard is empty)" : ""))
        }
        if errors > 0 { throw ExitCode(2) }
        if failed > 0 && !update { throw ExitCode(1) }
    }

    /// The transcripts named: files as given, folders searched (in path order) for
    /// `*.transcript`; each file once.
    static func transcripts(in paths: [String]) throws -> [String] {
        var files: [String] = []
        var seen = Set<String>()
        for path in paths {
            switch Paths.kind(path) {
            case .missing:
                throw fail("\(path): no such file or folder")
            case .folder:
                guard let walker = FileManager.default.enumerator(atPath: path) else {
                    throw fail("\(path): cannot read the folder")
                }
                var found: [String] = []
                while let entry = walker.nextObject() as? String {
                    if entry.hasSuffix(".transcript") { found.append(entry) }
                }
                for entry in found.sorted() {
                    let file = Paths.join(path, entry)
                    if Paths.kind(file) == .file, seen.insert(Paths.absolute(file)).inserted { files.append(file) }
                }
            case .file, .other:
                if seen.insert(Paths.absolute(path)).inserted { files.append(path) }
            }
        }
        return files
    }
}

/// `--shard K/N`: the K-th of N contiguous slices of the sorted transcripts, their sizes
/// differing by one at most. The same suite gives every machine the same slices.
enum Shard {
    static func parse(_ text: String) -> (Int, Int)? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= 100_000, (1...n).contains(k)
        else { return nil }
        return (k, n)
    }

    static func slice<T>(_ items: [T], _ k: Int, of n: Int) -> [T] {
        let start = items.count * (k - 1) / n
        let end = items.count * k / n
        return Array(items[start..<end])
    }
}
