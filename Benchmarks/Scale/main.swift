import Apps
import Assistant
import Formats
import Foundation

// A heavy user's scale, end to end (issue 10). Generates the data, then measures:
// Data.json and plist loading (MB/s, in this process), the first prompt of the full
// screen cold and with an existing state (tmux), one transcript replayed against an app
// with 100,000 media items and 10,000 contacts, a million device contacts (time and peak
// memory), and record and replay per turn at 200 and 20,000 turns; a 4,000-character paste
// (`--only=paste`) and a definition of 100,000 parameters (`--only=definition`). Run it in release:
//
//     swift build -c release && .build/release/sirisim-scale
//
// Figures are printed, never asserted: the machines are shared and noisy.

let arguments = CommandLine.arguments.dropFirst()
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path
let executable = arguments.first { !$0.hasPrefix("-") } ?? "\(repository)/.build/release/sirisim"
let only = arguments.first { $0.hasPrefix("--only=") }.map { String($0.dropFirst(7)) }
let work = ProcessInfo.processInfo.environment["SIRISIM_SCALE_DIR"] ?? NSTemporaryDirectory() + "sirisim-scale"

func wanted(_ name: String) -> Bool { only == nil || only == name }

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func fileSize(_ path: String) -> Double {
    Double((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
}

/// A finished child process: its wall time, peak resident memory and output.
struct Outcome {
    var seconds: Double
    /// User and system time: what the run cost, whatever else the machine was doing.
    var cpuSeconds: Double
    var peakMegabytes: Double
    var status: Int32
    var output: String
}

/// Runs a command with stdin from a file (or /dev/null), output to a file; waits with wait4
/// for the child's peak memory.
func spawn(_ command: [String], stdin: String = "/dev/null", environment: [String: String] = [:]) -> Outcome {
    let outPath = "\(work)/spawn-output.txt"
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    var env = ProcessInfo.processInfo.environment.merging(["SIRISIM_APPS": "\(repository)/Apps", "NO_COLOR": "1"]) {
        $1
    }
    env.merge(environment) { $1 }
    let argv = command.map { strdup($0) } + [nil]
    let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    let spawned = posix_spawn(&pid, command[0], &actions, nil, argv, envp)
    guard spawned == 0 else { fatalError("cannot run \(command[0]): \(String(cString: strerror(spawned)))") }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    posix_spawn_file_actions_destroy(&actions)
    for pointer in argv { free(pointer) }
    for pointer in envp { free(pointer) }
    let output = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
    let cpu =
        Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec) + Double(
            usage.ru_stime.tv_usec) / 1e6
    return Outcome(
        seconds: elapsed, cpuSeconds: cpu, peakMegabytes: Double(usage.ru_maxrss) / 1024, status: status, output: output
    )
}

/// Runs a shell command and returns its output. popen, not Foundation's Process: a tmux
/// server started by the command would inherit Process's pipe and keep it open for ever.
func shell(_ command: String) -> String {
    guard let pipe = popen(command + " 2>/dev/null", "r") else { return "" }
    var output = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = fread(&buffer, 1, buffer.count, pipe)
        if count <= 0 { break }
        output.append(contentsOf: buffer[0..<count])
    }
    pclose(pipe)
    return String(decoding: output, as: UTF8.self)
}

nonisolated(unsafe) var serverCount = 0

/// Milliseconds from starting the full screen in tmux to its first frame with the prompt,
/// and the CPU time the process had used by then (which a busy machine does not inflate).
/// The first prompt of a session, and (with `request`) its first answer to a request.
struct FirstPrompt {
    var wall: Double
    var cpu: Double
    /// Milliseconds from the start to the answer to `request`, when one was asked.
    var answer: Double?
}

