import Assistant
import Foundation

/// `<? INTENT [app=APP] [name=value …]`: what Siri understood for the last request, checked
/// on the trace (the intent that ran, its app, each parameter as resolved), not on what Siri
/// said. A value runs to the next ` name=`; quote it ("…") to keep spaces at its ends.
public struct UnderstoodAssertion: Sendable, Hashable {
    public var intent: String
    public var parameters: [(name: String, value: String)]

    public static func == (a: Self, b: Self) -> Bool {
        a.intent == b.intent && a.parameters.map(\.name) == b.parameters.map(\.name)
            && a.parameters.map(\.value) == b.parameters.map(\.value)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(intent) }

    /// Reads the text after `<?`; nil when it names no intent or a pair is not `name=value`.
    public static func parse(_ text: String) -> UnderstoodAssertion? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let intent = String(trimmed.prefix { !$0.isWhitespace })
        guard !intent.isEmpty, !intent.contains("=") else { return nil }
        var rest = Substring(trimmed.dropFirst(intent.count))
        if rest.trimmingCharacters(in: .whitespaces).isEmpty {
            return UnderstoodAssertion(intent: intent, parameters: [])
        }
        var parameters: [(String, String)] = []
        let starts = pairStarts(in: rest)
        guard starts.first?.run == rest.startIndex else { return nil }
        for (i, start) in starts.enumerated() {
            let end = i + 1 < starts.count ? starts[i + 1].run : rest.endIndex
            var value = String(rest[start.value..<end])
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
            }
            parameters.append((start.name, value))
        }
        rest = ""
        return UnderstoodAssertion(intent: intent, parameters: parameters)
    }

    /// Where a pair starts: a run of white space, then `name=` (a letter, then letters,
    /// digits, `_` or `.`).
    struct PairStart {
        var run: Substring.Index
        var name: String
        var value: Substring.Index
    }

    /// Every pair start, in one pass: each character is looked at a bounded number of times,
    /// so a line of a hundred thousand spaces costs no more than its length.
    static func pairStarts(in text: Substring) -> [PairStart] {
        var starts: [PairStart] = []
        var i = text.startIndex
        while i < text.endIndex {
            guard text[i].isWhitespace else {
                i = text.index(after: i)
                continue
            }
            let run = i
            while i < text.endIndex, text[i].isWhitespace { i = text.index(after: i) }
            guard i < text.endIndex, text[i].isASCII, text[i].isLetter else { continue }
            var k = text.index(after: i)
            while k < text.endIndex, text[k].isASCII,
                text[k].isLetter || text[k].isNumber || text[k] == "_" || text[k] == "."
            {
                k = text.index(after: k)
            }
            if k < text.endIndex, text[k] == "=" {
                let value = text.index(after: k)
                starts.append(PairStart(run: run, name: String(text[i..<k]), value: value))
                i = value
            } else {
                i = k
            }
        }
        return starts
    }

    /// What was understood, in the assertion's own terms (the names it asks about, in its
    /// order), from the events of the last request; nil when no request was understood.
    public func actual(in events: [ConversationEvent], siri: Siri) -> UnderstoodAssertion? {
        // The last request: from its match (or the voice shortcut that ran it) on, answers
        // to Siri's questions included.
        guard
            let start = events.lastIndex(where: { event in
                switch event.kind {
                case .match: event.intent != nil
                case .shortcut(let action, _, _): action == .run
                default: false
                }
            })
        else { return nil }
        let turnEvents = Array(events[start...])
        guard let running = turnEvents.last(where: { $0.intent != nil }), let intent = running.intent else {
            return nil
        }
        var resolved: [String: [Int: String]] = [:]
        for event in turnEvents where event.intent == intent {
            if case .resolve(let parameter, _, _, let values, let index, _) = event.kind, !values.isEmpty {
                resolved[parameter, default: [:]][index ?? 0] = values.map(\.spoken).joined(separator: ", ")
            }
        }
        let values = parameters.map { pair -> (String, String) in
            if pair.name == "app" {
                let id = running.app ?? ""
                let name = siri.app(id)?.displayName ?? id
                return ("app", pair.value == id ? id : name)
            }
            let byIndex = resolved[pair.name] ?? [:]
            return (pair.name, byIndex.keys.sorted().compactMap { byIndex[$0] }.joined(separator: ", "))
        }
        return UnderstoodAssertion(intent: intent, parameters: values)
    }

    /// `INSendMessageIntent recipients=María Chen content="running late"`.
    public var text: String {
        ([intent]
            + parameters.map {
                "\($0.name)="
                    + ($0.value.hasPrefix(" ") || $0.value.hasSuffix(" ") || $0.value.contains("=")
                        ? "\"\($0.value)\"" : $0.value)
            })
            .joined(separator: " ")
    }
}
