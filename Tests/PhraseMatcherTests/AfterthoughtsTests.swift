import Testing

@testable import PhraseMatcher

/// The rules of the fourteenth round of issue 17: a verb said after what it acts on ("Mr.
/// Brightside, play it", "mum. call."), a second request joined by "and" ("… and set a timer
/// for twenty minutes"), a clause after a comma that opens with its subject ("play 90s hip
/// hop, I need to get through these dishes"), and a question asked after the user's situation
/// (`SituationTests`). The requests they let through are in
/// Tests/Fixtures/understanding/requests.tsv.
@Suite struct AfterthoughtsTests: ReadsFraming {
    static func moved(_ text: String, opening: Set<String> = ["play", "call", "text", "add"]) -> String {
        let tokens = Tokenizer.tokenize(text)
        return SystemLexicon.frontAfterthoughtVerb(tokens, opens: { opening.contains(tokens[$0].key) })
            .map(\.key).joined(separator: " ")
    }

    @Test func aVerbPointingBackMovesToTheFront() {
        #expect(Self.moved("Mr. Brightside, play it") == "play mr brightside")
        #expect(
            Self.moved("Dear Mr Halloran by The Quiet Aunts, can you put that on")
                == "put on dear mr halloran by the quiet aunts")
        #expect(Self.moved("Ring of Fire, add it to campfire") == "add ring of fire to campfire")
        #expect(Self.moved("the new Moonkey album? look it up") == "look up the new moonkey album")
    }

    @Test func aVerbInIngAfterItsFrameIsReadPlain() {
        #expect(Self.stripped("would you mind texting mom that I'm late") == "text mom that im late")
        #expect(Self.stripped("try calling my wife again") == "call my wife again")
        #expect(Self.stripped("how about playing some jazz") == "play some jazz")
        #expect(Self.stripped("I feel like listening to Adele") == "listen to adele")
        // Only a verb of a request, and only after such a frame.
        #expect(Self.stripped("how about dancing") == "dancing")
        #expect(Self.stripped("can you keep calling") == "keep calling")
    }

    @Test func whatTheUserTellsAnAppSiriDoesNotHaveIsSaidToSiri() {
        #expect(Self.stripped("tell spotify i like drake") == "i like drake")
        #expect(Self.stripped("can you tell Apple Music I don't like Olsson") == "i dont like olsson")
        // Only before what the user says of themselves, and only an app's name.
        #expect(Self.stripped("tell spotify to play drake") == "tell spotify to play drake")
        #expect(Self.stripped("tell Sam I like drake") == "tell sam i like drake")
    }

    @Test func aVerbSaidAgainAfterAHesitationStands() {
        func kept(_ text: String) -> String {
            SystemLexicon.dropHesitations(Tokenizer.tokenize(text)).map(\.key).joined(separator: " ")
        }
        #expect(kept("text uh call dana wu") == "call dana wu")
        #expect(kept("play um shuffle my road trip playlist") == "shuffle my road trip playlist")
        // The same verb, or a name after the hesitation, keeps the first.
        #expect(kept("call uh call mom") == "call call mom")
        #expect(kept("text um Beth I'm late") == "text beth im late")
    }

    @Test func aVerbThatEndsTheRequestMovesToTheFront() {
        #expect(Self.moved("music of Adele please play") == "play music of adele")
        #expect(Self.moved("mum. call.") == "call mum")
        #expect(Self.moved("dentist, call") == "call dentist")
        #expect(Self.moved("this, to playlist Sleep add") == "add this to playlist sleep")
    }

    @Test func whatIsNoThingNamedStaysAsSaid() {
        // A clause or a question before the verb is no object.
        #expect(
            Self.moved("is there a station that plays reggae, put it on")
                == "is there a station that plays reggae put it on")
        #expect(Self.moved("I love this song, play it again") == "i love this song play it again")
        // "that message" is a new thing, not one named before.
        #expect(
            Self.moved("Jake sent the title at some point, pull up that message")
                == "jake sent the title at some point pull up that message")
        // A request that opens with its verb is left alone.
        #expect(Self.moved("play the album, and shuffle it") == "play the album and shuffle it")
        // A verb at the end with nothing to set it off is part of what is said ("missed call").
        #expect(Self.moved("my missed call") == "my missed call")
        // Quoted words are a title.
        #expect(Self.moved("\"Stop, play it\"") == "stop play it")
    }

    static func second(_ text: String) -> String? {
        let tokens = Tokenizer.tokenize(text)
        return SystemLexicon.secondRequestStart(tokens).map { tokens[$0...].map(\.key).joined(separator: " ") }
    }

    @Test func aSecondRequestAfterAndIsSetAside() {
        #expect(
            Self.second("play something relaxing and set a timer for twenty minutes")
                == "and set a timer for 20 minutes")
        #expect(Self.second("search for the Sessions podcast, and then play it") == "and then play it")
        // A title, a message's content, a call's purpose and what follows "open Netflix" are
        // no second request.
        #expect(Self.second("I want to listen to the soundtrack And Then There Was Light") == nil)
        #expect(Self.second("call the grocery store and get their hours") == nil)
        #expect(Self.second("Open Netflix and play Kan Man Gifta Sig") == nil)
        #expect(Self.second("play rock and roll music") == nil)
        #expect(Self.second("text Sam I'm late and what's for dinner") == nil)
    }

    @Test func aClauseWithItsSubjectAfterACommaSaysWhy() {
        func clause(_ text: String) -> String? {
            let tokens = Tokenizer.tokenize(text)
            return SystemLexicon.trailingClauseStart(tokens).map { tokens[$0...].map(\.key).joined(separator: " ") }
        }
        #expect(clause("play 90s hip hop, I need to get through these dishes") == "i need to get through these dishes")
        #expect(clause("put on some jazz, we want to dance") == "we want to dance")
        // Not in a message, where it is what is said.
        #expect(clause("text Ana, I need the keys") == nil)
    }
}

