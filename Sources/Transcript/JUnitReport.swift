import Assistant
import Formats
import Foundation

/// A JUnit XML report of a replay run, one test case per transcript.
public enum JUnitReport {
    public static func xml(_ results: [ReplayResult], suite: String = "transcripts") -> String {
        let failures = results.filter { $0.mismatch != nil }.count
        let errors = results.filter { $0.unusable != nil }.count
        let time = results.reduce(0) { $0 + $1.seconds }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<testsuites tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(String(format: "%.3f", time))\">\n"
        out +=
            "  <testsuite name=\"\(escape(suite))\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(String(format: "%.3f", time))\">\n"
        for result in results {
            let name = Paths.lastComponent(result.path)
            let className = Paths.lastComponent(Paths.parent(Paths.absolute(result.path)))
            out +=
                "    <testcase classname=\"\(escape(className))\" name=\"\(escape(name))\" file=\"\(escape(result.path))\" time=\"\(String(format: "%.3f", result.seconds))\""
            if let mismatch = result.mismatch {
                out +=
                    ">\n      <failure message=\"\(escape("line \(mismatch.line), turn \(mismatch.turn)"))\">\(escape(mismatch.description, inAttribute: false))</failure>\n    </testcase>\n"
            } else if let unusable = result.unusable {
                out += ">\n      <error message=\"\(escape(unusable))\"/>\n    </testcase>\n"
            } else {
                out += "/>\n"
            }
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// Text for XML: markup escaped, control characters made visible (`^[`), and line
    /// breaks kept as line breaks (in an attribute, as `&#10;`, which XML keeps there).
    static func escape(_ s: String, inAttribute: Bool = true) -> String {
        s.split(separator: "\n", omittingEmptySubsequences: false)
            .map { escapeLine(String($0.hasSuffix("\r") ? $0.dropLast() : $0)) }
            .joined(separator: inAttribute ? "&#10;" : "\n")
    }

    private static func escapeLine(_ s: String) -> String {
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
