import Foundation
import IntentModel
import PhraseMatcher
import SystemIntents

extension Siri {
    /// An intent set up from values given by name (`recipients=Maria`, `minutes=10`), as the
    /// Shortcuts app sets one up or an app's code fills one to donate: a custom intent's
    /// values read as its definition types them (its defaults filling what is not given);
    /// a system intent's as Siri hears them, through each parameter's kind (people through
    /// the device's Contacts, names through what the app told Siri).
    public func configuredIntent(
        _ className: String, app: InstalledApp, values: [(name: String, text: String)]
    ) throws(ConfigurationError) -> any INIntent {
        try configuredIntent(className, app: app, values: values, memory: SessionMemory())
    }

    func configuredIntent(
        _ className: String, app: InstalledApp, values: [(name: String, text: String)], memory: SessionMemory
    ) throws(ConfigurationError) -> any INIntent {
        guard let spec = spec(className, app: app.bundleIdentifier), let handling = spec.handling else {
            throw ConfigurationError(
                KnownIntents.notSimulated(className) ?? "\(className) is not an intent sirisim knows")
        }
        if spec.domain == .custom,
            let definition = app.bundle.definitionFiles.first(where: { $0.intent(className: className) != nil })
        {
            return try definition.configure(className: className, values: values, clock: clock) { name in
                person(for: SlotFill(text: name, entity: nil, quality: 1))
            }
        }
        let matcher: PhraseMatcher
        do { matcher = try self.matcher } catch { throw ConfigurationError("cannot read what Siri knows: \(error)") }
        var fills: [ParameterFill] = []
        for (name, text) in values {
            guard let parameter = spec.schema.parameters.first(where: { $0.name == name }) else {
                let names = spec.schema.parameters.map(\.name)
                throw ConfigurationError(
                    "\(className) has no parameter \(name) Siri can fill (it has \(names.joined(separator: ", ")))")
            }
            let known = matcher.lookup(text, app: app.bundleIdentifier).filter {
                parameter.accepts($0.entity.kind) && $0.quality >= 0.9 - 1e-9
            }
            .max { $0.quality < $1.quality }
            let fill = SlotFill(text: known?.entity.phrase ?? text, entity: known?.entity, quality: 1)
            if let index = fills.firstIndex(where: { $0.parameter.name == name }) {
                fills[index].fills.append(fill)
            } else {
                fills.append(ParameterFill(parameter: parameter, fills: [fill]))
            }
        }
        let match = Match(app: app.bundleIdentifier, intent: className, score: 1, example: "", parameters: fills)
        do {
            return try handling.makeIntent(
                IntentReading(match, utterance: values.map(\.text).joined(separator: " ")),
                context: BuildContext(siri: self, memory: memory))
        } catch {
            throw ConfigurationError("cannot set up \(className): \(error)")
        }
    }

    /// `name=value` words of a command as pairs (`content="on my way"` keeps its spaces).
    public static func namedValues(_ words: String) -> (pairs: [(name: String, text: String)], rest: [String]) {
        var pairs: [(String, String)] = []
        var rest: [String] = []
        var index = words.startIndex
        while index < words.endIndex {
            while index < words.endIndex, words[index].isWhitespace { index = words.index(after: index) }
            guard index < words.endIndex else { break }
            let start = index
            while index < words.endIndex, !words[index].isWhitespace, words[index] != "=" {
                index = words.index(after: index)
            }
            let name = String(words[start..<index])
            guard index < words.endIndex, words[index] == "=" else {
                rest.append(name)
                continue
            }
            index = words.index(after: index)
            var value = ""
            if index < words.endIndex, words[index] == "\"" || words[index] == "“" {
                let close: Character = words[index] == "“" ? "”" : "\""
                index = words.index(after: index)
                while index < words.endIndex, words[index] != close {
                    value.append(words[index])
                    index = words.index(after: index)
                }
                if index < words.endIndex { index = words.index(after: index) }
            } else {
                while index < words.endIndex, !words[index].isWhitespace {
                    value.append(words[index])
                    index = words.index(after: index)
                }
            }
            pairs.append((name, value))
        }
        return (pairs, rest)
    }
}
