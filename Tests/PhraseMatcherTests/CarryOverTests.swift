import Testing

@testable import PhraseMatcher

/// The rules of the second round of issue 17, one at a time: how an utterance is read before
/// any example meets it (verb forms, lead-ins, trailing clauses, slips, decimals) and what
/// lowers the bar (a word naming the domain). The requests they let through are in
/// Tests/Fixtures/understanding/requests.tsv.
@Suite struct CarryOverTests {
    static func tokens(_ text: String) -> [Token] { Tokenizer.tokenize(text) }

    @Test func verbFormsLeadToThePlainVerb() {
        #expect(Inflection.baseForms(of: "calling").contains("call"))
        #expect(Inflection.baseForms(of: "putting").first == "put")
        #expect(Inflection.baseForms(of: "texted").contains("text"))
        #expect(Inflection.baseForms(of: "liked").contains("like"))
        #expect(Inflection.baseForms(of: "replied").first == "reply")
        #expect(Inflection.baseForms(of: "sent") == ["send"])
        // Too short to be a form of anything; and a plain word is no inflection.
        #expect(Inflection.baseForms(of: "red").isEmpty)
        #expect(Inflection.baseForms(of: "play").isEmpty)
    }

    @Test func aVerbFormMatchesTheExampleWordForLess() {
        let index = LiteralIndex(words: ["call", "play"], thesaurus: Thesaurus(text: ""))
        let tokens = Self.tokens("calling playing")
        let hits = index.hits(tokens, probes: Probe.probes(tokens, typos: false), synonymCredit: 0.75)
        #expect(hits[0].map(\.id) == [index.id("call")!])
        #expect(hits[0].first?.factor == LiteralIndex.inflectionCredit)
        #expect(hits[1].map(\.id) == [index.id("play")!])
        // An example writing the form itself does not keep it from meaning the plain verb.
        let both = LiteralIndex(words: ["listen", "listening"], thesaurus: Thesaurus(text: ""))
        let listening = Self.tokens("listening to jazz")
        let bothHits = both.hits(listening, probes: Probe.probes(listening, typos: false), synonymCredit: 0.75)
        #expect(Set(bothHits[0].map(\.id)) == [both.id("listen")!, both.id("listening")!])
        // After a form of "be" it tells of something going on: "which teams are playing".
        let going = Self.tokens("which teams are playing")
        #expect(index.hits(going, probes: Probe.probes(going, typos: false), synonymCredit: 0.75)[3].isEmpty)
    }