func firstPrompt(
    state: String, arguments: String, cache: String, request: (say: String, expect: String)? = nil
) -> FirstPrompt {
    // A server of its own each time: a new session on a server still shutting down can fail.
    serverCount += 1
    let socket = "sirisim-scale-\(getpid())-\(serverCount)"
    let start = DispatchTime.now().uptimeNanoseconds
    _ = shell(
        "tmux -L \(socket) new-session -d -s s -x 110 -y 30 'exec env SIRISIM_APPS=\(repository)/Apps SIRISIM_CACHE=\(cache) TERM=xterm-256color \(executable) --state \(state) \(arguments)' >/dev/null 2>&1 </dev/null"
    )
    var elapsed = 0.0
    while true {
        let screen = shell("tmux -L \(socket) capture-pane -t s -p")
        elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        if screen.contains("UTC") && screen.contains("Conversation") { break }
        if elapsed > 60_000 {
            print("    the session did not start:\n\(screen)")
            break
        }
    }
    // The pane's process is sirisim itself (exec): its user and system time, in ticks.
    let pid = shell("tmux -L \(socket) list-panes -t s -F '#{pane_pid}'").trimmingCharacters(
        in: .whitespacesAndNewlines)
    let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
    let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
    let ticks = fields.count > 13 ? (Double(fields[11]) ?? 0) + (Double(fields[12]) ?? 0) : 0
    var answer: Double?
    if let request {
        _ = shell("tmux -L \(socket) send-keys -t s -l '\(request.say)'")
        _ = shell("tmux -L \(socket) send-keys -t s Enter")
        while true {
            let screen = shell("tmux -L \(socket) capture-pane -t s -p")
            let now = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            if screen.contains(request.expect) {
                answer = now
                break
            }
            if now > 60_000 {
                print("    no answer to “\(request.say)”:\n\(screen)")
                break
            }
        }
    }
    // Left as a user leaves (Ctrl-D), which waits for the apps' data to be stored.
    _ = shell("tmux -L \(socket) send-keys -t s C-d")
    let deadline = DispatchTime.now().uptimeNanoseconds + 30_000_000_000
    while kill(pid_t(pid) ?? 0, 0) == 0, DispatchTime.now().uptimeNanoseconds < deadline { usleep(10_000) }
    _ = shell("tmux -L \(socket) kill-server")
    return FirstPrompt(wall: elapsed, cpu: ticks * 1000 / Double(sysconf(Int32(_SC_CLK_TCK))), answer: answer)
}

// The linear costs (Costs.swift) need none of the heavy data.
if only == "paste" || only == "definition" {
    print("sirisim scale benchmark (\(executable))")
    if only == "paste" { pasteFigure(executable: executable, repository: repository, work: work) }
    if only == "definition" { definitionFigure(executable: executable, repository: repository, work: work) }
    exit(0)
}

if arguments.contains("--generate") || !FileManager.default.fileExists(atPath: "\(work)/heavy.transcript") {
    print("generating data in \(work) …")
    try? FileManager.default.removeItem(atPath: work)
    var generator = Generator(root: work, repository: repository)
    let (contacts, titles) = try generator.heavyApp()
    try generator.bigVocabulary()
    try generator.transcripts(contacts: contacts, titles: titles)
    try generator.millionContacts()
}

print("sirisim scale benchmark (\(executable))")
let heavyData = "\(work)/apps/Heavy/Data.json"
let heavyApp = "\(work)/apps/Heavy"
let heavyContacts = "\(work)/apps/Contacts.json"

if wanted("load") {
    let megabytes = fileSize(heavyData) / 1e6
    let parse = median((0..<3).map { _ in seconds { _ = try? JSONParser.parse(contentsOf: heavyData) } })
    let load = median((0..<3).map { _ in seconds { _ = try? AppData.load(path: heavyData, app: "com.example.heavy") } })
    print(
        String(
            format: "  Data.json %.1f MB: parsed %.0f MB/s (%.0f ms), read into records %.0f MB/s (%.0f ms)",
            megabytes, megabytes / parse, parse * 1000, megabytes / load, load * 1000))
    let plist = "\(work)/bigvocab/AppIntentVocabulary.plist"
    let plistMegabytes = fileSize(plist) / 1e6
    let plistParse = median((0..<3).map { _ in seconds { _ = try? PropertyListParser.parse(contentsOf: plist) } })
    let plistLoad = median((0..<3).map { _ in seconds { _ = try? AppIntentVocabulary.load(path: plist) } })
    print(
        String(
            format: "  plist %.1f MB (100,000 IntentExamples): parsed %.0f MB/s (%.0f ms), read %.0f MB/s (%.0f ms)",
            plistMegabytes, plistMegabytes / plistParse, plistParse * 1000, plistMegabytes / plistLoad, plistLoad * 1000
        ))
}

