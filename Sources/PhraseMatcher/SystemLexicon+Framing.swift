/// How people frame a request: what comes before and after it, read past.
extension SystemLexicon {
    /// Verbs whose object can only be something to hear, so that whatever follows them is a
    /// title (`SegmentTable.titlesAfterListening`); with the particle some take first ("listen
    /// to", "put on"). ("Hear" is one only after "to": `titlesAfterListening` reads it there.)
    static let listeningVerbs: Set<String> = ["play", "blast", "spin"]
    static let listeningVerbParticles: [String: String] = ["listen": "to", "put": "on", "throw": "on"]
    /// Question words and the subjects that follow one in a clause ("what I have to say").
    static let questionWords: Set<String> = ["what", "who", "where", "when", "why", "how", "which"]
    static let subjectPronouns: Set<String> = ["i", "you", "he", "she", "we", "they", "it"]
    /// The value lists that say what to play ("some jazz", "something relaxing", "the newest"):
    /// a run after a listening verb that holds one of their values is read by the examples,
    /// not as a title.
    static let playedValueKinds: Set<EntityKind> = [
        .lexicon("genre"), .lexicon("mood"), .lexicon("sortOrder"), .lexicon("mediaType"),
    ]
    /// Verbs that pass on an instruction, whose "to" opens what to do ("tell mom to call me
    /// back"): the message is what follows it (`Aligner.instructionsAsContent`).
    static let instructingVerbs: Set<String> = ["tell", "ask"]
    /// How many of a message's first words pass it on rather than say it (`SegmentTable.relayed`):
    /// "(and) tell her (that)", "(and) ask (him) if", "to say (that)", "saying (that)",
    /// "telling them (that)", "wishing him", "that reads"; nil where they do not. Where the
    /// example's own word already passed it on (`before`: "… a text telling | him mom wants a
    /// call back", "… that | reads pause the movie"), only the rest of the frame.
    static func relayFrameLength(_ keys: ArraySlice<String>, after before: String?) -> Int? {
        let words = Array(keys)
        var k = 0
        if let before, let first = words.first {
            if ["tell", "telling", "ask", "asking", "wishing"].contains(before), relayedTo.contains(first) {
                return words.count > 1 && words[1] == "that" ? 2 : 1
            }
            if before == "that", ["reads", "says"].contains(first) { return 1 }
        }
        if words.first == "and" || words.first == "an" { k += 1 }
        guard k + 1 < words.count else { return nil }
        let verb = words[k]
        let whom = relayedTo.contains(words[k + 1])
        switch verb {
        case "tell", "telling":
            guard whom else { return nil }
            k += 2
        case "ask", "asking":
            if whom { k += 2 } else if relayedQuestionOpeners.contains(words[k + 1]) { k += 1 } else { return nil }
            if k < words.count, ["if", "whether"].contains(words[k]) { return k + 1 }
            return k
        case "wishing":
            guard whom else { return nil }
            return k + 2
        case "to" where words[k + 1] == "say":
            k += 2
        case "saying":
            k += 1
        case "that" where words[k + 1] == "reads" || words[k + 1] == "says":
            return k + 2
        default:
            return nil
        }
        if k < words.count, words[k] == "that" { k += 1 }
        return k
    }
    /// Whom a message is passed on to, as a pronoun.
    static let relayedTo: Set<String> = ["him", "her", "them", "everyone", "everybody"]
    /// Words that open a question asked on someone's behalf ("ask what time the game is on").
    static let relayedQuestionOpeners: Set<String> = [
        "what", "when", "where", "who", "why", "how", "which", "if", "whether", "can", "could", "will", "would", "is",
        "are", "do", "does", "did",
    ]

    /// Words that introduce who made a title or where it is from ("africa by toto", "let it go
    /// from frozen").
    static let creditLinks: Set<String> = ["by", "from"]
    /// Words that ask for any of a kind rather than name one ("play something different",
    /// "play some more"): no title opens with one after a listening verb.
    static let quantifiers: Set<String> = [
        "some", "any", "something", "anything", "everything", "more", "another", "other", "all", "every", "each",
        "whatever", "few", "lots", "lot", "much", "many",
    ]

    /// Requests that follow the request after a comma, read past there only (a message may
    /// end with the same words): "I really like Bartees Strange, can you remember that".
    static let commaClosers: [[String]] = [
        "can you remember that", "could you remember that", "remember that", "please remember that",
        // the request said again as a favour: "I've been meaning to ring Colin, can you do it now"
        "can you do it now", "can you do that", "could you do that", "can you do that for me", "can you do it",
        "could you do it", "kindly remember that",
        // a dislike said again: "thumbs down Gloopy Goo Gang, never again"
        "never again",
    ].map { $0.split(separator: " ").map(String.init) }.sorted { $0.count > $1.count }

