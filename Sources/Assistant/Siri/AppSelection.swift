import Foundation
import IntentModel
import PhraseMatcher
import SystemIntents

/// Chooses the app for a request that names none, among the installed apps that can
/// handle it, as Apple describes App Selection: each app's reading of the request, the
/// media categories it declares, what the user did with it (donated interactions, by
/// recency and frequency, a container more than a song), the user context it reports
/// (subscription, library size), and whether it told Siri the names in the request
/// (Spotlight, vocabulary). A request about what is playing ("I like this song") also weighs
/// which app played last (`nowPlaying`): Siri knows that only from the most recent
/// INPlayMediaIntent donation, by Siri or by an app. Only apps that can receive the intent
/// on this device's iOS version are weighed (`Dispatcher`). Each signal's contribution is
/// kept for `:why`, the inspector and the `route` event. The decision is deterministic:
/// ties go to the app listed first.
struct AppSelection {
    let siri: Siri
    let matcher: PhraseMatcher

    /// One app's case.
    struct Candidate {
        var app: InstalledApp
        var reading: Match
        var signals: [SignalContribution]
        var score: Double { signals.reduce(0) { $0 + $1.value } }
    }

    /// The outcome: the chosen reading (nil when no app can take the request) and every
    /// candidate weighed, best first.
    struct Decision {
        var chosen: Match?
        var candidates: [RouteCandidate]
        /// When the request is understood but no app may take it (no media category fits).
        var refusal: Refusal?
        /// Apps that declare the intent but were not weighed, each with why (`:why`).
        var setAside: [SetAside] = []
    }

    /// An app that declares the intent and was left out of the choice before any weighing.
    struct SetAside: Sendable, Equatable {
        var app: String
        var reason: String
    }

    /// A request understood that no app may take, with Siri's words and the reason `:why` gives.
    struct Refusal {
        var spoken: String
        var reason: String
    }

    static let donationWeight = 0.25
    /// Reaching this very person with the app weighs more than using it a lot for others.
    static let personWeight = 0.4
    /// Naming something only some apps told Siri about settles the choice more than habits do.
    static let knowledgeWeight = 0.5
    /// Sounds asked for ("rain sounds") go to an app of the General category over every habit
    /// (donations and user context together reach 0.35), but not over a name that only
    /// another app told Siri about (knowledge). For a kind named outright ("a podcast") only
    /// apps declaring it are weighed, so there it adds the same to each.
    static let categoryWeight = 0.4
    static let contextWeight = 0.05
    /// "This song" is the song playing: the app that played last outweighs every habit and
    /// context signal together, and only a clearly better reading can overcome it.
    static let nowPlayingWeight = 1.0

