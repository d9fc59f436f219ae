import Foundation
import Formats
import IntentModel
import PhraseMatcher

extension Media {
    /// "Add this song to my Road Trip playlist", "Add Blue to my library".
    static let add = IntentSpec(
        domain: .media,
        schema: IntentSchema(className: INAddMediaIntent.className, parameters: [
            // Before the media name, so that a playlist's name is where things go.
            ParameterSpec("mediaDestination.playlistName", .title(["mediaPlaylistTitle"])),
        ] + mediaSearch),
        handling: SpecBuilder.handling(
            INAddMediaIntent.self, Add.self,
            parameters: [
                mediaItems(Add.self, intent: INAddMediaIntent.self, resolve: { h, i, c in h.resolveMediaItems(for: i, with: c) },
                           items: \.mediaItems, search: \.mediaSearch),
                SpecBuilder.single("mediaDestination", .name, Add.self,
                                   resolve: { h, i, c in h.resolveMediaDestination(for: i, with: c) }, wrap: ParameterValue.mediaDestination,
                                   get: { $0.mediaDestination.map { [.mediaDestination($0)] } ?? [] },
                                   set: { intent, values in
                                       switch values.first {
                                       case let .mediaDestination(d)?: intent.mediaDestination = d
                                       case let value?: intent.mediaDestination = value.string.map(INMediaDestination.playlist)
                                       case nil: break
                                       }
                                   }),
            ],
            speech: IntentSpeech(
                failures: Failure.sentence(app:response:),
                valuePrompts: ["mediaItems": "What do you want to add?", "mediaDestination": "Which playlist?"],
                respond: { response, intent, context in
                    let intent = intent as? INAddMediaIntent
                    let where_ = intent?.mediaDestination.map(Speech.destination) ?? "your library"
                    switch INAddMediaIntentResponseCode(rawValue: response.code) {
                    case .success?, .inProgress?, .ready?: return ["OK, I added \(spoken(intent?.mediaItems)) to \(where_)."]
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
            handle: { h, i, c in h.handle(intent: i, completion: c) },
            describe: { i in
                .object(dropping: describe(items: i.mediaItems, search: i.mediaSearch) + [
                    ("mediaDestination", i.mediaDestination.map(TraceJSON.mediaDestination)),
                ])
            },
            restore: { r throws(FormatError) in
                INAddMediaIntent(mediaItems: try TraceReading.mediaItems(r["mediaItems"]), mediaSearch: try TraceReading.mediaSearch(r["mediaSearch"]),
                                 mediaDestination: try TraceReading.mediaDestination(r["mediaDestination"]))
            }))
}
