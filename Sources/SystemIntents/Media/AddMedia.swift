import Formats
import Foundation
import IntentModel
import PhraseMatcher

extension Media {
    /// "Add this song to my Road Trip playlist", "Add Blue to my library".
    static let add = SpecBuilder.spec(
        .media, INAddMediaIntent.self, Add.self,
        parameters: IntentParameters(
            { INAddMediaIntent() },
            [
                mediaItems(
                    prompt: "What do you want to add?", items: \.mediaItems, search: \.mediaSearch,
                    resolve: { h, i, c in h.resolveMediaItems(for: i, with: c) }),
                mediaSearch(\.mediaSearch),
                .single(
                    "mediaDestination", \.mediaDestination, destinationCodec, resolvedAs: .name,
                    prompt: "Which playlist?",
                    resolve: { h, i, c in h.resolveMediaDestination(for: i, with: c) }
                )
                .spoken(through: [ParameterSpec("mediaDestination.playlistName", .title(["mediaPlaylistTitle"]))]),
                // Before the media name, so that a playlist's name is where things go.
            ], schema: ["mediaDestination", "mediaSearch"]),
        commands: true,
        speech: IntentSpeech(
            failures: Failure.sentence(app:response:),
            respond: { response, intent, context in
                let intent = intent as? INAddMediaIntent
                let destination = intent?.mediaDestination.map(Speech.destination) ?? "your library"
                switch INAddMediaIntentResponseCode(rawValue: response.code) {
                case .success?, .inProgress?, .ready?:
                    return ["OK, I added \(spoken(intent?.mediaItems)) to \(destination)."]
                case .handleInApp?: return []
                default: return [Failure.sentence(app: context.app, response: response)]
                }
            }),
        build: { reading, _ in INAddMediaIntent(mediaSearch: search(reading), mediaDestination: destination(reading)) },
        confirm: { h, i, c in h.confirm(intent: i, completion: c) },
        handle: { h, i, c in h.handle(intent: i, completion: c) })

    /// Where a request to add puts the media: the playlist named, or the library where the
    /// request says "library" ("add Blue to my library"), or nothing said (the app decides).
    public static func destination(_ reading: IntentReading) -> INMediaDestination? {
        if let playlist = reading.name("mediaDestination.playlistName") { return .playlist(playlist) }
        return reading.says("library") ? .library : nil
    }

    /// Where added media goes: a value said by name is a playlist.
    static var destinationCodec: ValueCodec<INMediaDestination?, INMediaDestination> {
        ValueCodec(
            values: { $0.map { [.mediaDestination($0)] } ?? [] },
            update: { values, current in
                switch values.first {
                case .mediaDestination(let destination)?: destination
                case let value?: value.string.map(INMediaDestination.playlist)
                case nil: current
                }
            },
            wrap: ParameterValue.mediaDestination, json: { $0.map(TraceJSON.mediaDestination) },
            read: { r throws(FormatError) in try TraceReading.mediaDestination(r) })
    }
}