    func decide(_ text: String, understood best: Match) throws -> Decision {
        let intent = best.intent
        let spec = siri.spec(intent, app: best.app)
        let media = spec?.domain == .media
        let heard = media ? Media.search(IntentReading(best, utterance: text)) : nil
        let requested = heard.flatMap { Self.category(of: $0, reading: best) }
        // Sounds ("rain sounds", "white noise") are what General apps play: preferred, not required.
        let preferred = requested ?? (media && Self.asksForAmbience(text) ? .general : nil)
        // A request about what is playing goes to the app Siri last saw play.
        let playing =
            heard.map { Self.isAboutPlaying($0, intent: intent) } == true
            ? Playing(app: try siri.donationStats().lastPlay?.app) : nil
        // Only apps that can receive the intent on this device are weighed (Info.plist, iOS version).
        let built = try spec?.handling?.makeIntent(
            IntentReading(best, utterance: text), context: BuildContext(siri: siri, memory: SessionMemory()))
        let dispatcher = Dispatcher(ios: siri.iosVersion)
        var candidates: [Candidate] = []
        var unreachable: [InstalledApp] = []
        var setAside: [SetAside] = []
        for app in siri.apps
        where app.bundle.supportedIntents.contains(where: { siri.className($0, app: app) == intent }) {
            if media, !Self.mayPlay(app.bundle.mediaCategories, requested) {
                let reason =
                    app.bundle.mediaCategories.isEmpty
                    ? "no media category declared"
                    : "\(requested.map(\.rawValue) ?? "the media category asked for") not declared"
                setAside.append(SetAside(app: app.bundleIdentifier, reason: reason))
                continue
            }
            let reading =
                app.bundleIdentifier == best.app
                ? best : matcher.match(text, app: app.bundleIdentifier, intent: intent, readings: 1).best
            guard let reading, reading.intent == intent else { continue }
            if let built, dispatcher.dispatch(built, to: app) == nil {
                unreachable.append(app)
                setAside.append(SetAside(app: app.bundleIdentifier, reason: dispatcher.unreachable(intent, app: app)))
                continue
            }
            candidates.append(
                Candidate(
                    app: app, reading: reading,
                    signals: try signals(
                        app, reading: reading, domain: spec?.domain,
                        requested: preferred, playing: playing)))
        }
        guard !candidates.isEmpty else {
            if let app = unreachable.first {
                let reason = dispatcher.unreachable(intent, app: app)
                return Decision(
                    chosen: nil, candidates: [],
                    refusal: Refusal(spoken: "Sorry, \(app.displayName) can't do that.", reason: reason),
                    setAside: setAside)
            }
            let kind = requested.map { Self.words($0) } ?? "that"
            let reason =
                requested.map { "no app that declares \(intent) declares the \($0.rawValue) media category" }
                ?? "no app that declares \(intent) declares a media category"
            return Decision(
                chosen: nil, candidates: [],
                refusal: media ? Refusal(spoken: "Sorry, none of your apps can play \(kind).", reason: reason) : nil,
                setAside: setAside)
        }
        // Stable: the apps' order breaks ties.
        let ranked = candidates.enumerated().sorted { a, b in
            abs(a.element.score - b.element.score) > 1e-9 ? a.element.score > b.element.score : a.offset < b.offset
        }.map(\.element)
        return Decision(
            chosen: ranked[0].reading,
            candidates: ranked.map {
                RouteCandidate(app: $0.app.bundleIdentifier, score: $0.score, signals: $0.signals)
            },
            refusal: nil, setAside: setAside)
    }

    /// For a request about what is playing: the app Siri last saw play, if any.
    struct Playing {
        var app: String?
    }

    func signals(
        _ app: InstalledApp, reading: Match, domain: IntentDomain?, requested: INMediaCategory?,
        playing: Playing? = nil
    ) throws -> [SignalContribution] {
        var out = [SignalContribution(.match, reading.score)]
        if domain == .media {
            let declared = app.bundle.mediaCategories
            out.append(
                SignalContribution(.category, requested.map { declared.contains($0) } == true ? Self.categoryWeight : 0)
            )
        }
        // What the user did with the app: its donations of this domain's intents.
        let intents = Set(siri.registry.specs.values.filter { $0.domain == domain }.map(\.className))
        let donated = try siri.donationStats().score(
            app: app.bundleIdentifier, intents: intents.isEmpty ? [reading.intent] : intents,
            now: siri.clock.now)
        out.append(SignalContribution(.donations, Self.donationWeight * (1 - exp(-donated / 3))))
        // Whom the request reaches: the app the user always reaches that person with
        // outweighs the one used more overall.
        if let parameter = siri.registry[reading.intent]?.reachedPeople {
            let keys = reading.fills(parameter).map { fill in
                fill.entity.map { entity in
                    entity.source == .deviceContacts
                        ? DonationStats.personKey(contactIdentifier: entity.identifier, displayName: entity.phrase)
                        : DonationStats.personKey(contactIdentifier: nil, displayName: entity.phrase)
                } ?? DonationStats.personKey(contactIdentifier: nil, displayName: fill.text)
            }
            let reached = try siri.donationStats().personScore(
                app: app.bundleIdentifier, people: keys, now: siri.clock.now)
            // One recent message to the person already gives more than the most any app's
            // overall use can (0.35 of 0.4 against 0.25): a person always reached in one app
            // goes there, however busy another app is.
            out.append(SignalContribution(.person, Self.personWeight * (1 - exp(-2 * reached))))
        }
        if domain == .media {
            var context = 0.0
            if let user = siri.userContext(app: app.bundleIdentifier) {
                switch user.subscriptionStatus {
                case .subscribed: context += Self.contextWeight
                case .notSubscribed: context -= Self.contextWeight
                case .unknown: break
                }
                if let count = user.numberOfLibraryItems {
                    context += Self.contextWeight * min(1, log10(1 + Double(count)) / 4)
                }
            }
            out.append(SignalContribution(.userContext, context))
        }
        // How much of what the request names the app told Siri about (Spotlight, vocabulary,
        // donations), as well as it was heard: a name only one app knows settles the choice.
        let names =
            reading.parameters.filter { [.title, .people, .group].contains($0.parameter.kind.family) }.flatMap(\.fills)
            + reading.parameters.filter { $0.parameter.kind.family == .value }.flatMap(\.fills).filter {
                $0.entity?.app != nil
            }
        let known = names.reduce(0.0) { total, fill in
            guard let entity = fill.entity, entity.app == app.bundleIdentifier,
                [.spotlight, .userVocabulary, .globalVocabulary, .donation].contains(entity.source)
            else { return total }
            return total + fill.quality
        }
        out.append(
            SignalContribution(.knowledge, names.isEmpty ? 0 : Self.knowledgeWeight * known / Double(names.count)))
        if let playing {
            out.append(SignalContribution(.nowPlaying, playing.app == app.bundleIdentifier ? Self.nowPlayingWeight : 0))
        }
        return out
    }

