import Foundation

/// A small general thesaurus of request words (Resources/synonyms.txt): which words of an
/// utterance may stand for which words of an example.
public struct Thesaurus: Sendable {
    /// Word (or phrase of keys joined by spaces) → the other members of its groups.
    let alternatives: [String: Set<String>]
    /// The longest phrase, in words.
    let longest: Int

    /// The thesaurus sirisim ships. Its file is part of the build, as the module's bundle
    /// is: one missing or unreadable is a broken installation, which stops sirisim with the
    /// file's path rather than let it match with no synonyms and never say so.
    public static let standard: Thesaurus = {
        do {
            return Thesaurus(text: try standardText())
        } catch {
            fatalError("\(error)")
        }
    }()

    /// The text of Resources/synonyms.txt.
    static func standardText() throws -> String {
        try ShippedResource.text("synonyms", extension: "txt", what: "synonyms")
    }

    public init(text: String) {
        var alternatives: [String: Set<String>] = [:]
        var longest = 1
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }) where !line.hasPrefix("#") {
            let group = line.split(separator: ",").map { Tokenizer.keys(String($0)).joined(separator: " ") }.filter {
                !$0.isEmpty
            }
            for word in group {
                alternatives[word, default: []].formUnion(group.filter { $0 != word })
                longest = max(longest, word.split(separator: " ").count)
            }
        }
        self.alternatives = alternatives
        self.longest = longest
    }

    /// How many utterance tokens from `start` stand for the example's word `key`: 1 for a
    /// related word, more for a related phrase ("put on" for "play"), nil for none.
    func match(_ tokens: [Token], at start: Int, for key: String) -> Int? {
        var phrase = ""
        for length in 1...longest where start + length <= tokens.count {
            phrase = length == 1 ? tokens[start].key : phrase + " " + tokens[start + length - 1].key
            if relates(phrase, key) { return length }
        }
        return nil
    }

    /// Whether the utterance's word can stand for the example's word.
    func relates(_ utterance: String, _ example: String) -> Bool {
        alternatives[utterance]?.contains(example) ?? false
    }
}
