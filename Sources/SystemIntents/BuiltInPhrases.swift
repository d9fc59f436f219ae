import Formats
import Foundation
import PhraseMatcher

/// Siri's own phrases for the system intents, read from `Phrases/<locale>/*.phrases`:
/// what Siri understands for every app that declares an intent, with or without
/// IntentPhrases of its own.
///
/// The format, one file per domain:
///
/// ```
/// # comments start with #
/// [INSendMessageIntent]
/// send a message to {recipients} saying {content}
/// text {recipients} {content}
/// ```
///
/// A section names an intent of the registry; each line below it is one phrase, with every
/// value an explicit `{parameter}` slot of that intent's schema. `{parameter=case}` is a value
/// the phrase's wording says with no word for it (`never play {mediaSearch.reference} again
/// {affinityType=dislike}`): a case of the value list that parameter takes.
public struct BuiltInPhrases: Sendable {
    /// The locale the phrases were read for (`en`).
    public let locale: String
    /// Phrases by intent class name, in file order.
    public let phrases: [String: [String]]
    /// What the reader had to say without failing: a locale it fell back from.
    public let warnings: [String]

    public static let empty = BuiltInPhrases(locale: "en", phrases: [:], warnings: [])

    public init(locale: String, phrases: [String: [String]], warnings: [String]) {
        self.locale = locale
        self.phrases = phrases
        self.warnings = warnings
    }

    /// The folder holding one folder of phrase files per locale.
    public static var folder: String? {
        Bundle.module.url(forResource: "Phrases", withExtension: nil)?.path
    }