    /// The media category a request names: by the kind it asks for ("a podcast", "music",
    /// "this song"), else music for a genre of Siri's own, a mood or an album, for an artist
    /// Siri knows as a music artist, and for an addition to a playlist ("add Redbone to my
    /// gym playlist": a playlist is music's); nil when it names no kind. A genre an app told
    /// Siri (Podium's "True Crime") names no category: it is that app's.
    static func category(of search: INMediaSearch, reading: Match) -> INMediaCategory? {
        if search.mediaType == .music { return .music }
        if let category = INMediaCategory(search.mediaType) { return category }
        let musicArtist = EntityKind.vocabulary(INVocabularyStringType.mediaMusicArtistName.rawValue)
        if reading.fills("mediaSearch.genreNames").contains(where: { $0.entity?.source == .system })
            || !(search.moodNames ?? []).isEmpty
            || search.albumName != nil
            || reading.fills("mediaSearch.artistName").contains(where: { $0.entity?.kind == musicArtist })
            || !reading.fills("mediaDestination.playlistName").isEmpty
        {
            return .music
        }
        return nil
    }

    /// Whether a play request asks for sounds rather than music ("rain sounds", "white
    /// noise", "the sound of the sea"): what apps of the General category play.
    static func asksForAmbience(_ text: String) -> Bool {
        let words = Tokenizer.keys(text)
        return words.contains { SystemLexicon.soundWords.contains($0) }
    }

    /// Whether a request is about what is playing: "this song", "what's playing", or liking
    /// or adding without naming anything ("add to my Road Trip playlist").
    static func isAboutPlaying(_ search: INMediaSearch, intent: String) -> Bool {
        if search.reference == .currentlyPlaying { return true }
        let named =
            search.mediaName != nil || search.artistName != nil || search.albumName != nil
            || !(search.genreNames ?? []).isEmpty
            || !(search.moodNames ?? []).isEmpty || search.mediaIdentifier != nil || search.releaseDate != nil
        return !named && [INUpdateMediaAffinityIntent.className, INAddMediaIntent.className].contains(intent)
    }

    /// An app gets media intents only for the categories it declares: none, none at all; a
    /// request naming a kind, only apps declaring its category; otherwise any media app.
    static func mayPlay(_ declared: Set<INMediaCategory>, _ requested: INMediaCategory?) -> Bool {
        guard !declared.isEmpty else { return false }
        guard let requested else { return true }
        return declared.contains(requested)
    }

    static func words(_ category: INMediaCategory) -> String {
        switch category {
        case .general: "that"
        case .music: "music"
        case .podcasts: "podcasts"
        case .audiobooks: "audiobooks"
        case .radio: "radio"
        case .videos: "videos"
        }
    }
}
