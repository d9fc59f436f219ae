import Foundation
import IntentModel
import PhraseMatcher

extension Media {
    /// Words that point at what is playing when they stand just before a kind of item:
    /// "this song", "that track", "the current album".
    static let pointingWords: Set<String> = ["this", "that", "current"]

    /// What a request says about what is playing, read when the spec builds the search (the
    /// matcher only finds the words): nil when it is not about what is playing, otherwise
    /// the kind of item it names (`unknown` for "this" alone, "it", "what's playing").
    ///
    /// Three readings lead there: Siri's own reference words ("this album", "that track",
    /// "what's playing"), a kind of item right after "this", "that" or "current" ("add this
    /// song to my Road Trip playlist", read by an example that has the kind as a slot), and
    /// "this" alone, a word of an app's example that names nothing else ("Add this to my
    /// library").
    static func playingReference(_ reading: IntentReading) -> INMediaItemType? {
        let typeFill = reading.fills("mediaSearch.mediaType").first
        let saidType = typeFill?.entity.flatMap { INMediaItemType(rawValue: $0.identifier) }
        if let fill = reading.fills("mediaSearch.reference").first,
            fill.entity?.identifier == INMediaReference.currentlyPlaying.rawValue
        {
            return saidType ?? kind(named: Tokenizer.keys(fill.text)) ?? .unknown
        }
        let words = Tokenizer.keys(reading.utterance)
        if let typeFill, let saidType, follows(pointingWords, Tokenizer.keys(typeFill.text), in: words) {
            return saidType
        }
        let named = [
            "mediaSearch.mediaName", "mediaSearch.artistName", "mediaSearch.albumName", "mediaSearch.genreNames",
            "mediaSearch.moodNames",
        ].contains { !reading.fills($0).isEmpty }
        let inAName = reading.match.parameters.flatMap(\.fills).contains { Tokenizer.keys($0.text).contains("this") }
        if !named, !inAName, words.contains("this") { return saidType ?? .unknown }
        return nil
    }

    /// The kind of item said right after a name, in words an app's example spells out
    /// rather than as a slot: "Play my Road Trip playlist" asks for a playlist, even once
    /// Siri no longer knows the name ("my Kitchen Disco playlist" after the app deleted it).
    /// Only after a name of the search: in "add Blue Train to my Focus playlist" the
    /// playlist is where things go.
    static func kindAfterName(_ reading: IntentReading) -> INMediaItemType? {
        let words = Tokenizer.keys(reading.utterance)
        let names = [
            "mediaSearch.mediaName", "mediaSearch.artistName", "mediaSearch.albumName", "mediaSearch.genreNames",
            "mediaSearch.moodNames",
        ]
        .flatMap { reading.fills($0) }.map { Tokenizer.keys($0.text) }
        for name in names where !name.isEmpty && words.count > name.count {
            for start in 0...(words.count - name.count - 1) where Array(words[start..<(start + name.count)]) == name {
                if let type = kind(named: [words[start + name.count]]) { return type }
            }
        }
        return nil
    }

    /// The kind of item a reference's words name ("this album" → album), by Siri's own
    /// words for kinds.
    static func kind(named words: [String]) -> INMediaItemType? {
        for word in words {
            if let name = SystemLexicon.caseName(for: word, in: "mediaType"), let type = INMediaItemType(rawValue: name)
            {
                return type
            }
        }
        return nil
    }

    /// Whether `phrase` occurs in `words` right after one of `leaders`.
    static func follows(_ leaders: Set<String>, _ phrase: [String], in words: [String]) -> Bool {
        guard !phrase.isEmpty, words.count > phrase.count else { return false }
        for start in 1...(words.count - phrase.count) where Array(words[start..<(start + phrase.count)]) == phrase {
            if leaders.contains(words[start - 1]) { return true }
        }
        return false
    }
}