    /// The phrases for `locale` (`en_GB` tries `en_GB`, then `en`), or English with a
    /// warning when there are none for it.
    public static func load(
        locale: String?, registry: IntentRegistry = .system, folder: String? = BuiltInPhrases.folder
    ) throws(FormatError) -> BuiltInPhrases {
        guard let folder else {
            throw FormatError(
                SourceLocation(file: "Phrases", line: 0), "Siri's phrase files are missing from this build")
        }
        let fm = FileManager.default
        var candidates: [String] = []
        if let locale, !locale.isEmpty {
            candidates.append(locale)
            let language = String(locale.prefix { $0 != "_" && $0 != "-" })
            if language != locale { candidates.append(language) }
        }
        var warnings: [String] = []
        var chosen = candidates.first { fm.fileExists(atPath: (folder as NSString).appendingPathComponent($0)) }
        if chosen == nil {
            if let locale, !locale.isEmpty {
                warnings.append("Siri has no phrases for the locale \(locale); using English")
            }
            chosen = "en"
        }
        let directory = (folder as NSString).appendingPathComponent(chosen!)
        let files: [String]
        do {
            files = try fm.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".phrases") }.sorted()
        } catch {
            throw FormatError(
                SourceLocation(file: directory, line: 0),
                "cannot read Siri's phrase files: \(error.localizedDescription)")
        }
        var phrases: [String: [String]] = [:]
        for file in files {
            let path = (directory as NSString).appendingPathComponent(file)
            let data: Data
            do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
                throw FormatError(SourceLocation(file: path, line: 0), "cannot read: \(error.localizedDescription)")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw FormatError(SourceLocation(file: path, line: 0), "is not UTF-8 text")
            }
            for (intent, list) in try parse(text, file: path, registry: registry) {
                phrases[intent, default: []] += list
            }
        }
        return BuiltInPhrases(locale: chosen!, phrases: phrases, warnings: warnings)
    }

    /// Reads one phrase file; every mistake names the file, the line and the intent.
    public static func parse(
        _ text: String, file: String, registry: IntentRegistry
    ) throws(FormatError) -> [(String, [String])] {
        var out: [(String, [String])] = []
        var current: IntentSpec?
        /// The line each phrase of an intent stands on, by intent: a phrase said twice is a slip
        /// that costs every utterance an alignment.
        var lineOfPhrase: [String: [String: Int]] = [:]
        // LF or CR LF (one Character to Swift) ends a line.
        for (index, rawLine) in text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }
        ).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            let location = SourceLocation(file: file, line: index + 1, keyPath: current?.className ?? "")
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") {
                guard line.hasSuffix("]") else {
                    throw FormatError(
                        location, "a section is an intent's class name in brackets: [INSendMessageIntent]")
                }
                let name = String(line.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
                guard let spec = registry[name], spec.domain != .custom else {
                    throw FormatError(
                        SourceLocation(file: file, line: index + 1, keyPath: name), "is not a system intent Siri knows")
                }
                current = spec
                out.append((name, []))
                continue
            }
            guard let spec = current else { throw FormatError(location, "a phrase before any [Intent] section") }
            try checkSlots(line, spec: spec, location: location)
            if let first = lineOfPhrase[spec.className]?[line] {
                throw FormatError(location, "“\(line)” is already a phrase of this intent, on line \(first)")
            }
            lineOfPhrase[spec.className, default: [:]][line] = index + 1
            out[out.count - 1].1.append(line)
        }
        return out
    }

    /// `{parameter=case}` names a parameter of the intent that takes a value list, and one of
    /// that list's cases.
    static func checkImplied(
        parameter: String, caseName: String, spec: IntentSpec, location: SourceLocation
    ) throws(FormatError) {
        guard let found = spec.schema.parameters.first(where: { $0.name == parameter }) else {
            throw FormatError(
                location, "{\(parameter)=\(caseName)}: \(parameter) is not a parameter of \(spec.className)")
        }
        guard case .lexicon(let list) = found.kind else {
            throw FormatError(
                location,
                "{\(parameter)=\(caseName)}: only a parameter that takes a value list can be said by the wording")
        }
        guard SystemLexicon.hasCase(caseName, in: list) else {
            throw FormatError(location, "{\(parameter)=\(caseName)}: \(caseName) is not a value of \(parameter)")
        }
    }

    /// Every `{slot}` of a phrase names a spoken parameter of the intent; `{parameter=case}`
    /// is a value the wording says (`checkImplied`).
    static func checkSlots(_ phrase: String, spec: IntentSpec, location: SourceLocation) throws(FormatError) {
        var rest = Substring(phrase)
        var names: [String] = []
        /// The phrase with each slot replaced by a space: its own words.
        var outside = ""
        while let open = rest.firstIndex(of: "{") {
            outside += rest[..<open]
            outside += " "
            guard let close = rest[open...].firstIndex(of: "}") else {
                throw FormatError(location, "“{” is never closed in “\(phrase)”")
            }
            let inner = rest[rest.index(after: open)..<close]
            // A value the wording says, with no word for it: {affinityType=dislike}.
            let assignment = inner.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if assignment.count == 2 {
                try checkImplied(parameter: assignment[0], caseName: assignment[1], spec: spec, location: location)
                rest = rest[rest.index(after: close)...]
                continue
            }
            let name =
                inner.split(separator: ":", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            guard spec.schema.parameters.contains(where: { $0.name == name }) else {
                let known = spec.schema.parameters.map(\.name).joined(separator: ", ")
                throw FormatError(
                    location,
                    "{\(name)} is not a parameter of \(spec.className) (\(known.isEmpty ? "it has none" : known))")
            }
            names.append(name)
            rest = rest[rest.index(after: close)...]
        }
        if rest.contains("}") { throw FormatError(location, "“}” without “{” in “\(phrase)”") }
        outside += rest
        // Words of its own, or values of two parameters ("FaceTime Maria"): one value alone
        // says nothing of the intent, except a genre, which alone asks to play it
        // (`SystemLexicon.asksAlone`).
        let words = Tokenizer.keys(outside)
        let alone = names.count == 1 && SystemLexicon.asksAlone(intent: spec.className, parameter: names[0])
        if words.isEmpty && Set(names).count < 2 && !alone {
            throw FormatError(location, "a phrase needs words of its own, or values of two parameters: “\(phrase)”")
        }
    }
}
