/// What filled a slot: the words as typed and, when recognised, the entity behind them.
public struct SlotFill: Sendable, Hashable {
    public var text: String
    public var entity: Entity?
    public var quality: Double
    /// The tokens of the utterance the value was read from.
    public var tokens: Range<Int>

    public init(text: String, entity: Entity?, quality: Double, tokens: Range<Int> = 0..<0) {
        self.text = text
        self.entity = entity
        self.quality = quality
        self.tokens = tokens
    }
}

/// The values found for one parameter.
public struct ParameterFill: Sendable, Hashable {
    public var parameter: ParameterSpec
    public var fills: [SlotFill]
    /// True when the value came from a word the example did not have a slot for.
    public var extra: Bool
    /// What said the value where no word of its own did (nil where one did).
    public var implied: Implication?

    public init(parameter: ParameterSpec, fills: [SlotFill], extra: Bool = false, implied: Implication? = nil) {
        self.parameter = parameter
        self.fills = fills
        self.extra = extra
        self.implied = implied
    }
}

/// What says a value that no word of its own gave.
public enum Implication: Sendable, Hashable {
    /// The example's wording: "never play this again" is a dislike (`Template.implied`).
    case exampleWording
    /// The name's shape: a radio frequency alone ("97.3", "1210 AM") names a station.
    case frequencyName
}

/// One way to read an utterance: an app, an intent, and raw parameter values.
public struct Match: Sendable, Hashable {
    public var app: String
    public var intent: String
    /// From 0 to 1: how much of the example and the utterance explain each other.
    public var score: Double
    /// The IntentExample whose template matched.
    public var example: String
    public var parameters: [ParameterFill]
    public var intentRank: Int
    /// Whether the example was one of Siri's own phrases rather than the app's.
    public var builtIn: Bool
    /// The utterance's tokens (as the matcher read them, framing gone) that the example's own
    /// words matched: evidence the score has counted already.
    var exampleWordTokens: [Int] = []
    /// Whether the example's verb (or a word standing for it) was said.
    public internal(set) var saidVerb = true

    public func fills(_ parameter: String) -> [SlotFill] {
        parameters.first { $0.parameter.name == parameter }?.fills ?? []
    }

    /// A reading made other than by matching an utterance (values given by name, as the
    /// Shortcuts app or an app's code sets an intent up).
    public init(
        app: String, intent: String, score: Double, example: String, parameters: [ParameterFill], intentRank: Int = 0,
        builtIn: Bool = true
    ) {
        self.app = app
        self.intent = intent
        self.score = score
        self.example = example
        self.parameters = parameters
        self.intentRank = intentRank
        self.builtIn = builtIn
    }
}

/// How the user named an app in the utterance.
public struct AppMention: Sendable, Hashable {
    public enum Reason: String, Sendable, Hashable { case named, synonym }
    public var app: String
    public var phrase: String
    public var reason: Reason
}

/// Everything the matcher concluded about one utterance.
public struct MatchResult: Sendable {
    public var utterance: String
    public var mention: AppMention?
    /// Candidates best first, at most one per (app, intent), as many as were asked for.
    public var candidates: [Match]
    /// The best candidate when it clears the threshold.
    public var best: Match?
    /// The bar the best candidate had to clear: the matcher's threshold, lowered by a fifth
    /// for the app the user named or for a word of the reading's domain (`cue`).
    public var threshold: Double
    /// The word that named what the best reading deals with ("song", "email") and so lowered
    /// the bar, if it did.
    public var cue: String?

    public init(
        utterance: String, mention: AppMention?, candidates: [Match], best: Match?, threshold: Double,
        cue: String? = nil
    ) {
        self.utterance = utterance
        self.mention = mention
        self.candidates = candidates
        self.best = best
        self.threshold = threshold
        self.cue = cue
    }

    /// The share of the threshold a reading must reach when the user named the app or a word
    /// of the reading's domain (`cue`).
    public static let loweredBar = 0.8

    /// The matcher's own threshold, before any lowering.
    public var baseThreshold: Double { mention != nil || cue != nil ? threshold / Self.loweredBar : threshold }
}
