import Formats
import Foundation
import IntentModel
import PhraseMatcher

/// A reading of an utterance as one intent's builder sees it: the values found for each
/// parameter, by name.
public struct IntentReading: Sendable {
    public let match: Match
    /// The utterance as the user typed it.
    public let utterance: String

    public init(_ match: Match, utterance: String = "") {
        self.match = match
        self.utterance = utterance
    }

    /// Whether the utterance has this word (any case): "my", "library".
    public func says(_ word: String) -> Bool {
        Tokenizer.keys(utterance).contains(word)
    }

    public var app: String { match.app }

    /// The fills of one parameter, in the utterance's order.
    public func fills(_ parameter: String) -> [SlotFill] { match.fills(parameter) }

    /// A parameter's first value as typed, nil when empty.
    public func text(_ parameter: String) -> String? {
        fills(parameter).first.map(\.text).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The case name a lexicon value stands for ("video" → videoCall).
    public func caseName(_ parameter: String) -> String? {
        fills(parameter).first?.entity?.identifier
    }

    /// Every case name found for a parameter.
    public func caseNames(_ parameter: String) -> [String] {
        fills(parameter).compactMap { $0.entity?.identifier }
    }

    /// A name as Siri understood it: the known name's own spelling, else the words typed.
    public func name(_ parameter: String) -> String? {
        guard let fill = fills(parameter).first else { return nil }
        if let entity = fill.entity { return entity.phrase }
        return fill.text.isEmpty ? nil : fill.text
    }

    /// A number said in digits or words.
    public func number(_ parameter: String) -> Double? {
        text(parameter).flatMap(NumberWords.number(in:))
    }
}

/// What Siri knows beyond the words when it builds an intent: who a name could mean, what
/// it last sent and read out, the clock. The system side provides it.
public protocol IntentBuildContext {
    var now: Date { get }
    /// The person Siri hands the app for a spoken name: its `siriMatches` from the device's
    /// Contacts, and, for a vocabulary term, the identifier the app gave it.
    func person(_ fill: SlotFill) -> INPerson
    /// What `read` finds in the newest response donated for one of the app's intents of class
    /// `intentClass` that it finds anything in, going back from the newest; nil when none has.
    func newestDonatedResponse<T>(app: String, intentClass: String, _ read: (NodeReader) throws -> T?) throws -> T?
    /// The messages Siri last read out in this session ("mark them as read").
    var lastReadMessageIdentifiers: [String] { get }
}

extension IntentBuildContext {
    /// The people spoken for a parameter, nil when none.
    func persons(_ parameter: String, in reading: IntentReading) -> [INPerson]? {
        let fills = reading.fills(parameter)
        return fills.isEmpty ? nil : fills.map(person)
    }
}

extension SlotFill {
    /// The speakable string Siri hands over for a name: the vocabulary term's identifier and
    /// phrase when the name is known, the words as typed otherwise.
    public var speakable: INSpeakableString {
        INSpeakableString(
            vocabularyIdentifier: entity?.identifier, spokenPhrase: entity?.phrase ?? text,
            pronunciationHint: entity?.pronunciation)
    }
}