if wanted("prompt") {
    // Cold is a new state file. Without the seed cache (`off`) the apps' Data.json files are
    // read whole and seeded, as on the first run after a Data.json changes; with it, the
    // rows are copied from the entry the warm-up run made. The full screen shows its prompt
    // first and stores the data beside it; the first answer (the heavy transcript's first
    // request) waits for it.
    let state = "\(work)/prompt-state.sqlite"
    let arguments = "--app \(heavyApp) --contacts \(heavyContacts)"
    let cache = "\(work)/seed-cache"
    try? FileManager.default.removeItem(atPath: cache)
    let turns = ((try? String(contentsOfFile: "\(work)/heavy.transcript", encoding: .utf8)) ?? "").split(
        separator: "\n")
    let say = turns.first { $0.hasPrefix("> ") }.map { String($0.dropFirst(2)) } ?? ":time"
    let expect = turns.first { $0.hasPrefix("< ") }.map { String($0.dropFirst(2)) } ?? "UTC"
    func removeState() {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: state + suffix) }
    }
    var first: [FirstPrompt] = []
    var cold: [FirstPrompt] = []
    var warm: [FirstPrompt] = []
    removeState()
    _ = firstPrompt(state: state, arguments: arguments, cache: cache)  // makes the entry
    for _ in 0..<5 {
        removeState()
        first.append(firstPrompt(state: state, arguments: arguments, cache: "off", request: (say, expect)))
        removeState()
        cold.append(firstPrompt(state: state, arguments: arguments, cache: cache, request: (say, expect)))
        warm.append(firstPrompt(state: state, arguments: arguments, cache: cache, request: (say, expect)))
    }
    func line(_ name: String, _ runs: [FirstPrompt]) -> String {
        String(
            format: "    %@: prompt %.0f ms (%.0f ms of CPU), first answer %.0f ms", name, median(runs.map(\.wall)),
            median(runs.map(\.cpu)),
            median(runs.map { $0.answer ?? .nan }))
    }
    print("  first prompt and first answer, Heavy (100,000 media items, 10,000 contacts), medians of 5:")
    print(line("cold, a Data.json not seen before", first))
    print(line("cold, from the seed cache", cold))
    print(line("the state exists", warm))
}

if wanted("replay") {
    let transcript = "\(work)/heavy.transcript"
    let cache = ["SIRISIM_CACHE": "\(work)/seed-cache"]
    _ = spawn([executable, "replay", "--update", transcript], environment: cache)
    let runs = (0..<5).map { _ in spawn([executable, "replay", transcript], environment: cache) }
    if runs[0].status != 0 { print("    replay failed: \(runs[0].output)") }
    let uncached = (0..<3).map { _ in spawn([executable, "replay", transcript], environment: ["SIRISIM_CACHE": "off"]) }
    print(
        String(
            format:
                "  one transcript against Heavy replayed (whole process): %.0f ms from the seed cache (median of 5; %.0f ms of CPU), "
                + "%.0f ms without it (median of 3)",
            median(runs.map(\.seconds)) * 1000, median(runs.map(\.cpuSeconds)) * 1000,
            median(uncached.map(\.seconds)) * 1000))
}

if wanted("million") {
    let million = "\(work)/million/Contacts.json"
    let run = spawn([
        executable, "parse", "--app", "\(repository)/Apps/Chatter", "--contacts", million, "Call Maria Ruiz",
    ])
    if run.status != 0 { print("    failed: \(run.output.prefix(500))") }
    print(
        String(
            format:
                "  1,000,000 device contacts (%.0f MB) loaded and one request matched: %.1f s (%.1f s of CPU), peak %.0f MB",
            fileSize(million) / 1e6, run.seconds, run.cpuSeconds, run.peakMegabytes))
}

if wanted("turns") {
    // Per turn: the CPU time beyond a session of 2 turns (start-up and shut-down), divided by the turns.
    var results: [(turns: Int, record: Double, replay: Double)] = []
    var failed = false
    for turns in [2, 200, 20_000] {
        // The short sessions are a fraction of a second, so each is the median of three runs.
        let out = "\(work)/rec-\(turns).transcript"
        var recordTimes: [Double] = []
        var replayTimes: [Double] = []
        for _ in 0..<(turns < 1_000 ? 3 : 1) {
            let record = spawn(
                [
                    executable, "record", out, "--overwrite", "--state", "\(work)/rec-\(turns).sqlite", "--fresh",
                    "--plain",
                ],
                stdin: "\(work)/turns-\(turns).txt")
            if record.status != 0 {
                print("    record failed: \(record.output.suffix(500))")
                failed = true
            }
            let replay = spawn([executable, "replay", out])
            if replay.status != 0 {
                print("    replay failed: \(replay.output.prefix(500))")
                failed = true
            }
            recordTimes.append(record.cpuSeconds)
            replayTimes.append(replay.cpuSeconds)
        }
        results.append((turns, median(recordTimes), median(replayTimes)))
    }
    let base = results[0]
    for result in results.dropFirst() where !failed {
        let n = Double(result.turns - base.turns)
        print(
            String(
                format: "  %6d turns: record %.1f s of CPU (%.2f ms a turn), replay %.1f s (%.2f ms a turn)",
                result.turns, result.record, (result.record - base.record) * 1000 / n, result.replay,
                (result.replay - base.replay) * 1000 / n))
    }
}
