import Foundation
import Fuzzing
import Synchronization

// Fuzzing the readers (issue 10): the plist, JSON (Data.json), old-style plist
// (project.pbxproj and .strings), transcript and intentdefinition readers and the
// matcher, each on a million generated and mutated inputs (truncated, nested deep,
// numbers that do not fit, bytes that are not UTF-8, control and escape bytes). A
// crash, an input that takes over a second, or an error without a file and line is a
// failure, reported with the index that reproduces it:
//
//     swift build -c release && .build/release/sirisim-fuzz            # every reader, 10⁶ inputs each
//     .build/release/sirisim-fuzz --reader json --count 10000 --seed 7
//     .build/release/sirisim-fuzz --reader json --seed 7 --only 1234 --dump input.json
//
// The inputs run in worker processes (two at a time, --jobs), in chunks: a worker that
// crashes or hangs is replaced, and the run goes on from the next input.

let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path
let usage = """
    usage: sirisim-fuzz [--reader \(FuzzReader.allCases.map(\.rawValue).joined(separator: "|"))] [--count N] [--seed S] [--jobs J]
           sirisim-fuzz --reader R --seed S --only INDEX [--dump FILE]
    """
var options: [String: String] = [:]
var arguments = Array(CommandLine.arguments.dropFirst())
let known: Set<String> = ["reader", "count", "seed", "jobs", "only", "dump", "worker", "from", "to"]
while !arguments.isEmpty {
    let key = arguments.removeFirst()
    guard key.hasPrefix("--"), known.contains(String(key.dropFirst(2))) else {
        FileHandle.standardError.write(
            Data("\(key == "--help" || key == "-h" ? "" : "sirisim-fuzz: unknown argument \(key)\n")\(usage)\n".utf8))
        exit(key == "--help" || key == "-h" ? 0 : 2)
    }
    options[String(key.dropFirst(2))] = arguments.isEmpty || arguments[0].hasPrefix("--") ? "" : arguments.removeFirst()
}
let seed = UInt64(options["seed"] ?? "") ?? 20_261_122
let limit = Duration.seconds(1)

// MARK: A worker: inputs [from, to) of one reader.

if let name = options["worker"], let reader = FuzzReader(rawValue: name) {
    let from = Int(options["from"] ?? "") ?? 0
    let to = Int(options["to"] ?? "") ?? 0
    let target = try FuzzTarget(reader, repository: repository, scratch: "/dev/shm")
    Watchdog.install(limit: limit)
    var accepted = 0
    var refused = 0
    var slowest = 0.0
    var slowestIndex = -1
    var lines = ""
    for index in from..<to {
        let input = target.input(index, seed: seed)
        let start = DispatchTime.now().uptimeNanoseconds
        Watchdog.begin(index)
        let outcome = target.run(input)
        Watchdog.end()
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        if milliseconds > slowest {
            slowest = milliseconds
            slowestIndex = index
        }
        switch outcome {
        case .accepted: accepted += 1
        case .refused: refused += 1
        case .failure(let reason): lines += "FAIL \(index) \(reason.replacingOccurrences(of: "\n", with: " "))\n"
        }
    }
    lines += "DONE \(accepted) \(refused) \(slowest) \(slowestIndex)\n"
    FileHandle.standardOutput.write(Data(lines.utf8))
    exit(0)
}

// MARK: One input, to reproduce a failure.

if let name = options["reader"], let only = options["only"].flatMap({ Int($0) }),
    let reader = FuzzReader(rawValue: name)
{
    let target = try FuzzTarget(reader, repository: repository)
    let input = target.input(only, seed: seed)
    if let dump = options["dump"] { try Data(input).write(to: URL(fileURLWithPath: dump)) }
    let start = Date()
    print(
        "\(reader.rawValue) #\(only) (\(input.count) bytes): \(target.run(input)) in \(String(format: "%.1f", Date().timeIntervalSince(start) * 1000)) ms"
    )
    exit(0)
}

// MARK: The supervisor.

