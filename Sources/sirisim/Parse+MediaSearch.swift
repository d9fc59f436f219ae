import Formats
import IntentModel
import PhraseMatcher
import SystemIntents

extension ParseOutput {
    /// What the media intent Siri builds from a reading holds beyond its slots, added to the
    /// parameters printed: the kind its search infers from the words where no slot said one
    /// (a station's name or frequency, "this episode": `Media.search`), and for a play the
    /// intent's own `playShuffled` and `playbackRepeatMode` ("shuffle my Dinner Party
    /// playlist", "… on repeat"), and for an add the library as where it goes ("add Blue to my
    /// library": `Media.destination`). These are what the app receives before resolution.
    static func mediaSearchAsBuilt(_ match: Match, utterance: String, into parameters: inout [(String, JSON)]) {
        guard SystemLexicon.mediaIntents.contains(match.intent) else { return }
        let reading = IntentReading(match, utterance: utterance)
        let search = Media.search(reading)
        if search.mediaType != .unknown, match.fills("mediaSearch.mediaType").isEmpty {
            let kind = ("mediaType", JSON.string(search.mediaType.rawValue))
            if let index = parameters.firstIndex(where: { $0.0 == "mediaSearch" }),
                case .object(let inner) = parameters[index].1
            {
                parameters[index].1 = .object(inner + [kind])
            } else {
                parameters.append(("mediaSearch", .object([kind])))
            }
        }
        // The library as where to add, which the intent is built with and no slot holds.
        if match.intent == "INAddMediaIntent", Media.destination(reading) == .library {
            parameters.append(("mediaDestination", TraceJSON.mediaDestination(.library)))
        }
        guard match.intent == "INPlayMediaIntent" else { return }
        if Media.shuffles(reading) { parameters.append(("playShuffled", .bool(true))) }
        let mode = Media.repeatMode(reading, search: search)
        if mode != .unknown { parameters.append(("playbackRepeatMode", .string(mode.rawValue))) }
    }
}
