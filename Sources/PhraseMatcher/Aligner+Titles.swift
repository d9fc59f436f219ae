import Foundation

extension Aligner {
    /// A title taken from its place that is exactly a known name of another parameter
    /// ("Play the Beatles" against "Play Purple Rain") becomes that parameter's value; a
    /// known name of another kind goes to its own parameter; a title nobody knows that reads
    /// as a person's name, or that the request calls an artist, may be the artist.
    func settleTitles(_ filled: inout [Filled]) {
        let specs = plan.intent.schema.parameters
        let tokens = table.tokens
        // A title the request says is an artist ("add artist Hex Hector to …") is one.
        let saysArtist = filled.contains { item in
            item.fills.contains { $0.entity?.kind == .lexicon("mediaType") && $0.entity?.identifier == "artist" }
        }
        // The kind of thing the request names ("the song …"), where it names one.
        let saidKind = filled.lazy.compactMap { item in
            item.fills.first { $0.entity?.kind == .lexicon("mediaType") }?.entity?.identifier
        }.first
        for index in filled.indices {
            let (parameter, fills, extra) = (filled[index].parameter, filled[index].fills, filled[index].extra)
            let kind = specs[parameter].kind
            // A title nobody knows in a request that says it is a genre ("play the genre Rock
            // Strumentale", "music from the Easy Listening genre") is that genre, as said; so
            // is one word nobody knows right before "music" that is no given name ("some kwaito
            // music", "freestyle music"; "Adele music" stays an artist's).
            let styleOfMusic =
                fills.count == 1 && fills[0].tokens.count == 1 && !saysArtist
                && fills[0].tokens.upperBound < tokens.count && tokens[fills[0].tokens.upperBound].key == "music"
                && !SystemLexicon.givenNames.contains(tokens[fills[0].tokens.lowerBound].key)
                && !table.facts.isPossessive[fills[0].tokens.lowerBound]
            // So is a genre of the spoken word right before what it is a genre of ("a mystery
            // audiobook", "a history podcast"; `SystemLexicon.spokenWordGenres`).
            let spokenGenre =
                fills.count == 1 && fills[0].entity == nil && fills[0].tokens.upperBound < tokens.count
                && SystemLexicon.spokenWordKinds.contains(tokens[fills[0].tokens.upperBound].key)
                && SystemLexicon.spokenWordGenres.contains(
                    tokens[withoutArticle(fills[0].tokens)].map(\.key).joined(separator: " "))
            if saidKind == "genre" || styleOfMusic || spokenGenre, case .title = kind, fills.count == 1,
                fills[0].entity == nil,
                let genre = specs.indices.first(where: { specs[$0].kind == .lexicon("genre") }),
                !filled.contains(where: { $0.parameter == genre })
            {
                let name = withoutArticle(fills[0].tokens)
                filled[index] = Filled(
                    parameter: genre,
                    fills: [SlotFill(text: "", entity: table.saidGenre(name), quality: 1, tokens: name)],
                    extra: extra)
                continue
            }
            // An album's place holding a title nobody knows, in a request that names another
            // kind of thing ("look for the song Nangs by …" against "find the album … by …"),
            // holds that thing's title; not one the request calls an album ("a song from the
            // album Quiet Harbours": the album narrows the search for the song).
            if let saidKind, saidKind != "album", kind == .title(["mediaAlbumName"]), fills.count == 1,
                fills[0].entity == nil,
                fills[0].tokens.lowerBound == 0
                    || !["album", "albums"].contains(tokens[fills[0].tokens.lowerBound - 1].key),
                let title = freeTitle(holding: "mediaTitle", in: filled)
            {
                filled[index] = Filled(parameter: title, fills: fills, extra: extra)
                continue
            }
            // (A person's place may hold a group's name, and the other way round.)
            var movable = false
            switch kind {
            case .title, .people, .group: movable = true
            default: break
            }
            guard movable, fills.count == 1 else { continue }
            // A value word in a title's place between its owner and the word "playlist" is the
            // playlist's name ("play my workout playlist" is no mood, "my jazz playlist" no genre).
            if let entity = fills[0].entity, entity.kind.isLexicon, case .title(let types) = kind,
                framedAsUserMade(fills[0].tokens),
                let playlist = types.contains("mediaPlaylistTitle")
                    ? parameter : freeTitle(holding: "mediaPlaylistTitle", in: filled)
            {
                filled[index] = Filled(
                    parameter: playlist,
                    fills: [SlotFill(text: "", entity: nil, quality: 0, tokens: fills[0].tokens)], extra: extra)
                continue
            }
            // A known name of another kind goes to its own parameter, or stays as words; a
            // value word whose parameter is taken says nothing more ("Add the album … to my
            // playlist": "playlist" is no artist).
            if let entity = fills[0].entity, !specs[parameter].accepts(entity.kind) {
                if let other = specs.indices.first(where: { candidate in
                    specs[candidate].accepts(entity.kind) && !filled.contains { $0.parameter == candidate }
                }) {
                    filled[index] = Filled(parameter: other, fills: fills, extra: extra)
                } else if case .lexicon = entity.kind {
                    filled[index] = Filled(parameter: parameter, fills: [], extra: extra)
                } else {
                    filled[index] = Filled(
                        parameter: parameter,
                        fills: [SlotFill(text: "", entity: nil, quality: 0, tokens: fills[0].tokens)], extra: extra)
                }
                continue
            }
            guard fills[0].entity == nil else { continue }
            let range = fills[0].tokens
            // (A name users make may be all value words: "my Psychedelic Rock playlist" is no genre,
            // nor is "my jazz playlist" where a title may name a playlist.)
            let holdsPlaylists =
                if case .title(let types) = kind { types.contains("mediaPlaylistTitle") } else { false }
            let userMade = kind.namesUserMake || (holdsPlaylists && framedAsUserMade(range))
            // (With the article a person's place leaves out: "anything from the weekend" names
            // when, "the weekend" being a date range.)
            let opensWithArticle = range.lowerBound > 0 && tokens[range.lowerBound - 1].key == "the"
            for other in specs.indices where other != parameter && !filled.contains(where: { $0.parameter == other }) {
                if let span = table.spans.first(where: {
                    ($0.start == range.lowerBound || (opensWithArticle && $0.start == range.lowerBound - 1))
                        && $0.end == range.upperBound && $0.quality >= 0.99
                        && specs[other].accepts($0.entity.kind)
                        && !(userMade && $0.entity.kind.isLexicon)
                }) {
                    filled[index] = Filled(
                        parameter: other,
                        fills: [
                            SlotFill(
                                text: "", entity: span.entity, quality: span.quality, tokens: span.start..<span.end)
                        ],
                        extra: extra)
                    break
                }
            }
            // A title nobody knows that reads as a person's name ("Add Vicky Leandros to …") is
            // the artist, where the request can name one and has not.
            // ("Add a Tom Thacker tune": the article is not part of the name.)
            let name = withoutArticle(range)
            // So is a title the request says is an artist (`saysArtist`).
            // Not a title right after the word naming its kind ("the audiobook Project Hail Mary").
            let kindBefore =
                name.lowerBound > 0 && SystemLexicon.titleKindWords.contains(tokens[name.lowerBound - 1].key)
            // A name right before the word "playlist" is the playlist's ("play Noche de Chicas
            // playlist"), not an artist's, unless the request says it is an artist.
            let namesPlaylist =
                name.upperBound < tokens.count && table.facts[.playlist, name.upperBound]
            if namesPlaylist, !saysArtist, filled[index].parameter == parameter,
                case .title(let types) = kind, types.contains("mediaMusicArtistName"),
                let title = freeTitle(holding: "mediaPlaylistTitle", in: filled)
            {
                filled[index] = Filled(parameter: title, fills: fills, extra: extra)
                continue
            }
            // A show or a station is often named after a person ("the Lex Fridman podcast"): a
            // request for one names its title, not an artist.
            let namesShow = saidKind.map(SystemLexicon.hostedKinds.contains) ?? false
            // So does one in the artist's place ("the newest podcast from Salt and Static"): a
            // show is from itself, and is searched by its title.
            if namesShow, filled[index].parameter == parameter, case .title(let types) = kind,
                types.contains("mediaMusicArtistName"), let title = freeTitle(holding: "mediaTitle", in: filled)
            {
                filled[index] = Filled(parameter: title, fills: fills, extra: extra)
                continue
            }
            // A person's name in the possessive opening a title nobody knows is its artist, and
            // the rest its title ("Play Jamie Robertson's Handover", "Brenda Kahn's Rushall
            // Station"); a rest of value words only is no title ("Jeremy Taggart's newest chant").
            if filled[index].parameter == parameter, case .title(let types) = kind, types.contains("mediaTitle"),
                !namesPlaylist, !namesShow, !saysArtist,
                let owner = name.dropLast().first(where: { table.facts.isPossessive[$0] }),
                SystemLexicon.readsAsArtistName(tokens[name.lowerBound...owner].map(\.key)[...]),
                let artist = freeTitle(holding: "mediaMusicArtistName", in: filled)
            {
                let rest = (owner + 1)..<name.upperBound
                let hasOwnWord = rest.contains { k in
                    !table.facts.isPhrasing[k] && !table.facts[.lexicon, k] && !table.facts[.everyday, k]
                        && !table.facts[.kind, k]
                }
                filled[index] = Filled(
                    parameter: parameter,
                    fills: hasOwnWord ? [SlotFill(text: "", entity: nil, quality: 0, tokens: rest)] : [], extra: extra)
                filled.append(
                    Filled(
                        parameter: artist,
                        fills: [SlotFill(text: "", entity: nil, quality: 0, tokens: name.lowerBound..<(owner + 1))],
                        extra: extra))
                continue
            }
            // A title nobody knows that is someone in the possessive, right before the kind or
            // the order of what is theirs, is whose ("play Adele's latest album", "dislike
            // Midnight Orchard's debut album").
            let ownsWhatFollows =
                !name.isEmpty && name.upperBound < tokens.count && table.facts.isPossessive[name.upperBound - 1]
                && (table.facts[.kind, name.upperBound] || table.facts[.lexicon, name.upperBound])
            if filled[index].parameter == parameter, case .title(let types) = kind, types.contains("mediaTitle"),
                !namesPlaylist, !namesShow,
                saysArtist || ownsWhatFollows
                    || (!kindBefore && SystemLexicon.readsAsArtistName(tokens[name].map(\.key)[...])),
                let artist = freeTitle(holding: "mediaMusicArtistName", in: filled)
            {
                filled[index] = Filled(
                    parameter: artist, fills: [SlotFill(text: "", entity: nil, quality: 0, tokens: name)], extra: extra)
            }
        }
    }

