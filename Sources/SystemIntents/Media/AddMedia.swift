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
        build: { reading, _ in
            var destination: INMediaDestination?
            if let playlist = reading.name("mediaDestination.playlistName") {
                destination = .playlist(playlist)
            } else if reading.says("library") {
                destination = .library
            }
            return INAddMediaIntent(mediaSearch: search(reading), mediaDestination: destination)
        },
        confirm: { h, i, c in h.confirm(intent: i, completion: c) },
        handle: { h, i, c in h.handle(intent: i, completion: c) })

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