    /// Words said to the person asked, not about the request: a term of address or a tag
    /// ("… for us, ta", "I'm not a fan of Coldplay, mate", "Ey boet, play some kwaito"). Read
    /// past where a comma sets one off, at either end; at the end, not in a request that
    /// opens with a verb of sending, whose message may end with one ("text Jo see you soon,
    /// mate").
    static let vocatives: Set<String> = [
        "mate", "bro", "bruh", "brah", "dude", "man", "buddy", "pal", "love", "hun", "fam", "sis", "yaar", "lah",
        "leh", "abeg", "ey", "aye", "ta", "cheers", "innit", "eh", "boet", "bru", "mon", "guys", "darling", "dear",
        "fr", "yall", "walao", "ya",
    ]
    /// Those that are no word of a title or a message (slang and tags), read past at the end
    /// without a comma too: "any texts from Tyler bro".
    static let bareVocatives: Set<String> = ["bro", "bruh", "brah", "yaar", "lah", "abeg", "innit", "boet", "fr"]
    /// Tags said after a comma that hold more than one word: "…, would ya mate", "…, bless your heart".
    static let vocativePhrases: [[String]] = [
        "would ya", "would ya mate", "bless your heart", "no cap", "mi beg yuh", "if you please", "thank you kindly",
        "there is a dear", "there is a love", "if youd be so kind",
        "if you would be so kind", "if you dont mind", "if you wouldnt mind",
    ].map { $0.split(separator: " ").map(String.init) }.sorted { $0.count > $1.count }

    /// The user speaking of themselves, after a frame that passes it on ("tell Spotify I …",
    /// "mark that I …").
    static let firstPerson: Set<String> = ["i", "im", "id", "ive"]
    /// The calls that wake an assistant before its name ("ok phone, …", "hey computer, …").
    static let wakeCalls: Set<String> = ["hey", "ok", "okay"]
    /// Frames of what the user asks the device to keep in mind, read past before "I …".
    static let keepInMindFrames: [[String]] = [
        "mark that", "note that", "remember that", "make a note that", "keep in mind that",
    ].map { $0.split(separator: " ").map(String.init) }.sorted { $0.count > $1.count }
    /// Wishes and offers as learners of English say them, with no "to" before the verb: read
    /// past only where a request's verb (`bareWishVerbs`) follows.
    static let bareWishes: [[String]] = [
        "i want", "i need", "i would like", "id like", "i wish", "i would love", "id love", "you can", "you could",
        "you must", "i want that you", "please you", "you please",
    ].map { $0.split(separator: " ").map(String.init) }.sorted { $0.count > $1.count }
    /// The verbs that open a request, after a wish said without its "to".
    static let bareWishVerbs: Set<String> = callVerbs.union(sendingVerbs).union([
        "play", "listen", "hear", "add", "put", "find", "search", "read", "check", "show", "shuffle",
    ])

    /// The conditional before a verb ("I'd like", "we would love"): a wish, not a statement of
    /// what the user likes.
    static let conditionals: Set<String> = ["id", "wed", "youd", "would", "should", "shed", "hed", "theyd"]

    /// Greetings said first, read past where a comma sets them off and a request follows
    /// (`asksAfterGreeting`): "hello, I need call …" ("play Hello" names a song, "hello, I'm
    /// Ann" asks nothing).
    static let greetings: Set<String> = ["hello", "hi", "hiya", "howdy", "greetings", "morning", "evening"]

    /// Whether what follows a greeting opens a request: a request's verb, a frame of one ("can
    /// you …") or a wish said without its "to" ("I need call …").
    static func asksAfterGreeting(_ tokens: [Token], _ start: Int, _ end: Int) -> Bool {
        func says(_ words: [String]) -> Bool {
            start + words.count < end && words.indices.allSatisfy { tokens[start + $0].key == words[$0] }
        }
        return start < end && bareWishVerbs.contains(tokens[start].key) || openers.contains(where: says)
            || bareWishes.contains(where: says)
    }
    /// Names people call an assistant by, read past where a comma sets them off.
    static let wakeWords: Set<String> = ["siri", "alexa", "computer", "google", "cortana", "assistant", "hey"]

