import Foundation

// Costs that must stay linear in their input (issue 18): a paste into the full screen and
// an intent definition with many parameters. `sirisim-scale --only=paste` and
// `--only=definition` measure them alone, without generating the heavy data.

/// Runs a shell command and returns its output (popen, so that a tmux server it starts
/// does not hold a pipe of ours).
private func run(_ command: String) -> String {
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

private func milliseconds(since start: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 }

/// A 4,000-character message pasted into the full screen (tmux's paste-buffer, as a
/// terminal pastes): the time until all of it is in the input line, and until Siri answers
/// it. Medians of `runs`.
func pasteFigure(executable: String, repository: String, work: String, runs: Int = 3) {
    var arrived: [Double] = []
    var answered: [Double] = []
    var words: [String] = []
    var length = "Send a message to Maria Ruiz saying ".count
    while length < 3_990 {
        words.append("w\(words.count)")
        length += words.last!.count + 1
    }
    let text = "Send a message to Maria Ruiz saying " + words.joined(separator: " ")
    try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    let paste = "\(work)/paste.txt"
    try? text.write(toFile: paste, atomically: true, encoding: .utf8)
    for n in 0..<runs {
        let socket = "sirisim-paste-\(getpid())-\(n)"
        let state = "\(work)/paste-\(n).sqlite"
        for suffix in ["", "-wal", "-shm", ".history"] { try? FileManager.default.removeItem(atPath: state + suffix) }
        _ = run(
            "tmux -L \(socket) new-session -d -s s -x 110 -y 30 'exec env SIRISIM_APPS=\(repository)/Apps TERM=xterm-256color \(executable) --state \(state)' >/dev/null 2>&1 </dev/null"
        )
        let booted = DispatchTime.now().uptimeNanoseconds
        while !run("tmux -L \(socket) capture-pane -t s -p").contains("UTC"), milliseconds(since: booted) < 30_000 {
            usleep(10_000)
        }
        _ = run("tmux -L \(socket) load-buffer -b p \(paste)")
        let start = DispatchTime.now().uptimeNanoseconds
        _ = run("tmux -L \(socket) paste-buffer -b p -t s")
        let last = words.last!
        while !run("tmux -L \(socket) capture-pane -t s -p").contains(" \(last)"), milliseconds(since: start) < 600_000
        { usleep(5_000) }
        arrived.append(milliseconds(since: start))
        _ = run("tmux -L \(socket) send-keys -t s Enter")
        while !run("tmux -L \(socket) capture-pane -t s -p").contains("Ready to send it?"),
            milliseconds(since: start) < 600_000
        { usleep(5_000) }
        answered.append(milliseconds(since: start))
        _ = run("tmux -L \(socket) kill-server")
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    print(
        String(
            format:
                "  a paste of %d characters into the full screen: in the input line after %.0f ms, answered after %.0f ms (medians of %d)",
            text.count, median(arrived), median(answered), runs))
}

/// `sirisim lint` of an app whose Intents.intentdefinition has one intent of `count`
/// parameters, each with a prompt naming two parameters and an unsupported reason.
func definitionFigure(executable: String, repository: String, work: String, count: Int = 100_000) {
    let app = "\(work)/definition/Brew"
    try? FileManager.default.removeItem(atPath: "\(work)/definition")
    try? FileManager.default.createDirectory(atPath: "\(work)/definition", withIntermediateDirectories: true)
    try? FileManager.default.copyItem(atPath: "\(repository)/Apps/Brew", toPath: app)
    var text =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>INIntents</key>\n<array>\n<dict>\n"
        + "<key>INIntentName</key>\n<string>Big</string>\n<key>INIntentCategory</key>\n<string>generic</string>\n<key>INIntentParameters</key>\n<array>\n"
    for i in 0..<count {
        text +=
            "<dict>\n<key>INIntentParameterDisplayName</key>\n<string>Parameter \(i)</string>\n<key>INIntentParameterName</key>\n<string>p\(i)</string>\n"
            + "<key>INIntentParameterType</key>\n<string>String</string>\n<key>INIntentParameterPromptDialogs</key>\n<array>\n<dict>\n"
            + "<key>INIntentParameterPromptDialogType</key>\n<string>Primary</string>\n<key>INIntentParameterPromptDialogFormatString</key>\n"
            + "<string>What is ${p\(i)} after ${p\((i + 1) % count)}?</string>\n</dict>\n</array>\n</dict>\n"
    }
    text +=
        "</array>\n<key>INIntentResponse</key>\n<dict>\n<key>INIntentResponseCodes</key>\n<array>\n<dict>\n"
        + "<key>INIntentResponseCodeName</key>\n<string>success</string>\n</dict>\n</array>\n</dict>\n</dict>\n</array>\n</dict>\n</plist>\n"
    try? text.write(toFile: "\(app)/Intents.intentdefinition", atomically: true, encoding: .utf8)
    let start = DispatchTime.now().uptimeNanoseconds
    let output = run("\(executable) lint \(app)")
    let seconds = milliseconds(since: start) / 1000
    print(
        String(
            format: "  lint of an intent definition with %d parameters (%.0f MB): %.1f s", count,
            Double(text.utf8.count) / 1e6, seconds)
            + (output.contains("lint:") ? "" : " (lint said nothing: \(output.prefix(200)))"))
}
