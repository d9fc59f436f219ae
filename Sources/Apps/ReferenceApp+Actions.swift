import Foundation
import IntentModel
import Store

/// What the user does inside an app (`:in Tunes …`): the app acts on its own data and
/// tells the system what Apple asks apps to tell it.
extension ReferenceApp {
    public static let actionUsage = [
        "play NAME                  play a playlist, album, show or song in the app (donates it)",
        "rename playlist OLD to NEW rename a playlist (updates the app's vocabulary)",
        "delete playlist NAME       delete a playlist (updates the app's vocabulary)",
        "spotlight delete all       delete the app's Spotlight items (and, as Apple warns, its donations)",
        "spotlight delete domain D  delete the app's Spotlight items of one domain",
        "spotlight index            index the media library in Spotlight again",
    ]

    public func perform(_ action: String, services: AppLaunchServices) throws -> [String]? {
        let words = action.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let verb = words.first?.lowercased() else { return nil }
        let rest = Self.unquoted(words.dropFirst().joined(separator: " "))
        switch verb {
        case "play":
            return try play(rest, services: services)
        case "rename" where words.count >= 2 && words[1].lowercased() == "playlist":
            // Not unquoted as a whole: `"Focus" to "Deep Focus"` is two quoted names.
            let body = words.dropFirst(2).joined(separator: " ")
            guard let range = body.range(of: " to ", options: .caseInsensitive) else {
                return ["Usage: rename playlist OLD to NEW"]
            }
            let old = Self.unquoted(String(body[..<range.lowerBound]))
            let new = Self.unquoted(String(body[range.upperBound...]))
            guard let playlist = try MediaLibrary(store: store, app: bundleIdentifier).playlist(named: old) else {
                return ["\(bundleIdentifier) has no playlist called “\(old)”."]
            }
            try store.renamePlaylist(app: bundleIdentifier, identifier: playlist.identifier, to: new)
            // The donations name the old title: the app deletes them with the playlist's group.
            try services.interactions.deleteInteractions(withGroupIdentifier: playlist.identifier)
            try registerPlaylists(services)
            // Its Spotlight item says the new title too.
            if data.indexSpotlight {
                try services.spotlight.indexSearchableItems(
                    try spotlightItems().filter { $0.uniqueIdentifier == playlist.identifier })
            }
            return [
                "Renamed the playlist “\(playlist.title)” to “\(new)”; the app deleted the playlist's donations and registered its playlists with Siri again."
            ]
        case "delete" where words.count >= 2 && words[1].lowercased() == "playlist":
            let name = Self.unquoted(words.dropFirst(2).joined(separator: " "))
            guard let playlist = try MediaLibrary(store: store, app: bundleIdentifier).playlist(named: name) else {
                return ["\(bundleIdentifier) has no playlist called “\(name)”."]
            }
            try store.deletePlaylist(app: bundleIdentifier, identifier: playlist.identifier)
            // Apple: delete the donations of content the user deletes, here by the playlist's group.
            try services.interactions.deleteInteractions(withGroupIdentifier: playlist.identifier)
            try registerPlaylists(services)
            if data.indexSpotlight {
                try services.spotlight.deleteSearchableItems(withIdentifiers: [playlist.identifier])
            }
            return [
                "Deleted the playlist “\(playlist.title)”; the app deleted the playlist's donations and registered its playlists with Siri again."
            ]
        case "spotlight":
            switch words.dropFirst().map({ $0.lowercased() }) {
            case ["delete", "all"]:
                try services.spotlight.deleteAllSearchableItems()
                return ["The app deleted all its Spotlight items."]
            case let args where args.count >= 3 && args[0] == "delete" && args[1] == "domain":
                let domains = Array(words.dropFirst(3))
                try services.spotlight.deleteSearchableItems(withDomainIdentifiers: domains)
                return ["The app deleted its Spotlight items in \(domains.joined(separator: ", "))."]
            case ["index"]:
                try services.spotlight.indexSearchableItems(try spotlightItems())
                return ["The app indexed its media library in Spotlight."]
            default:
                return ["Usage: spotlight delete all | spotlight delete domain D | spotlight index"]
            }
        default:
            return nil
        }
    }

    /// Plays something in the app, and donates it as the user's own choice: the playlist,
    /// album or show rather than each song in it, as Apple advises.
    func play(_ name: String, services: AppLaunchServices) throws -> [String] {
        let finder = MediaFinder(library: try MediaLibrary(store: store, app: bundleIdentifier))
        guard case .found(let items, let container) = finder.find(INMediaSearch(mediaName: name)),
            let first = items.first
        else {
            return ["\(bundleIdentifier) has nothing called “\(name)”."]
        }
        try store.play(
            app: bundleIdentifier, item: first.identifier, container: container?.identifier, shuffled: false,
            at: services.clock.now)
        let item = finder.library.mediaItem(first)
        // An audiobook is a collection of its own (its chapters): donated as its own container,
        // so that Siri can suggest it again.
        let donated = container ?? (item.type == .audioBook ? item : nil)
        let intent =
            donated.map { INPlayMediaIntent(mediaItems: container == nil ? [item] : nil, mediaContainer: $0) }
            ?? INPlayMediaIntent(mediaItems: [item])
        let interaction = INInteraction(
            intent: intent, response: INPlayMediaIntentResponse(code: .success), identifier: "",
            groupIdentifier: donated?.identifier, dateInterval: DateInterval(start: services.clock.now, duration: 0),
            intentHandlingStatus: .success)
        try services.interactions.donate(interaction)
        try donateAssociated(with: interaction, container: donated, services: services)
        return ["Playing \(container?.title ?? first.title) in the app; it donated the interaction."]
    }