    /// Whether `range` stands between an owner ("my", "Anna's") and the word "playlist".
    func framedAsUserMade(_ range: Range<Int>) -> Bool {
        range.lowerBound > 0 && range.upperBound < table.tokens.count
            && (table.facts[.owner, range.lowerBound - 1] || table.facts.isPossessive[range.lowerBound - 1])
            && table.facts[.playlist, range.upperBound]
    }

    /// `range` without the article it opens with, where a word follows it ("a Tom Thacker").
    func withoutArticle(_ range: Range<Int>) -> Range<Int> {
        range.count > 1 && SystemLexicon.articles.contains(table.tokens[range.lowerBound].key)
            ? (range.lowerBound + 1)..<range.upperBound : range
    }

    /// The title parameter whose names include `type` ("mediaTitle", "mediaMusicArtistName"),
    /// where the reading has not filled it yet.
    func freeTitle(holding type: String, in filled: [Filled]) -> Int? {
        let specs = plan.intent.schema.parameters
        guard
            let title = specs.indices.first(where: { candidate in
                if case .title(let types) = specs[candidate].kind { types.contains(type) } else { false }
            }), !filled.contains(where: { $0.parameter == title })
        else { return nil }
        return title
    }

    /// The word naming a user-made name's kind, right beside that name, known or not ("to
    /// Sheri's chill out playlist", "to my playlist Neon Nights"), says what the name is, not what kind of
    /// thing is added: it is no value of the intent's own, where the example had no word for it.
    func dropKindsOfUserMadeNames(_ filled: inout [Filled]) {
        let specs = plan.intent.schema.parameters
        guard filled.contains(where: { $0.extra && $0.fills.first?.entity?.kind == .lexicon("mediaType") }) else {
            return
        }
        let named = filled.filter { specs[$0.parameter].kind.namesUserMake && !$0.extra }
            .flatMap(\.fills).filter { !$0.tokens.isEmpty }.map(\.tokens)
        guard !named.isEmpty else { return }
        filled.removeAll { item in
            guard item.extra, item.fills.count == 1, let entity = item.fills[0].entity,
                entity.kind == .lexicon("mediaType")
            else { return false }
            let word = item.fills[0].tokens
            guard word.count == 1, table.facts[.userMadeKind, word.lowerBound] else {
                return false
            }
            return named.contains { $0.lowerBound == word.upperBound || $0.upperBound == word.lowerBound }
        }
    }

