import Testing

@testable import PhraseMatcher

/// The rules of the twelfth round of issue 17, one at a time: requests typed in a hurry
/// (text-speak, words run together, a noun for its relative's plural) and said while busy
/// (which of someone's numbers, how to play said in a clause of its own, a clause of purpose).
/// The requests they let through are in Tests/Fixtures/understanding/requests.tsv.
@Suite struct TypedAndSpokenTests {
    static func tokens(_ text: String) -> [Token] { Tokenizer.tokenize(text) }
    /// The keys left after one step that reads an utterance's tokens, joined by spaces.
    static func keys(_ text: String, after step: ([Token]) -> [Token]) -> String {
        step(tokens(text)).map(\.key).joined(separator: " ")
    }

    @Test func aWordStandsForItsRelativesPlural() {
        let thesaurus = Thesaurus(text: "message, email\nmessages, emails")
        let index = LiteralIndex(words: ["messages", "any"], thesaurus: thesaurus)
        let tokens = Self.tokens("an email")
        let hits = index.hits(tokens, probes: Probe.probes(tokens, typos: false), synonymCredit: 0.75)
        #expect(hits[1].map(\.id) == [index.id("messages")!])
        #expect(hits[1].first?.factor == 0.75 * LiteralIndex.inflectionCredit)
        // The relative itself, where an example writes it, earns the full synonym credit.
        let plain = LiteralIndex(words: ["message"], thesaurus: thesaurus)
        let plainHits = plain.hits(tokens, probes: Probe.probes(tokens, typos: false), synonymCredit: 0.75)
        #expect(plainHits[1].map(\.factor) == [0.75])
    }

    @Test func aVerbFormStandsForItsPlainVerbsRelatives() {
        let index = LiteralIndex(words: ["play"], thesaurus: Thesaurus(text: "play, hear"))
        let tokens = Self.tokens("hearing jazz")
        let hits = index.hits(tokens, probes: Probe.probes(tokens, typos: false), synonymCredit: 0.75)
        #expect(hits[0].map(\.id) == [index.id("play")!])
        #expect(hits[0].first?.factor == 0.75 * LiteralIndex.inflectionCredit)
        // Not after a form of "be": "they are hearing things" tells of something going on.
        let going = Self.tokens("they are hearing things")
        #expect(index.hits(going, probes: Probe.probes(going, typos: false), synonymCredit: 0.75)[2].isEmpty)
    }

    @Test func playAndShuffleIsOneVerb() {
        let index = LiteralIndex(words: ["shuffle", "play"], thesaurus: .standard)
        let tokens = Self.tokens("play and shuffle my road trip playlist")
        let hits = index.hits(tokens, probes: Probe.probes(tokens, typos: false), synonymCredit: 0.75)
        #expect(hits[0].contains { $0.id == index.id("shuffle")! && $0.length == 3 })
    }

    @Test func textSpeakReadsAsTheWordMeant() {
        func keys(_ text: String) -> [String] { SystemLexicon.expandTextSpeak(Self.tokens(text)).map(\.key) }
        #expect(keys("vid chat w my niece") == ["video", "chat", "with", "my", "niece"])
        #expect(keys("play smth relaxing tmrw") == ["play", "something", "relaxing", "tomorrow"])
        // Written with a capital it may be a name: "W" stays.
        #expect(keys("play W") == ["play", "w"])
    }

    @Test func aVerbRunIntoAnEverydayNounSplits() {
        let phrasing: Set<String> = ["text", "call", "play", "radio"]
        func keys(_ text: String) -> [String] {
            SystemLexicon.splitRunTogether(Self.tokens(text), phrasing: phrasing).map(\.key)
        }
        #expect(keys("textmom running late") == ["text", "mom", "running", "late"])
        #expect(keys("calldad") == ["call", "dad"])
        // Only a verb of calling or messaging opens one: a band's name stays whole.
        #expect(keys("play radiohead") == ["play", "radiohead"])
        // An English word is no slip: "playground".
        #expect(keys("calling the playground") == ["calling", "the", "playground"])
    }

    @Test func aLabelAfterTheCalleeIsWhichNumber() {
        func start(_ text: String) -> Int? { SystemLexicon.phoneLabelStart(Self.tokens(text)) }
        #expect(start("call uncle ray mobile") == 3)
        #expect(start("call dave on his mobile") == 2)
        // Not without a verb of calling, nor in a message.
        #expect(start("play mobile") == nil)
        #expect(start("text mom i lost my mobile") == nil)
    }

    @Test func howToPlaySaidInAClauseOfItsOwn() {
        func start(_ text: String) -> Int? { SystemLexicon.playbackModeStart(Self.tokens(text)) }
        #expect(start("play cold harbor by juno vale and repeat it") == 6)
        #expect(start("put my road trip playlist on and just loop the whole thing") == 6)
        #expect(start("play the album rumours start to finish") == 4)
        // The clause says how to play and nothing else: "and repeat after me" is no mode.
        #expect(start("play simon says and repeat after me") == nil)
    }

    @Test func soOpensAClauseButNotInAMessage() {
        func start(_ text: String) -> Int? { SystemLexicon.trailingClauseStart(Self.tokens(text)) }
        #expect(start("facetime aunt bea so the kids can say hi") == 3)
        #expect(start("text dana wu so i can get the file") == nil)
        #expect(start("did anyone text me while i was driving") == 4)
    }

    @Test func aRequestAskedAfterAStoryOfWhy() {
        func start(_ text: String) -> Int? { SystemLexicon.askedAfterStory(Self.tokens(text)) }
        #expect(
            start("we have four more hours on the road and everyone is bored so can you put on some jazz") == 13)
        #expect(start("the kids are asleep in the back so please play something quiet") == 8)
        // "So" alone, with no question asking for something, says nothing of where it starts.
        #expect(start("we have four more hours so we need some music") == nil)
    }

    @Test func aClauseAfterACommaTellsHowThingsAre() {
        func start(_ text: String) -> Int? { SystemLexicon.trailingClauseStart(Self.tokens(text)) }
        #expect(start("play some relaxing classical, the baby's finally dozing off") == 4)
        #expect(start("put on some jazz please, we are driving home") == 5)
        // A message says it: "text mom, I'm stuck in traffic".
        #expect(start("text mom and dad, I'm stuck in traffic") == nil)
        // No verb of being or having: a list goes on ("play jazz, the blues and soul").
        #expect(start("play some jazz, the blues and soul") == nil)
    }

    @Test func aRequestPutAsAHopeOrAFavourIsReadPast() {
        func stripped(_ text: String) -> String { Self.keys(text, after: SystemLexicon.stripFraming) }
        #expect(stripped("I was hoping you could shuffle my road trip playlist") == "shuffle my road trip playlist")
        #expect(stripped("I'd really appreciate it if you messaged Jake") == "messaged jake")
        #expect(stripped("do me a favor and call the vet") == "call the vet")
        #expect(stripped("phone the vet for me would you") == "phone the vet")
        #expect(stripped("call dad on speaker") == "call dad")
        // What is left is never nothing.
        #expect(stripped("how about") == "how about")
    }

    @Test func whatToDoInsteadIsTheRequest() {
        func restarted(_ text: String) -> String { Self.keys(text, after: SystemLexicon.restartAfterCorrection) }
        #expect(restarted("don't play country, play something else") == "play something else")
        #expect(restarted("no, not the live one, play the studio album") == "play the studio album")
        // A message may say "no" and go on: only a request verb after the comma restarts it.
        #expect(restarted("no, that's fine, thanks") == "no that is fine thanks")
    }
}