/// A question asked after the user's situation ("I'm on the motorway, did Priya text me back").
@Suite struct SituationTests {
    static func asked(_ text: String) -> String? {
        let tokens = Tokenizer.tokenize(text)
        return SystemLexicon.askedAfterSituation(tokens).map { tokens[$0...].map(\.key).joined(separator: " ") }
    }

    @Test func aQuestionAfterTheSituationIsTheRequest() {
        #expect(Self.asked("I'm on the motorway, did Priya text me back") == "did priya text me back")
        #expect(Self.asked("stir-frying, can't touch anything, what did Hiro just say") == "what did hiro just say")
        #expect(Self.asked("I'm driving so can you read me what Tom sent") == "can you read me what tom sent")
        #expect(
            Self.asked("can't look at my phone right now, any messages from my wife?") == "any messages from my wife")
        // A lead-in that asks for something itself is read by the verbs of requests.
        #expect(Self.asked("text Mom I'm late, is dinner ready") == nil)
        #expect(Self.asked("I'm driving, call Theo, is that ok") == nil)
    }

    @Test func aRequestVerbAfterACommaStartsTheRequest() {
        func start(_ text: String) -> String? {
            let tokens = Tokenizer.tokenize(text)
            let opening: Set<String> = ["call", "play", "need", "text"]
            return SystemLexicon.leadInEnd(tokens, opens: { opening.contains(tokens[$0].key) })
                .map { tokens[$0...].map(\.key).joined(separator: " ") }
        }
        // "need" opens some example ("I need some jazz"), but asks for nothing here.
        #expect(start("we need an ambulance, call emergency services") == "call emergency services")
        // "phone" after "my" is a noun.
        #expect(start("my phone is dying, call mom") == "call mom")
        // Not where the request points back at what came before, or where that asks itself.
        #expect(start("I need some jazz, play it loud") == nil)
        #expect(start("text Mom I'm late, call me") == nil)
    }
}
