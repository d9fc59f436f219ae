import Assistant
import Formats
import Foundation

/// Scores the matcher on a user's own utterances (`sirisim eval`), as `rasa test nlu` does:
/// intent accuracy, per-intent precision, recall and F1, a confusion matrix, the worst rows.
/// "NONE" (or an empty intent) means the request must not be understood.
struct EvalReport {
    struct Row {
        var line: Int
        var utterance: String
        var expected: String
        var predicted: String
        var score: Double
    }

    static let none = "NONE"
    var rows: [Row]

    var labels: [String] {
        let gold = Set(rows.map(\.expected))
        let all = gold.union(rows.map(\.predicted))
        return all.sorted { ($0 == Self.none ? 1 : 0, $0) < ($1 == Self.none ? 1 : 0, $1) }
    }

    var accuracy: Double {
        rows.isEmpty ? 0 : Double(rows.filter { $0.expected == $0.predicted }.count) / Double(rows.count)
    }

    /// Precision, recall, F1 and support of one label.
    func scores(_ label: String) -> (p: Double, r: Double, f1: Double, support: Int) {
        let tp = rows.filter { $0.expected == label && $0.predicted == label }.count
        let fp = rows.filter { $0.expected != label && $0.predicted == label }.count
        let fn = rows.filter { $0.expected == label && $0.predicted != label }.count
        let p = tp + fp == 0 ? 0 : Double(tp) / Double(tp + fp)
        let r = tp + fn == 0 ? 0 : Double(tp) / Double(tp + fn)
        return (p, r, p + r == 0 ? 0 : 2 * p * r / (p + r), tp + fn)
    }

    /// Mean F1 over the labels the file expects (NONE included), and over the intents alone.
    var macroF1: Double { mean(Set(rows.map(\.expected)).map { scores($0).f1 }) }
    var macroF1InScope: Double { mean(Set(rows.map(\.expected)).subtracting([Self.none]).map { scores($0).f1 }) }
    /// Requests that must not be understood but were given an intent.
    var noneFalsePositiveRate: Double {
        let none = rows.filter { $0.expected == Self.none }
        return none.isEmpty ? 0 : Double(none.filter { $0.predicted != Self.none }.count) / Double(none.count)
    }
    /// Requests for an intent given that intent.
    var inScopeRecall: Double {
        let scoped = rows.filter { $0.expected != Self.none }
        return scoped.isEmpty ? 0 : Double(scoped.filter { $0.predicted == $0.expected }.count) / Double(scoped.count)
    }

    /// Wrong rows, the most confident first (a confident mistake is the worst).
    var worst: [Row] {
        rows.filter { $0.expected != $0.predicted }.sorted { ($0.score, $1.line) > ($1.score, $0.line) }
    }

    func mean(_ values: [Double]) -> Double { values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count) }

    /// `INSendMessageIntent` → `SendMessage`, for the matrix's narrow columns.
    static func short(_ label: String) -> String {
        var name = label
        if name.hasPrefix("IN"), name.count > 2, name[name.index(name.startIndex, offsetBy: 2)].isUppercase {
            name.removeFirst(2)
        }
        if name.hasSuffix("Intent"), name.count > 6 { name.removeLast(6) }
        return name
    }

    func text(worstRows: Int) -> [String] {
        func f(_ x: Double) -> String { String(format: "%.4f", x) }
        var out = [
            "\(rows.count) utterances, \(labels.count) labels",
            "intent accuracy \(f(accuracy))  macro F1 \(f(macroF1)) (intents only \(f(macroF1InScope)))",
            "NONE false-positive rate \(f(noneFalsePositiveRate))  in-scope recall \(f(inScopeRecall))", "",
            "intent".padding(toLength: 30, withPad: " ", startingAt: 0) + " precision  recall     f1  support",
        ]
        for label in labels {
            let s = scores(label)
            out.append(
                label.padding(toLength: 30, withPad: " ", startingAt: 0)
                    + String(format: " %9.3f %7.3f %6.3f %8d", s.p, s.r, s.f1, s.support))
        }
        // Columns by number, so the matrix fits a terminal; rows name their label and number.
        out += ["", "confusion matrix (rows: expected, columns: predicted, by number)"]
        let names = labels.map(Self.short)
        let width = max(5, String(rows.count).count + 2)
        let first = (names.map(\.count).max() ?? 8) + 5
        out.append(
            String(repeating: " ", count: first)
                + (1...max(1, labels.count)).map { String($0).leftPadded(width) }.joined())
        for (number, (label, name)) in zip(labels, names).enumerated() {
            let counts = labels.map { predicted in
                rows.filter { $0.expected == label && $0.predicted == predicted }.count
            }
            out.append(
                "\(String(number + 1).leftPadded(2)) \(name)".padding(toLength: first, withPad: " ", startingAt: 0)
                    + counts.map { String($0).leftPadded(width) }.joined())
        }
        let wrong = worst.prefix(worstRows)
        if !wrong.isEmpty {
            out += ["", "worst rows (wrong, most confident first)"]
            for row in wrong {
                out.append(
                    "  line \(row.line): “\(TerminalSafe.visible(row.utterance))” expected \(row.expected), got \(row.predicted) (\(f(row.score)))"
                )
            }
        }
        return out
    }

    var json: JSON {
        .object([
            ("utterances", .int(rows.count)), ("intent_accuracy", .double(accuracy)), ("macro_f1", .double(macroF1)),
            ("macro_f1_in_scope", .double(macroF1InScope)),
            ("none_false_positive_rate", .double(noneFalsePositiveRate)),
            ("in_scope_recall", .double(inScopeRecall)),
            (
                "per_intent",
                .object(
                    labels.map { label in
                        let s = scores(label)
                        return (
                            label,
                            .object([
                                ("precision", .double(s.p)), ("recall", .double(s.r)), ("f1", .double(s.f1)),
                                ("support", .int(s.support)),
                            ])
                        )
                    })
            ),
            (
                "confusion",
                .object(
                    labels.map { label in
                        (
                            label,
                            .object(
                                labels.map { p in
                                    (p, .int(rows.filter { $0.expected == label && $0.predicted == p }.count))
                                })
                        )
                    })
            ),
            (
                "errors",
                .array(
                    worst.map { row in
                        .object([
                            ("line", .int(row.line)), ("utterance", .string(row.utterance)),
                            ("expected", .string(row.expected)),
                            ("predicted", .string(row.predicted)), ("score", .double(row.score)),
                        ])
                    })
            ),
        ])
    }

    /// One test case per utterance; a wrong intent is a failure.
    func junit(file: String) -> String {
        func escape(_ s: String) -> String {
            TerminalSafe.visible(s).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
                of: "<", with: "&lt;"
            )
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        let failures = rows.filter { $0.expected != $0.predicted }.count
        var out =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites tests=\"\(rows.count)\" failures=\"\(failures)\">\n"
        out +=
            "  <testsuite name=\"\(escape(Paths.lastComponent(file)))\" tests=\"\(rows.count)\" failures=\"\(failures)\">\n"
        for row in rows {
            out +=
                "    <testcase classname=\"\(escape(row.expected))\" name=\"\(escape("line \(row.line): \(row.utterance)"))\""
            out +=
                row.expected == row.predicted
                ? "/>\n"
                : ">\n      <failure message=\"\(escape("expected \(row.expected), got \(row.predicted)"))\"/>\n    </testcase>\n"
        }
        return out + "  </testsuite>\n</testsuites>\n"
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