    /// A word of the example that names what kind of thing a title beside it is ("Play my Road
    /// Trip playlist", "play the album …") says so in the reading too, as Siri hears it, where
    /// the intent has a parameter for the kind and the example gave it no slot. Not beside a
    /// name users make: there the word says what the name is (`dropKindsOfUserMadeNames`).
    func kindsOfExampleWords(_ filled: inout [Filled], exampleWords: [Int]) {
        let specs = plan.intent.schema.parameters
        guard let kindParameter = freeKindParameter(in: filled) else { return }
        let titles = filled.filter { item in
            if case .title = specs[item.parameter].kind { !specs[item.parameter].kind.namesUserMake } else { false }
        }.flatMap(\.fills).map(\.tokens).filter { !$0.isEmpty }
        for token in exampleWords where SystemLexicon.titleKindWords.contains(table.tokens[token].key) {
            guard titles.contains(where: { $0.lowerBound == token + 1 || $0.upperBound == token }),
                let kind = kindWord(at: token, parameter: kindParameter, quality: 0)
            else { continue }
            filled.append(kind)
            return
        }
    }

    /// A reference that names its kind ("add this song to …", "this album", "the song playing")
    /// says that kind too, as Siri hears it: the search is for the song playing now, a song.
    func kindsOfReferences(_ filled: inout [Filled]) {
        guard let kindParameter = freeKindParameter(in: filled) else { return }
        for item in filled {
            for reference in item.fills where reference.entity?.kind == .lexicon("mediaReference") {
                // (As typed: "this son" is no song.)
                if let kind = reference.tokens.lazy.compactMap({
                    self.kindWord(at: $0, parameter: kindParameter, quality: 0.99)
                }).first {
                    filled.append(kind)
                    return
                }
            }
        }
    }

    /// The intent's parameter for the kind of thing asked for (`mediaType`), where the
    /// reading has not filled it.
    private func freeKindParameter(in filled: [Filled]) -> Int? {
        let specs = plan.intent.schema.parameters
        guard let kind = specs.indices.first(where: { specs[$0].kind == .lexicon("mediaType") }),
            !filled.contains(where: { $0.parameter == kind })
        else { return nil }
        return kind
    }

    /// The kind word at `token` alone ("song", "album"), found with at least `quality`, as
    /// the value of the kind parameter.
    private func kindWord(at token: Int, parameter: Int, quality: Double) -> Filled? {
        guard
            let span = table.spans.first(where: {
                $0.start == token && $0.end == token + 1 && $0.quality >= quality
                    && $0.entity.kind == .lexicon("mediaType")
            })
        else { return nil }
        return Filled(
            parameter: parameter,
            fills: [SlotFill(text: "", entity: span.entity, quality: span.quality, tokens: token..<(token + 1))],
            extra: false)
    }
}