    /// Framing goes from both ends; how to play it goes only after a verb of playing (after
    /// another verb the words may be a message's); nothing at all stays nothing.
    @Test func framingAndHowToPlayItGo() {
        func stripped(_ text: String) -> [String] { SystemLexicon.stripFraming(Self.tokens(text)).map(\.key) }
        #expect(SystemLexicon.stripFraming([]).isEmpty)
        #expect(stripped("play") == ["play"])
        #expect(stripped("play some jazz and turn it up please") == ["play", "some", "jazz"])
        #expect(stripped("put on some jazz really loud") == ["put", "on", "some", "jazz"])
        #expect(
            stripped("text mom turn it down and turn it up")
                == Self.tokens("text mom turn it down and turn it up").map(\.key))
    }

    @Test func aLeadInEndsWhereTheRequestStarts() {
        let opens: Set<String> = ["call", "text", "play", "start", "read"]
        func start(_ text: String) -> Int? {
            let tokens = Self.tokens(text)
            return SystemLexicon.leadInEnd(tokens) { opens.contains(tokens[$0].key) }
        }
        #expect(start("I'm driving so call Theo") == 3)
        #expect(start("im going for a run so just play some jazz") == 6)
        #expect(start("before the meeting text Raj that I'm late") == 3)
        #expect(start("I'm driving, read me my messages") == 2)
        // A request word inside the lead-in: it is the request.
        #expect(start("text Mom I'm late so start dinner") == nil)
        // A verb after "to" belongs to another request.
        #expect(start("after work remind me to call Mom") == nil)
        // Nothing before the verb.
        #expect(start("call Theo now please") == nil)
        // "When is …" asks a question; no clause has its verb first.
        let question = Self.tokens("when is Eye of the Spider playing at the Regal")
        #expect(SystemLexicon.leadInEnd(question) { question[$0].key == "playing" } == nil)
        let clause = Self.tokens("when the kids are asleep playing some jazz")
        #expect(SystemLexicon.leadInEnd(clause) { clause[$0].key == "playing" } == 5)
    }

    @Test func aClauseOfCircumstanceAtTheEnd() {
        let tokens = Self.tokens("did I miss any texts while I was in the meeting")
        #expect(SystemLexicon.trailingClauseStart(tokens) == 5)
        // "when" that asks, or one with no clause after it, is no circumstance.
        #expect(SystemLexicon.trailingClauseStart(Self.tokens("tell me when")) == nil)
        #expect(SystemLexicon.trailingClauseStart(Self.tokens("play songs from before 1990")) == nil)
    }

    @Test func aPhrasingWordSaidTwiceIsReadOnce() {
        let phrasing: Set<String> = ["text", "play", "duran"]
        let keys = { (text: String) in SystemLexicon.dropDoubledWords(Self.tokens(text), phrasing: phrasing).map(\.key)
        }
        #expect(keys("text text Leo bring the charger") == ["text", "leo", "bring", "the", "charger"])
        #expect(keys("play play some jazz") == ["play", "some", "jazz"])
        // A name may double itself, and a word that is no phrasing stays.
        #expect(keys("play Duran Duran") == ["play", "duran", "duran"])
        #expect(keys("bora bora") == ["bora", "bora"])
    }

    @Test func aContractionTypedWithoutItsApostrophe() {
        let restored = SystemLexicon.restoreApostrophes(Self.tokens("whats in my inbox"))
        #expect(restored.map(\.key) == Self.tokens("what's in my inbox").map(\.key))
        #expect(SystemLexicon.restoreApostrophes(Self.tokens("its late")).map(\.key) == ["its", "late"])
    }

    @Test func aDecimalSaidAloudIsOneNumber() {
        #expect(Self.tokens("play ninety eight point one").map(\.key) == ["play", "98.1"])
        #expect(Self.tokens("play eighty eight point five fm").map(\.key) == ["play", "88.5", "fm"])
        // "point" elsewhere is a word.
        #expect(Self.tokens("what is the point").map(\.key) == ["what", "is", "the", "point"])
    }

    @Test func aDomainWordIsACueUnlessTheReadingCountedIt() {
        let tokens = Self.tokens("draft an email to Maria")
        #expect(SystemLexicon.domainCue(for: "INSendMessageIntent", in: tokens, besides: []) == "email")
        #expect(SystemLexicon.domainCue(for: "INSendMessageIntent", in: tokens, besides: [2]) == nil)
        // Media words for media intents, none for calls ("call" and "phone" are its verbs).
        #expect(SystemLexicon.domainCue(for: "INPlayMediaIntent", in: tokens, besides: []) == nil)
        #expect(SystemLexicon.domainCue(for: "INStartCallIntent", in: Self.tokens("ignore call"), besides: []) == nil)
        let bare = MatchResult(utterance: "", mention: nil, candidates: [], best: nil, threshold: 0.44, cue: "email")
        #expect(abs(bare.baseThreshold - 0.55) < 1e-9)
    }

    @Test func censusGivenNamesReadAsPeople() {
        #expect(SystemLexicon.censusGivenNames.count > 2000)
        #expect(SystemLexicon.readsAsPersonName(["rosalind", "okafor"]))
        // Lower-case English words were left out of the list: "rose" stays a word.
        #expect(!SystemLexicon.censusGivenNames.contains("rose"))
        #expect(!SystemLexicon.censusGivenNames.contains("may"))
    }

    @Test func anEmailAddressIsOneName() {
        let keys = { (text: String) in SystemLexicon.joinEmailAddresses(Self.tokens(text)).map(\.key) }
        #expect(keys("send email to jack@gmail dot com") == ["send", "email", "to", "jack@gmail.com"])
        #expect(keys("write to john@gmail.com now") == ["write", "to", "john@gmail.com", "now"])
        #expect(keys("email jack at gmail dot com saying hi") == ["email", "jack@gmail.com", "saying", "hi"])
        // "at" with no address after it is a word.
        #expect(keys("meet me at home") == ["meet", "me", "at", "home"])
    }

    @Test func aNameTakenFromItsPlaceDoesNotOpenWithItsLink() {
        #expect(SystemLexicon.linkingWords.isSuperset(of: ["of", "by", "from"]))
        // "of Planets" is no title; "In the Mood", written with capitals, may be one.
        let table = SegmentTable(
            tokens: Self.tokens("play the audiobook of Planets"), spans: [], phrasing: [], allPhrasing: [],
            knownVocabularies: [], hits: Array(repeating: [], count: 5), weights: Array(repeating: 1, count: 5),
            slotKinds: [])
        var single = [[Segment]](repeating: [], count: 6)
        table.unknownTitles(into: &single, types: ["mediaTitle"], weight: 2)
        #expect(single[3].isEmpty)
        #expect(single[4].contains { $0.end == 5 })
    }

    /// A name nobody knows of two or three words that no English dictionary has reads as an
    /// artist's; English words, a number or a function word keep it a title.
    @Test func aNameOfNoEnglishWordReadsAsAnArtists() {
        func artist(_ text: String) -> Bool { SystemLexicon.readsAsArtistName(Self.tokens(text).map(\.key)[...]) }
        #expect(artist("okonkwo adeyemi"))
        #expect(artist("Yuki Tanabe"))
        #expect(!artist("broken harbour lights"))
        #expect(!artist("shame on you"))
        #expect(!artist("adeyemi"))
        #expect(!artist("okonkwo adeyemi 2005"))
        #expect(!artist("zorblat quiznak frumble wobbert"))
        // A regular form of an English word is one.
        #expect(SystemLexicon.isEnglishWord("harbours"))
        #expect(SystemLexicon.isEnglishWord("traced"))
        #expect(SystemLexicon.isEnglishWord("abominations"))
        #expect(!SystemLexicon.isEnglishWord("adeyemi"))
        // WordNet's proper names are not English words here.
        #expect(!SystemLexicon.isEnglishWord("zion"))
        // The list is searched by bisection, so it must be in byte order.
        #expect(SystemLexicon.englishWords.isSorted)
        #expect(SystemLexicon.englishWords.count > 60_000)
        let list = SortedWordList(text: "# notice\nab\nb\nba\nc\n")
        #expect(["ab", "b", "ba", "c"].allSatisfy(list.contains))
        #expect(!["a", "abc", "bb", "", "d", "# notice"].contains(where: list.contains))
    }

    @Test func aKnownServiceIsRoutingWhateverItsWords() {
        // "last" and "music" are phrasing and value words; as a service's name they are routing.
        let tokens = Self.tokens("play a song by Juanes on Last Fm")
        #expect(SystemLexicon.otherAppClause(tokens, phrasing: ["play", "song", "by", "last"]) == [5, 6, 7])
        let music = Self.tokens("play some Mike Burney on Google Music")
        #expect(SystemLexicon.otherAppClause(music, phrasing: ["play", "some"]) == [4, 5, 6])
        // An unknown name of phrasing words is no app.
        #expect(
            SystemLexicon.otherAppClause(Self.tokens("play songs on the radio"), phrasing: ["play", "radio"]).isEmpty)
    }

    /// A segment table of `tokens` with the given phrasing and nothing known but `spans`.
    static func table(
        _ tokens: [Token], phrasing: Set<String>, nameCarriers: Set<String> = [], spans: [EntitySpan] = []
    ) -> SegmentTable {
        SegmentTable(
            tokens: tokens, spans: spans, phrasing: phrasing, nameCarriers: nameCarriers, allPhrasing: phrasing,
            knownVocabularies: [], hits: Array(repeating: [], count: tokens.count),
            weights: Array(repeating: 1, count: tokens.count), slotKinds: [])
    }

    /// The segments a user-made name (a playlist) can take in `text`, by start.
    static func playlistSegments(_ text: String) -> (tokens: [Token], segments: [[Segment]]) {
        let tokens = Self.tokens(text)
        let table = Self.table(tokens, phrasing: ["add", "to", "my", "the", "this", "playlist"])
        var single = [[Segment]](repeating: [], count: tokens.count + 1)
        table.unknownTitles(into: &single, types: ["mediaPlaylistTitle"], weight: 1)
        return (tokens, single)
    }

    @Test func aUserMadeNameIsWhatStandsBetweenItsOwnerAndItsKind() {
        #expect(SystemLexicon.closedVocabularies.contains("mediaPlaylistTitle"))
        // "Nadia's" is whose the playlist is, not part of its name.
        let owned = Self.playlistSegments("add Toi to Nadia's late night drive playlist")
        #expect(owned.segments[3].isEmpty)
        // Between owner and kind word the whole run earns what one word does.
        let whole = owned.segments[4].first { $0.end == 7 }
        let one = owned.segments[6].first { $0.end == 7 }
        #expect(whole != nil && one != nil && whole!.credit == one!.credit)
        // After "my", "this" opens the name: "my this is Prince playlist" has one determiner.
        let thisIs = Self.playlistSegments("add Toi to my this is Prince playlist")
        #expect(thisIs.segments[4].contains { $0.end == 7 && $0.fill.tokens == 4..<7 })
        // An article the run opens with is not part of the name.
        let article = Self.playlistSegments("add Toi to the Legends Forever playlist")
        #expect(article.segments[3].contains { $0.end == 6 && $0.fill.tokens == 4..<6 })
    }

    @Test func aNameEndingWithACensusSurnameIsAPersons() {
        #expect(SystemLexicon.readsAsPersonName(["misato", "watanabe"]))
        #expect(SystemLexicon.readsAsPersonName(["dj", "kay", "slay"]))
        // Value words and everyday words are no name's; holidays are not kept as surnames.
        #expect(!SystemLexicon.readsAsPersonName(["rock", "watanabe"]))
        #expect(!SystemLexicon.readsAsPersonName(["old", "fashioned", "christmas"]))
        #expect(!SystemLexicon.readsAsPersonName(["watanabe"]))
    }

    @Test func aCapitalisedWordOfTheNameDoesNotSplitIt() {
        // "To" and "Go" written with capitals are the title's; "by" in lower case splits.
        let tokens = Self.tokens("play Long Way To Go by Keita Tachibana")
        let phrasing: Set<String> = ["play", "to", "go", "by"]
        let table = Self.table(tokens, phrasing: phrasing, nameCarriers: ["to", "by"])
        var single = [[Segment]](repeating: [], count: tokens.count + 1)
        table.unknownTitles(into: &single, types: ["mediaTitle"], weight: 1)
        let title = single[1].first { $0.end == 5 }
        let whole = single[1].first { $0.end == 8 }
        #expect(title != nil && whole != nil && title!.credit > whole!.credit)
    }

    @Test func aPlaceWithinAWorkIsNoPartOfItsName() {
        #expect(SystemLexicon.positionsInWork(Self.tokens("play chapter 3 of Dune")) == [1, 2, 3])
        #expect(SystemLexicon.positionsInWork(Self.tokens("play the next chapter of Dune")) == [1, 2, 3, 4])
        // ("one hundred and twelve" is read as "100 and 12".)
        #expect(
            SystemLexicon.positionsInWork(Self.tokens("play episode one hundred and twelve of Dune")) == Array(1...5))
        // A chapter nobody says the number of, or no "of", is a word like any other.
        #expect(SystemLexicon.positionsInWork(Self.tokens("play Chapter and Verse")).isEmpty)
    }

    @Test func anArtistsNameHoldsNoKindWordNorLinkInLowerCase() {
        let tokens = Self.tokens("play some songs by Dr John")
        let phrasing: Set<String> = ["play", "some", "songs", "by"]
        let table = Self.table(tokens, phrasing: phrasing, nameCarriers: ["by"])
        var artist = [[Segment]](repeating: [], count: tokens.count + 1)
        table.unknownTitles(into: &artist, types: ["mediaMusicArtistName"], weight: 1)
        #expect(artist[2].isEmpty)
        #expect(artist[4].contains { $0.end == 6 })
        // Nor does a title hold the kind word ("old songs by …"), but it may hold the link.
        let song = Self.tokens("play old songs by Nina Simone and Stand by Seaview")
        let songs = Self.table(song, phrasing: phrasing, nameCarriers: ["by"])
        var title = [[Segment]](repeating: [], count: song.count + 1)
        songs.unknownTitles(into: &title, types: ["mediaTitle"], weight: 1)
        #expect(!title[1].contains { $0.end > 2 })
        #expect(title[7].contains { $0.end == 10 })
    }

    @Test func aPlayedPlaylistIsWhatStandsBetweenItsOwnerAndItsKind() {
        // In a title that may be a playlist (a play request's), "my … playlist" frames one
        // name whatever its words.
        let tokens = Self.tokens("play my morning commute playlist")
        let phrasing: Set<String> = ["play", "my", "morning", "playlist"]
        let table = Self.table(tokens, phrasing: phrasing)
        var single = [[Segment]](repeating: [], count: tokens.count + 1)
        table.unknownTitles(into: &single, types: ["mediaTitle", "mediaPlaylistTitle"], weight: 1)
        let whole = single[2].first { $0.end == 4 }
        #expect(whole != nil && whole!.credit == 0.75)
        // Without the word "playlist" after it, "my" frames nothing.
        let song = Self.tokens("play my morning commute")
        let plain = Self.table(song, phrasing: phrasing)
        var none = [[Segment]](repeating: [], count: song.count + 1)
        plain.unknownTitles(into: &none, types: ["mediaTitle", "mediaPlaylistTitle"], weight: 1)
        #expect(!none[2].contains { $0.end == 4 && $0.credit == 0.75 })
    }

    @Test func aGivenNameThatIsAlsoPhrasingIsAPersonAfterALink() {
        // "mark" is a word of the app's phrasing ("mark it as read") and a given name.
        let tokens = Self.tokens("reply to the email from mark")
        let phrasing: Set<String> = ["reply", "to", "the", "email", "from", "mark"]
        let table = Self.table(tokens, phrasing: phrasing)
        var single = [[Segment]](repeating: [], count: tokens.count + 1)
        table.unknownPeople(into: &single, kind: .people, weight: 1)
        #expect(single[5].contains { $0.end == 6 })
        // Not where no linking word stands before it: "mark it as read" names nobody.
        let mark = Self.tokens("mark it as read")
        let plain = Self.table(mark, phrasing: ["mark", "as", "read"])
        var none = [[Segment]](repeating: [], count: mark.count + 1)
        plain.unknownPeople(into: &none, kind: .people, weight: 1)
        #expect(none[0].isEmpty)
    }

    @Test func aGenreIsReadAsSaid() {
        let rock = Entity(kind: .lexicon("genre"), identifier: "rock", phrase: "rock", source: .system)
        let tokens = Self.tokens("play some gothic rock from the Cold Wave genre")
        let phrasing: Set<String> = ["play", "some", "from", "the", "genre"]
        let table = Self.table(
            tokens, phrasing: phrasing, spans: [EntitySpan(start: 3, end: 4, entity: rock, quality: 1)])
        var single = [[Segment]](repeating: [], count: tokens.count + 1)
        table.styledGenres(into: &single, weight: 1)
        // The style word joins the genre; the value is the words said.
        #expect(single[2].contains { $0.end == 4 && $0.fill.entity?.identifier == "gothic rock" })
        // What stands before "genre" is one.
        #expect(single[6].contains { $0.end == 8 && $0.fill.entity?.identifier == "cold wave" })
        // A phrasing word is no style: "some rock" is rock.
        #expect(single[1].isEmpty)
    }

    @Test func aKnownServiceInsideTheRequestIsRouting() {
        let dm = Self.tokens("DM Olivia on Instagram that the party starts at nine")
        #expect(SystemLexicon.otherAppClause(dm, phrasing: ["dm", "that"]) == [2, 3])
        // The words after a known service are no part of its name: the message goes on.
        let via = Self.tokens("text Ana via WhatsApp running late")
        #expect(SystemLexicon.otherAppClause(via, phrasing: ["text", "via"]) == [2, 3])
        // An unknown name there is no service: "text Ana on Bay Street" keeps its words.
        #expect(SystemLexicon.otherAppClause(Self.tokens("text Ana on Bay Street now"), phrasing: ["text"]).isEmpty)
        // The "on" of "put on" is the verb's.
        #expect(SystemLexicon.otherAppClause(Self.tokens("put on Blur"), phrasing: ["put", "on"]).isEmpty)
    }
}