    /// The request without the framing around it, leaving at least one word.
    public static func stripFraming(_ tokens: [Token]) -> [Token] {
        var start = 0
        var end = tokens.count
        /// Whether the tokens from `from` say `words` (compared in place, with no copy).
        func say(_ words: [String], from: Int) -> Bool {
            for (k, word) in words.enumerated() where tokens[from + k].key != word { return false }
            return true
        }
        var changed = true
        var lastOpener: [String] = []
        while changed {
            changed = false
            // Whatever name the user wakes the assistant with, after "hey" or "ok" and before a
            // request's verb: "ok phone play fado", "hey computer text Ana" ("ok" and "hey" alone
            // are openers below).
            if start == 0, end > 3, wakeCalls.contains(tokens[0].key),
                bareWishVerbs.contains(tokens[2].key), !tokens[1].quoted
            {
                start = 2
                changed = true
            }
            for opener in openers where !changed && end - start > opener.count && say(opener, from: start) {
                start += opener.count
                lastOpener = opener
                changed = true
                break
            }
            // Whoever the user calls the assistant, set off by a comma ("computer, call Ana"), and
            // a term of address or a tag ("Ey boet, play …").
            if !changed, end - start > 1, tokens[start].commaAfter,
                wakeWords.contains(tokens[start].key) || vocatives.contains(tokens[start].key)
                    || greetings.contains(tokens[start].key) && asksAfterGreeting(tokens, start + 1, end)
            {
                start += 1
                changed = true
            }
            // A preamble set off by a comma before the request ("Oh dear, I've forgotten how to
            // do this, can you call my son Emeka"): `preambleEnd`.
            if !changed, let request = preambleEnd(tokens, from: start, to: end) {
                start = request
                changed = true
            }
            // ("Ey boet, …", "Siri dear, …": two of them before the comma.)
            if !changed, end - start > 2,
                vocatives.contains(tokens[start].key) || wakeWords.contains(tokens[start].key),
                tokens[start + 1].commaAfter, vocatives.contains(tokens[start + 1].key)
            {
                start += 2
                changed = true
            }
            if !changed, end - start > 1, bareVocatives.contains(tokens[start].key) {
                start += 1
                changed = true
            }
            // What the user asks the device to keep in mind about themselves: "mark that I like
            // the Daily Grind podcast", "remember that I love Sade" (not "mark that as read", nor
            // "make a note that the boiler needs a service", a note app's own).
            if !changed,
                let frame = keepInMindFrames.first(where: { end - start > $0.count + 1 && say($0, from: start) }),
                firstPerson.contains(tokens[start + frame.count].key)
            {
                start += frame.count
                changed = true
            }
            // A wish said without its "to", as learners say it: "I need call Pastor Emmanuel",
            // "I would like listen radio Copperline", "you can tell to Maria I am late". Only
            // before a request's own verb ("I need help", "you can do it" stay as they are), and
            // not where the user is the verb's object ("you can call me Al" names the user).
            if !changed, let wish = bareWishes.first(where: { end - start > $0.count + 1 && say($0, from: start) }),
                bareWishVerbs.contains(tokens[start + wish.count].key),
                !selfReferences.contains(tokens[start + wish.count + 1].key)
            {
                start += wish.count
                lastOpener = wish
                changed = true
            }
            // What the user tells an app Siri does not have about themselves is said to Siri:
            // "tell Apple Music I don't like …", "tell spotify i like drake".
            if !changed, end - start > 2, tokens[start].key == "tell",
                let length = knownServiceLength(tokens, at: start + 1, within: end),
                start + 1 + length < end, firstPerson.contains(tokens[start + 1 + length].key)
            {
                start += 1 + length
                changed = true
            }
        }
        let sending = start < end && sendingVerbs.contains(tokens[start].key)
        // Whether `closer` ends what is left (after a comma, where it must follow one).
        func endsWith(_ closer: [String], afterComma: Bool) -> Bool {
            end - start > closer.count && say(closer, from: end - closer.count)
                && !tokens[end - 1].quoted && (!afterComma || tokens[end - closer.count - 1].commaAfter)
        }
        changed = true
        while changed {
            changed = false
            if let closer = closers.first(where: { endsWith($0, afterComma: false) }) {
                end -= closer.count
                changed = true
            }
            if let closer = commaClosers.first(where: { endsWith($0, afterComma: true) }) {
                end -= closer.count
                changed = true
            }
            if !sending, end - start > 1, !tokens[end - 1].quoted,
                (tokens[end - 2].commaAfter && vocatives.contains(tokens[end - 1].key))
                    || bareVocatives.contains(tokens[end - 1].key)
            {
                end -= 1
                changed = true
            }
            // What the user says, passed on to an app Siri does not have: "I love this song,
            // tell Apple Music" likes the song.
            if !sending, let tell = toldServiceStart(tokens, from: start, to: end) {
                end = tell
                changed = true
            }
            // A request pointing back at the message the user told of: "my boss emailed me on
            // Monday, can you find it" searches what the report says.
            if !sending, let request = reportedMessageEnd(tokens, from: start, to: end) {
                end = request
                changed = true
            }
            if !sending, let tag = vocativePhrases.first(where: { endsWith($0, afterComma: true) }) {
                end -= tag.count
                changed = true
            }
            if start < end, playingVerbs.contains(tokens[start].key),
                let closer = playbackClosers.first(where: { endsWith($0, afterComma: false) })
            {
                end -= closer.count
                changed = true
            }
            // Where to pick up and when, after any verb but one of sending ("carry on with the
            // Harbour Keeper's Daughter from where I left off"): Siri resumes what it names.
            if !sending, let closer = closersOutsideMessages.first(where: { endsWith($0, afterComma: false) }) {
                end -= closer.count
                changed = true
            }
            // "Now" at the end of a call or of a request to play says when ("call Sami now",
            // "play jazz now"), but not after the word a title ends with ("Don't Stop Me Now",
            // "Be Here Now"); after other verbs it may be a message's own ("let Jess know I'm
            // parking now") or end a playlist's name ("put Paul Young onto All New All Now").
            if end - start > 2, tokens[end - 1].key == "now", !titleEndsBeforeNow.contains(tokens[end - 2].key),
                callVerbs.contains(tokens[start].key) || listeningVerbs.contains(tokens[start].key)
            {
                end -= 1
                changed = true
            }
        }
        // Why, said after a comma in a clause with a subject of its own, after a call or a
        // request to play ("call Hugo on his work number, I'm on the treadmill", "call emergency
        // services, someone's collapsed"): Siri acts on the request and the reason is no part of
        // it. (Elsewhere such a clause only weighs little: `PhraseMatcher.weights(of:)`.)
        // (A thing described, then named after a comma, is named first: "ring the taxi firm,
        // the one called Star Cabs" is no call with a reason after it.)
        var request = Array(tokens[start..<end])
        nameAfterDescription(&request)
        if let verb = request.first?.key, callVerbs.contains(verb) || playingVerbs.contains(verb),
            let clause = commaClauseStart(request)
        {
            request.removeSubrange(clause...)
        }
        if gerundFrames.contains(lastOpener), let plain = plainVerb(request[0].key) { request[0].key = plain }
        dropWhatBeforeAnOrder(&request)
        dropVersionWords(&request)
        creditFeaturedArtist(&request)
        return request
    }

