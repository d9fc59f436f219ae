import Foundation
import Testing

/// Bidi and other format controls (Unicode's Cf: U+202E, U+202C, U+200E, U+2066…) in names
/// and data are neutralised wherever ESC is: the line mode, the full screen, transcripts;
/// the trace keeps them, escaped as JSON, so that it stays faithful and `cat` shows nothing raw.
@Suite(.serialized) struct FormatControlTests {
    static let controls: [Unicode.Scalar] = [
        "\u{202E}", "\u{202C}", "\u{200E}", "\u{200F}", "\u{2066}", "\u{2069}", "\u{FEFF}", "\u{2028}",
    ]

    /// A Chatter whose contact Eve has a name full of format controls.
    func appWithATrickyName() throws -> String {
        let app = try chatterCopy()
        let data = "\(app)/Data.json"
        var text = try String(contentsOfFile: data, encoding: .utf8)
        let eve =
            #"{"customIdentifier": "c-eve", "displayName": "Eve \u202eevE\u202c\u200e\u2066x\u2069\ufeff", "contactIdentifier": "AB-0014", "handles": [{"value": "+14155550999", "type": "phoneNumber"}]},"#
        text = text.replacingOccurrences(of: "\"contacts\": [", with: "\"contacts\": [\n" + eve)
        try text.write(toFile: data, atomically: true, encoding: .utf8)
        return app
    }

    func raw(_ text: String) -> [Unicode.Scalar] { Self.controls.filter { text.unicodeScalars.contains($0) } }

    @Test func theLineModeAndTheTraceNeverShowThemRaw() throws {
        let app = try appWithATrickyName()
        let folder = try temporaryFolder()
        let run = try sirisim(
            ["--plain", "--state", "\(folder)/s.sqlite", "--app", app, "--trace", "\(folder)/t.jsonl"],
            stdin: Data("Send a message to Eve saying hi\nyes\n:messages\n".utf8))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(raw(run.stdout).isEmpty && raw(run.stderr).isEmpty, "\(run.stdout)")
        #expect(run.stdout.contains("Eve \\u{202e}evE\\u{202c}\\u{200e}\\u{2066}x\\u{2069}\\u{feff}"), "\(run.stdout)")
        let trace = try String(contentsOfFile: "\(folder)/t.jsonl", encoding: .utf8)
        #expect(raw(trace).isEmpty)
        #expect(trace.contains("Eve \\u202eevE\\u202c\\u200e\\u2066x\\u2069\\ufeff"), "\(trace.prefix(2000))")
        // Faithful: read back as JSON, the name is the one in Data.json.
        let names = trace.split(separator: "\n").compactMap { line -> String? in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                object["event"] as? String == "say"
            else { return nil }
            return object["text"] as? String
        }
        #expect(names.contains { $0.contains("Eve \u{202E}evE\u{202C}\u{200E}\u{2066}x\u{2069}\u{FEFF}") }, "\(names)")
    }

    @Test func aRecordingShowsThemAsEscapesAndReplays() throws {
        let app = try appWithATrickyName()
        let folder = try temporaryFolder()
        let run = try sirisim(
            ["record", "\(folder)/r.transcript", "--plain", "--state", "\(folder)/s.sqlite", "--app", app],
            stdin: Data("Send a message to Eve saying hi\nyes\n".utf8))
        #expect(run.status == 0, "\(run.stderr)")
        let transcript = try String(contentsOfFile: "\(folder)/r.transcript", encoding: .utf8)
        #expect(raw(transcript).isEmpty, "\(transcript)")
        let replay = try sirisim(["replay", "\(folder)/r.transcript"])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
    }

    @Test(.enabled(if: tmuxAvailable())) func theFullScreenNeverShowsThemRaw() throws {
        let app = try appWithATrickyName()
        let folder = try temporaryFolder()
        let tmux = try Tmux(
            "bidi", width: 110, height: 30, command: "\(executable()) --state \(folder)/s.sqlite --app \(app)")
        defer { tmux.kill() }
        try tmux.waitFor("Conversation")
        try tmux.type("Send a message to Eve saying hi")
        try tmux.keys("Enter")
        try tmux.waitFor("Ready to send it?")
        try tmux.type("yes")
        try tmux.keys("Enter")
        let screen = try tmux.waitFor("OK, sent to Eve", "\\u{202e}evE\\u{202c}")
        #expect(raw(try tmux.screen(escapes: true)).isEmpty, "\(screen)")
    }
}