    /// The playlists, registered again as the user's vocabulary (their names are the user's
    /// own), most important first as at launch: the launch order by identifier (a term keeps
    /// its pronunciation hint while its title stands), then playlists made since.
    func registerPlaylists(_ services: AppLaunchServices) throws {
        let launchTerms = data.launchVocabulary.first { $0.type == .mediaPlaylistTitle }?.strings ?? []
        let rank = Dictionary(
            launchTerms.enumerated().compactMap { index, term in term.vocabularyIdentifier.map { ($0, index) } },
            uniquingKeysWith: { first, _ in first })
        let playlists = try store.playlists(app: bundleIdentifier).map(\.playlist).enumerated().sorted { a, b in
            (rank[a.element.identifier] ?? launchTerms.count, a.offset) < (
                rank[b.element.identifier] ?? launchTerms.count, b.offset
            )
        }.map(\.element)
        let terms = playlists.map { playlist in
            launchTerms.first { $0.vocabularyIdentifier == playlist.identifier && $0.spokenPhrase == playlist.title }
                ?? INSpeakableString(vocabularyIdentifier: playlist.identifier, spokenPhrase: playlist.title)
        }
        services.vocabulary.setVocabulary(terms, of: .mediaPlaylistTitle)
    }

    /// Donates a donation of the app's launch history, with the intents associated with it.
    func donate(_ donation: LaunchDonation, services: AppLaunchServices) throws {
        let interaction = try interaction(donation)
        try services.interactions.donate(interaction)
        let container = (interaction.intent as? INPlayMediaIntent)?.mediaContainer
        try donateAssociated(with: interaction, container: container, services: services)
    }

    /// One action, several shortcuts: the intents the app associates with the one donated
    /// ("trim silence" and "speed up" for the podcast just played), about the same thing.
    func donateAssociated(with interaction: INInteraction, container: INMediaItem?, services: AppLaunchServices) throws
    {
        guard let container, let id = container.identifier else { return }
        for associated in data.associatedIntents where associated.with == interaction.intentClassName {
            let title = container.title ?? id
            let phrase = associated.suggestedInvocationPhrase?.replacingOccurrences(of: "{container}", with: title)
            let intent = INCustomIntent(
                className: associated.intent,
                parameters: [associated.parameter: .object(identifier: id, displayString: title)],
                suggestedInvocationPhrase: phrase)
            try services.interactions.donate(
                INInteraction(
                    intent: intent, response: nil, identifier: "", groupIdentifier: id,
                    dateInterval: interaction.dateInterval, intentHandlingStatus: .success))
        }
    }

    /// The interaction for a donation of the app's launch history.
    func interaction(_ donation: LaunchDonation) throws -> INInteraction {
        // Any intent but a media play is filled by its values' names; the system makes it.
        guard donation.intent == INPlayMediaIntent.className else {
            return INInteraction(
                intent: INConfiguredIntent(className: donation.intent, values: donation.parameters), response: nil,
                identifier: "",
                groupIdentifier: donation.groupIdentifier,
                dateInterval: DateInterval(start: donation.date, duration: 0),
                intentHandlingStatus: .success, suggestedInvocationPhrase: donation.suggestedInvocationPhrase)
        }
        let library = try MediaLibrary(store: store, app: bundleIdentifier)
        let container = donation.container.flatMap { id in
            library.playlist(id).map { library.mediaItem($0.playlist) } ?? library.item(id).map(library.mediaItem)
        }
        let items = donation.items.compactMap(library.item).map(library.mediaItem)
        let intent = INPlayMediaIntent(mediaItems: items.isEmpty ? nil : items, mediaContainer: container)
        return INInteraction(
            intent: intent, response: INPlayMediaIntentResponse(code: .success), identifier: "",
            groupIdentifier: donation.groupIdentifier ?? donation.container,
            dateInterval: DateInterval(start: donation.date, duration: 0), intentHandlingStatus: .success,
            suggestedInvocationPhrase: donation.suggestedInvocationPhrase)
    }

    static func unquoted(_ text: String) -> String {
        var t = text.trimmingCharacters(in: .whitespaces)
        for (open, close) in [("\"", "\""), ("“", "”"), ("'", "'")]
        where t.count >= 2 && t.hasPrefix(open) && t.hasSuffix(close) {
            t = String(t.dropFirst().dropLast())
        }
        return t
    }
}