    /// The order asked for as what has it, after a verb of playing or of showing, is the
    /// order: "play what's trending" plays what is trending, as "play trending" does, and
    /// "show me what's trending in hip hop" shows it ("whats" typed without its apostrophe too).
    static func dropWhatBeforeAnOrder(_ request: inout [Token]) {
        guard request.count >= 3, playingVerbs.contains(request[0].key) || showingVerbs.contains(request[0].key)
        else { return }
        // (After a verb of showing, the one shown to may come first: "show me what's …".)
        let what = showingVerbs.contains(request[0].key) && request[1].key == "me" ? 2 : 1
        var length = 0
        if what < request.count, request[what].key == "whats" || request[what].key == "what" { length = 1 }
        if length == 1, what + 1 < request.count, request[what + 1].key == "is" { length = 2 }
        guard length > 0, what + length < request.count, !request[what].quoted,
            sortOrderWords.contains(request[what + length].key)
        else { return }
        // (Shown, only with what it is of after the order: "show me what's new" may ask for
        // messages or news.)
        if !playingVerbs.contains(request[0].key), what + length + 1 >= request.count { return }
        request.removeSubrange(what..<(what + length))
    }

    /// Verbs that ask to be shown what there is, before an order asked for as what has it.
    static let showingVerbs: Set<String> = ["show", "find", "search", "list"]

    /// The one-word ways of saying an order ("trending", "popular", "new").
    static let sortOrderWords: Set<String> = Set(
        (media["sortOrder"] ?? []).flatMap(\.phrases).filter { !$0.contains(" ") })

    /// Frames whose request's verb comes in "-ing": "would you mind calling Pete", "try calling
    /// my wife again", "how about playing some jazz", "I feel like listening to Adele". The
    /// verb is read in its plain form, as an example writes it.
    static let gerundFrames = Set<[String]>(
        [
            "would you mind", "do you mind", "try", "how about", "what about", "i feel like", "i kind of feel like",
            "i kinda feel like", "i fancy",
        ].map { $0.split(separator: " ").map(String.init) })

    /// The plain form of a request's verb said in "-ing" ("calling" → "call"), or nil.
    static func plainVerb(_ word: String) -> String? {
        guard word.hasSuffix("ing") else { return nil }
        return Inflection.baseForms(of: word).first { requestVerbs.contains($0) || listeningVerbParticles[$0] != nil }
    }
}
