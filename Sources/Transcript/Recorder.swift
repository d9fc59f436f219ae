import Foundation
import Assistant
import Formats

/// Writes a live session as a transcript: the setup, each user line, and what Siri said.
public final class TranscriptRecorder {
    private var items: [TranscriptFile.Item]

    /// - Parameters:
    ///   - apps: `@app` arguments (names or paths); empty for the default apps.
    ///   - start: the clock when the session began, written as `@now`.
    public init(title: String, apps: [String], contacts: String?, start: Date) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        items = [.comment("# \(title)")]
        items += apps.map { .directive(name: "app", argument: $0, line: 0) }
        if let contacts { items.append(.directive(name: "contacts", argument: contacts, line: 0)) }
        items.append(.directive(name: "now", argument: formatter.string(from: start), line: 0))
    }

    /// Adds one turn. Clock moves made with `:wait` stay as commands, so replay repeats them.
    public func record(_ line: String, events: [ConversationEvent]) {
        items.append(.user(Conversation.clean(line), line: 0))
        for event in events {
            if let text = event.visibleText { items.append(.expect(.exact(text), line: 0)) }
        }
    }

    public var transcript: String { TranscriptFile(path: "", items: items).render() }

    public func write(to path: String) throws {
        try transcript.write(toFile: path, atomically: true, encoding: .utf8)
    }
}

/// Appends trace lines (DESIGN §6) to a file, one JSON object per line.
public final class TraceWriter {
    private let handle: FileHandle
    /// Extra keys written on every line (the transcript's path during replay).
    public var context: [(String, JSON)] = []

    public init(path: String) throws {
        FileManager.default.createFile(atPath: path, contents: nil)
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw FormatError(SourceLocation(file: path, line: 0), "cannot write the trace file")
        }
        self.handle = handle
    }

    public func write(_ events: [ConversationEvent]) {
        var text = ""
        for event in events {
            var json = event.traceJSON
            if !context.isEmpty, case let .object(pairs) = json { json = .object(pairs + context) }
            text += json.serialized() + "\n"
        }
        handle.write(Data(text.utf8))
    }

    deinit { try? handle.close() }
}

/// A JUnit XML report of a replay run, one test case per transcript.
public enum JUnitReport {
    public static func xml(_ results: [ReplayResult], suite: String = "transcripts") -> String {
        let failures = results.filter { $0.mismatch != nil }.count
        let errors = results.filter { $0.unusable != nil }.count
        let time = results.reduce(0) { $0 + $1.seconds }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(String(format: "%.3f", time))\">\n"
        out += "  <testsuite name=\"\(escape(suite))\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(String(format: "%.3f", time))\">\n"
        for result in results {
            let name = (result.path as NSString).lastPathComponent
            let className = ((result.path as NSString).deletingLastPathComponent as NSString).lastPathComponent
            out += "    <testcase classname=\"\(escape(className))\" name=\"\(escape(name))\" file=\"\(escape(result.path))\" time=\"\(String(format: "%.3f", result.seconds))\""
            if let mismatch = result.mismatch {
                out += ">\n      <failure message=\"\(escape("line \(mismatch.line), turn \(mismatch.turn)"))\">\(escape(mismatch.description))</failure>\n    </testcase>\n"
            } else if let unusable = result.unusable {
                out += ">\n      <error message=\"\(escape(unusable))\"/>\n    </testcase>\n"
            } else {
                out += "/>\n"
            }
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    static func escape(_ s: String) -> String {
        var out = ""
        for scalar in TerminalSafe.visible(s).unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