/// Runs a worker and returns what it printed and how it ended.
func runWorker(_ reader: FuzzReader, from: Int, to: Int) -> (output: String, status: Int32) {
    let outputPath = "\(NSTemporaryDirectory())sirisim-fuzz-\(getpid())-\(reader.rawValue)-\(from).txt"
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let command = [
        CommandLine.arguments[0], "--worker", reader.rawValue, "--from", String(from), "--to", String(to), "--seed",
        String(seed),
    ]
    let argv = command.map { strdup($0) } + [nil]
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, command[0], &actions, nil, argv, environ)
    for pointer in argv { free(pointer) }
    posix_spawn_file_actions_destroy(&actions)
    guard spawned == 0 else { return ("", -1) }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    unlink(outputPath)
    return (output, status)
}

struct Tally {
    var inputs = 0, accepted = 0, refused = 0
    var failures: [String] = []
    var slowest = 0.0, slowestIndex = -1
}

let readers = options["reader"].flatMap(FuzzReader.init(rawValue:)).map { [$0] } ?? FuzzReader.allCases
let count = Int(options["count"] ?? "") ?? 1_000_000
let jobs = Int(options["jobs"] ?? "") ?? 2
let chunk = 20_000
print("sirisim fuzzing: \(count) inputs per reader, seed \(seed), \(jobs) workers, hang limit 1 s")
var failed = false
for reader in readers {
    let started = Date()
    let tally = Mutex(Tally())
    let chunks = stride(from: 0, to: count, by: chunk).map { ($0, min(count, $0 + chunk)) }
    let nextChunk = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: jobs) { _ in
        while true {
            let n = nextChunk.add(1, ordering: .relaxed).oldValue
            guard n < chunks.count else { return }
            var from = chunks[n].0
            let to = chunks[n].1
            while from < to {
                let (output, _) = runWorker(reader, from: from, to: to)
                var resumeAt = to
                var done = false
                for line in output.split(separator: "\n") {
                    let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
                    switch parts.first {
                    case "FAIL":
                        tally.withLock { $0.failures.append("#\(parts[1]): \(parts.count > 2 ? parts[2] : "")") }
                    case "CRASH", "HANG":
                        let index = Int(parts[1]) ?? from
                        let what =
                            parts[0] == "CRASH"
                            ? "crashed (signal \(parts.count > 2 ? parts[2] : "?"))"
                            : "ran over 1 s (\(parts.count > 2 ? parts[2] : "?") ms)"
                        tally.withLock {
                            $0.failures.append("#\(index): \(what)")
                            $0.inputs += index - from + 1
                        }
                        resumeAt = index + 1
                    case "DONE":
                        done = true
                        let numbers = parts.count > 2 ? parts[2].split(separator: " ") : []
                        tally.withLock { t in
                            t.inputs += to - from
                            t.accepted += Int(parts[1]) ?? 0
                            t.refused += Int(numbers.first ?? "") ?? 0
                            if numbers.count >= 3, let ms = Double(numbers[1]), ms > t.slowest {
                                t.slowest = ms
                                t.slowestIndex = Int(numbers[2]) ?? -1
                            }
                        }
                    default:
                        break
                    }
                }
                if !done && resumeAt == to {
                    // Died without a word: count the chunk as one failure and move on.
                    tally.withLock {
                        $0.failures.append("#\(from)…\(to - 1): the worker ended without a report")
                        $0.inputs += to - from
                    }
                }
                from = done ? to : resumeAt
            }
        }
    }
    let result = tally.withLock { $0 }
    let seconds = Date().timeIntervalSince(started)
    print(
        "  " + reader.rawValue.padding(toLength: 17, withPad: " ", startingAt: 0)
            + String(
                format:
                    "%8d inputs: %7d accepted, %7d refused with file and line, %d failures; slowest %.1f ms (#%d); %.0f s",
                result.inputs, result.accepted, result.refused, result.failures.count, result.slowest,
                result.slowestIndex, seconds))
    for failure in result.failures.prefix(20) {
        print(
            "    \(failure)   (reproduce: --reader \(reader.rawValue) --seed \(seed) --only \(failure.dropFirst().prefix { $0.isNumber }))"
        )
    }
    if !result.failures.isEmpty { failed = true }
}
exit(failed ? 1 : 0)
