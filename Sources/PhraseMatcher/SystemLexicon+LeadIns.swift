import Foundation

/// Circumstances said before the request: "I'm driving so call Theo", "before the meeting
/// text Raj that I'm late", "I'm driving, read me my new messages". The request starts at
/// its verb; what comes before tells Siri nothing it acts on.
extension SystemLexicon {
    /// Words that open a clause of circumstance ("before the meeting …").
    static let subordinators: Set<String> = [
        "before", "after", "while", "when", "once", "since", "because", "as", "whenever", "until", "so",
    ]
    /// Words that may stand between a lead-in and the request ("so just call …").
    static let fillers: Set<String> = ["just", "please", "quickly", "then", "now"]
    /// Words that make a question of the word before them ("when is …", "when does …").
    static let questionAuxiliaries: Set<String> = [
        "is", "are", "was", "were", "do", "does", "did", "will", "can", "could", "would", "should",
    ]
    /// The longest lead-in read past, in words.
    static let longestLeadIn = 8

    /// Where the request starts after a lead-in, or nil where there is none. `opens(i)` says
    /// whether token `i` is a word that opens some request ("call", "text", "play"). A lead-in
    /// holds no such word itself (so "text Mom I'm late so start dinner" stays a message),
    /// and the request's verb does not follow "to" ("after work remind me to call Mom" is a
    /// reminder). (A preamble before an asking frame, "Oh dear, …, can you call …", is read
    /// earlier, in the framing: `preambleEnd`.)
    static func leadInEnd(_ tokens: [Token], opens: (Int) -> Bool) -> Int? {
        let n = tokens.count
        guard n >= 4 else { return nil }
        // ("When is Eye of the Spider playing …" asks a question: no clause has its verb first.)
        let subordinate = subordinators.contains(tokens[0].key) && !questionAuxiliaries.contains(tokens[1].key)
        if !subordinate && opens(0) { return nil }
        if let asked = askedAfterStory(tokens) ?? askedAfterSituation(tokens) { return asked }
        // A verb of a request right after a comma starts it, whatever word of some example the
        // words before hold, so long as they ask for nothing themselves: "we need an ambulance,
        // call emergency services" ("need" opens "I need some jazz").
        // (Not one pointing back at what they named: "I need some jazz, play it loud"; nor one
        // that frames what was said before: "this song is awesome, tell the app I like it".)
        if let k = (2..<min(n - 1, longestLeadIn + 1)).first(where: {
            tokens[$0 - 1].commaAfter && requestVerbs.contains(tokens[$0].key) && opens($0)
        }), !pointingBack.contains(tokens[k + 1].key), !asksItself(tokens[..<k]), !framed(tokens[k...]) {
            return k
        }
        for k in 1..<min(n - 1, longestLeadIn + 1) where opens(k) {
            // The first request word either starts the request or is part of what was said
            // before it: "… so call Theo", "…, read me …", or after a clause that opened with
            // "before", "while" ….
            // (A filler may come between: "so just play …".)
            let before = k >= 2 && fillers.contains(tokens[k - 1].key) ? k - 1 : k
            let starts = tokens[before - 1].key == "so" || tokens[before - 1].commaAfter || subordinate
            return before >= 2 && starts && tokens[k - 1].key != "to" ? before : nil
        }
        return nil
    }
}

extension SystemLexicon {
    /// Words that open a question asked after the user's situation ("…, did Priya text me
    /// back", "…, any messages from my wife?", "… so can you read me what Tom sent").
    static let situationQuestions: Set<String> = [
        "did", "any", "anything", "what", "whats", "who", "whos", "has", "have", "is", "are", "do", "does", "can",
        "could", "will", "would",
    ]
    /// Words that open a statement of the user's situation: "I'm on the motorway", "can't
    /// look at my phone right now", "my hands are full", "on my way home".
    static let situationOpeners: Set<String> = clauseSubjects.union([
        "cant", "cannot", "my", "on", "in", "at", "just", "busy", "stuck", "hands",
    ])

    /// Words that make a noun of the word after them ("my phone", "the text").
    static let determiners: Set<String> = ["my", "the", "a", "an", "his", "her", "your", "our", "their", "this"]

    /// Where a question asked after the user's situation begins: a statement of up to eight
    /// words that opens with its subject, "can't" or a verb in "-ing" ("stir-frying, can't
    /// touch anything, what did Hiro just say"), then a comma or "so", then a question. The
    /// situation holds no verb of a request of its own ("I'm driving, call …" is read by
    /// `leadInEnd`'s verbs).
    static func askedAfterSituation(_ tokens: [Token]) -> Int? {
        let n = tokens.count
        guard n >= 5 else { return nil }
        let first = tokens[0].key
        guard situationOpeners.contains(first) || tokens.prefix(2).contains(where: { $0.key.hasSuffix("ing") }) else {
            return nil
        }
        for k in 2..<min(n - 2, longestLeadIn + 1) {
            let key = tokens[k - 1].key
            guard tokens[k - 1].commaAfter || key == "so", situationQuestions.contains(tokens[k].key) else { continue }
            return asksItself(tokens[..<k]) ? nil : k
        }
        return nil
    }

    /// Whether words open with a frame of the request ("tell the app …", "can you …").
    static func framed(_ words: ArraySlice<Token>) -> Bool {
        let keys = words.prefix(12).map(\.key)
        return openers.contains { frame in frame.count > 1 && keys.starts(with: frame) }
    }

    /// Whether words said before a request hold a verb of a request of their own. After a
    /// determiner such a word is a noun: "can't look at my phone right now", "my phone is
    /// dying".
    static func asksItself(_ words: ArraySlice<Token>) -> Bool {
        words.indices.contains { i in
            let key = words[i].key
            let noun = i > words.startIndex && determiners.contains(words[i - 1].key)
            return !noun && (requestVerbs.contains(key) || messageVerbs.contains(key))
        }
    }

    /// Where a request asked after a story of why begins, however long the story: "so" and a
    /// question asking for something ("… everyone's sick of my playlists so can you just go
    /// ahead and play …", "… so please call …"). (Only where the utterance does not open with
    /// a request: `leadInEnd`.)
    static func askedAfterStory(_ tokens: [Token]) -> Int? {
        let n = tokens.count
        guard n >= 7 else { return nil }
        for k in 3..<(n - 3) where tokens[k].key == "so" {
            let next = tokens[k + 1].key
            if next == "please" || (["can", "could", "would", "will"].contains(next) && tokens[k + 2].key == "you") {
                return k + 1
            }
        }
        return nil
    }
}

/// Circumstances said after the request: "did I miss any texts while I was in the meeting".
extension SystemLexicon {
    /// Words that open a clause: a subject or its determiner.
    static let clauseOpeners: Set<String> = [
        "i", "im", "you", "we", "he", "she", "they", "it", "its", "the", "my", "our", "this", "that",
    ]

    /// Where a clause of circumstance at the end begins (a subordinator followed by the start
    /// of a clause, after at least three words of request, or two of a call: "call mom while
    /// I'm driving"), or nil.
    static func trailingClauseStart(_ tokens: [Token]) -> Int? {
        guard tokens.count >= 5 else { return commaClauseStart(tokens) }
        // (Not one written with capitals inside the request: "the Back When I Knew It All album"
        // is a title.)
        let mixedCase = tokens.contains { $0.original.contains(where: \.isLowercase) }
        let shortest = opensWithCalling(tokens) ? 2 : 3
        for k in shortest..<(tokens.count - 1)
        where subordinators.contains(tokens[k].key) && clauseOpeners.contains(tokens[k + 1].key)
            && !(mixedCase && tokens[k].original.first?.isUppercase == true)
        {
            // (In a request that opens with a verb of sending it is what the message says: "text
            // Dana Wu so I can get the file". Not in a question: "did anyone text me while …".)
            return opensWithSending(tokens[..<k]) ? nil : k
        }
        return commaClauseStart(tokens)
    }

    /// Whether the words open with a verb of sending, past fillers and the assistant's name.
    private static func opensWithSending(_ tokens: ArraySlice<Token>) -> Bool {
        let opening = tokens.first { !fillers.contains($0.key) && !wakeWords.contains($0.key) }
        return opening.map { sendingVerbs.contains($0.key) } ?? false
    }

    /// Where a clause said after a comma begins, one that tells of something with a subject and
    /// a verb of being or having ("play some relaxing classical, the baby's finally dozing off",
    /// "…, we're stuck in traffic", "call Chiamaka, it's urgent"): how things are, not what to
    /// do. Not in a message. A clause that opens with a pronoun for its subject says why, with
    /// any verb ("FaceTime Nana, she wants to see the baby", "…, I'd like to see his face",
    /// "play 90s hip hop, I need to get through these dishes"); after a call, whose callee is
    /// all it takes, so does one that opens with a name ("…, Ellie forgot her lunch").
    static func commaClauseStart(_ tokens: [Token]) -> Int? {
        let n = tokens.count
        guard n >= 3 else { return nil }
        let calling = opensWithCalling(tokens)
        for k in 1..<(n - 1) where tokens[k - 1].commaAfter {
            // (After a request of one word, only a clause that opens with its subject: "redial,
            // I'm driving".)
            if k == 1 && !clauseSubjects.contains(tokens[k].key) { continue }
            // (After a call, a clause of its own with any verb.)
            // (After any request but a message, a clause that opens with its subject: "play 90s
            // hip hop, I need to get through these dishes".)
            let why = clauseSubjects.contains(tokens[k].key) || calling && namesSomeoneWhoDid(tokens[k..<n])
            guard why || clauseOpeners.contains(tokens[k].key) else { continue }
            let clause = tokens[k..<min(n, k + 4)]
            guard why || clause.contains(where: { clauseVerbs.contains($0.key) || endsWithVerbOfBeing($0) }) else {
                continue
            }
            return opensWithSending(tokens[..<k]) ? nil : k
        }
        return nil
    }

    /// Whether a clause opens with someone's name and what they did, in a request written in
    /// mixed case ("…, Ellie forgot her lunch"): a capitalised word, then three words or more in
    /// lower case with no word that joins a list ("…, Bo and Cy" names more callees).
    private static func namesSomeoneWhoDid(_ clause: ArraySlice<Token>) -> Bool {
        guard clause.count >= 4, let first = clause.first, first.original.first?.isUppercase == true else {
            return false
        }
        let rest = clause.dropFirst()
        return rest.allSatisfy { $0.original.first?.isUppercase != true && !listJoiners.contains($0.key) }
    }

    /// Subjects that open a clause of their own, with their verb run in ("I'd", "she'll").
    static let clauseSubjects: Set<String> = [
        "i", "id", "im", "ill", "ive", "you", "youre", "he", "hes", "hed", "she", "shes", "shed", "we", "weve", "they",
        "theyre", "theyve", "it", "its", "there", "theres",
        // and the pronouns for anyone: "…, someone's collapsed in the crowd"
        "someone", "someones", "somebody", "somebodys", "everyone", "everyones", "nobody", "nobodys",
    ]

    /// Whether a verb of calling is among the first four words, with no verb of sending before
    /// it ("call …", "please phone …", "place a video call to …").
    private static func opensWithCalling(_ tokens: [Token]) -> Bool {
        for token in tokens.prefix(4) {
            if callVerbs.contains(token.key) { return true }
            if sendingVerbs.contains(token.key) { return false }
        }
        return false
    }

    /// Whether a word ends with a verb of being run into it ("baby's", "we're", "I'm"), with
    /// either apostrophe.
    private static func endsWithVerbOfBeing(_ token: Token) -> Bool {
        let word = token.original.lowercased().replacingOccurrences(of: "’", with: "'")
        return word.hasSuffix("'s") || word.hasSuffix("'re") || word.hasSuffix("'m")
    }

    /// Verbs of being and having that tell how things are.
    static let clauseVerbs: Set<String> = ["is", "are", "was", "were", "has", "have", "had", "am"]

    /// Where a purpose said after what is asked for begins: "music to fall asleep to", "songs
    /// to study to", "something to dance to". The clause ends with its stranded "to", which
    /// tells it from a destination ("add the song to my playlist"); it says what for, not what.
    /// So does one that ends with whom it works on: "something energetic to wake me up",
    /// "music to help me sleep"; and one that says what the user will do: "put on some lofi so
    /// I can study"; and "for" with what the user will be doing: "classical music for studying".
    static func purposeClauseStart(_ tokens: [Token]) -> Int? {
        let n = tokens.count
        // "… so I can study", "… so that we can dance": a purpose after what is asked for, from
        // the fourth word on, in a request for something to hear.
        for k in 2..<max(2, n - 2) where tokens[k].key == "so" {
            var next = k + 1
            if tokens[next].key == "that" { next += 1 }
            guard next + 1 < n, ["i", "we"].contains(tokens[next].key), ["can", "could"].contains(tokens[next + 1].key)
            else { continue }
            if tokens[..<k].contains(where: { mediaCues.contains($0.key) || $0.key == "some" }) { return k }
        }
        // "classical music for studying": "for" and a doing word, last, right after the kind of
        // thing asked for.
        if n >= 3, tokens[n - 2].key == "for", tokens[n - 1].key.hasSuffix("ing"), tokens[n - 1].key.count > 5,
            mediaCues.contains(tokens[n - 3].key), !tokens[n - 1].quoted
        {
            return n - 2
        }
        // ("me" among its last three words: "… to wake me up", "… to help me sleep".)
        guard n >= 4, tokens[n - 1].key == "to" || tokens[(n - 3)...].contains(where: { $0.key == "me" }) else {
            return nil
        }
        // (What is asked for may take a word of its own: "something relaxing to fall asleep to".)
        for k in 1..<(n - 2) where tokens[k].key == "to" {
            let asked = tokens[max(0, k - 2)..<k].map(\.key)
            guard asked.contains(where: { mediaCues.contains($0) || $0 == "something" }) else { continue }
            return k
        }
        return nil
    }

    /// Which of someone's numbers, said at the end ("ring Björn at work", "call Abby's cell",
    /// "phone Dad on his mobile"): a label of the handle to reach, not part of the name. Lower
    /// case only ("Home at Last" is a title).
    static func phoneLabelStart(_ tokens: [Token]) -> Int? {
        let n = tokens.count
        guard n >= 3 else { return nil }
        let keys = tokens.map(\.key)
        func lower(_ range: Range<Int>) -> Bool {
            range.allSatisfy { tokens[$0].original.first?.isUppercase != true }
        }
        // "… cell", "… mobile" after a possessive: "Abby's cell".
        if phoneLabels.contains(keys[n - 1]), isPossessive(tokens[n - 2]), lower((n - 1)..<n) { return n - 1 }
        // "… at work", "… at the office", "… on his mobile", "… on her work phone", "… on his
        // work number".
        for start in max(1, n - 4)..<(n - 1) where ["at", "on"].contains(keys[start]) && lower(start..<n) {
            var k = start + 1
            if ["the", "his", "her", "their", "my"].contains(keys[k]) { k += 1 }
            guard k < n else { continue }
            let label = keys[k..<n].joined(separator: " ")
            if (keys[start] == "at" && ["work", "home", "office", "the office"].contains(label))
                || (keys[start] == "on"
                    && (phoneLabels.contains(label) || label.hasSuffix("phone") || label.hasSuffix("number")))
            {
                return start
            }
        }
        // "… mobile", "… cell" right after the name of someone called: "call uncle ray mobile".
        if bareNumberLabels.contains(keys[n - 1]), lower((n - 1)..<n),
            let verb = keys.firstIndex(where: callVerbs.contains), verb < n - 2,
            !keys[..<verb].contains(where: messageVerbs.contains)
        {
            return n - 1
        }
        return nil
    }

    /// Words naming one of someone's numbers.
    static let phoneLabels: Set<String> = ["cell", "mobile", "cellphone", "landline", "iphone", "work", "home"]
    /// Those said bare after the callee's name, with no "on" or "at" ("call uncle ray mobile"):
    /// not "home" or "work", which a request may name on their own ("call home").
    static let bareNumberLabels: Set<String> = ["cell", "mobile", "cellphone", "landline"]

    /// Where in the home to play, said at the end ("play latin pop in the kitchen", "… on the
    /// bedroom speaker", "… everywhere"): which speaker, not what to play. Lower case only.
    static func roomClauseStart(_ tokens: [Token]) -> Int? {
        let n = tokens.count
        guard n >= 3, tokens[(n - 1)...].allSatisfy({ $0.original.first?.isUppercase != true }) else { return nil }
        let keys = tokens.map(\.key)
        if ["everywhere", "upstairs", "downstairs"].contains(keys[n - 1]) { return n - 1 }
        for start in max(1, n - 5)..<(n - 2) where ["in", "on"].contains(keys[start]) && keys[start + 1] == "the" {
            var words = Array(keys[(start + 2)...])
            if let last = words.last, ["speaker", "speakers", "homepod"].contains(last) { words.removeLast() }
            if !words.isEmpty, rooms.contains(words.joined(separator: " ")),
                tokens[start...].allSatisfy({ $0.original.first?.isUppercase != true })
            {
                return start
            }
        }
        return nil
    }

    /// Rooms of a home, where a speaker plays.
    static let rooms: Set<String> = [
        "kitchen", "living room", "lounge", "bedroom", "bathroom", "office", "garage", "basement", "dining room",
        "den", "hall", "hallway", "garden", "patio", "car", "study", "nursery", "family room", "kids room",
    ]

    /// Where what a call is about begins ("call Dana about dinner", "I have to ring the school
    /// about pickup"): after a verb of calling and its callee, "about" and what follows say
    /// why, not whom. (A message's "about …" is its content, so only after a call's verb.)
    /// So does what the user will do on the call, joined by "and" ("ring the chipper and see
    /// are they open", "phone the vet and ask if they deliver").
    static func callTopicStart(_ tokens: [Token]) -> Int? {
        guard let verb = tokens.firstIndex(where: { callVerbs.contains($0.key) }) else { return nil }
        func opensTopic(_ k: Int) -> Bool {
            guard tokens[k].key == "and" else { return tokens[k].key == "about" }
            // ("… and ask if they deliver", "… and I'll talk to them", "… and then put it on
            // speaker".)
            let next = k + 1 < tokens.count && tokens[k + 1].key == "then" ? k + 2 : k + 1
            return next + 1 < tokens.count
                && (callPurposeVerbs.contains(tokens[next].key) || callPurposeSubjects.contains(tokens[next].key))
        }
        guard let about = tokens.indices.first(where: { $0 > verb + 1 && opensTopic($0) }),
            about + 1 < tokens.count, !tokens[..<about].contains(where: { messageVerbs.contains($0.key) })
        else { return nil }
        return about
    }

    /// Subjects after "and" that say what the user will do on the call ("… and I'll talk to
    /// them"), not a second callee.
    static let callPurposeSubjects: Set<String> = ["ill", "id", "im", "i", "well", "we"]

    /// Words that say what something is about ("messages from Priya about tennis").
    static let topicWords: Set<String> = ["about", "regarding", "concerning", "re"]

    /// What the user does on a call, after "and": not whom the call is to. With how the call
    /// is set up ("… and put it on speaker", "… and turn on video") and a request of another
    /// domain ("… and then set a timer").
    static let callPurposeVerbs: Set<String> = [
        "ask", "see", "tell", "check", "let", "say", "book", "make", "cancel", "confirm", "order", "explain",
        "sort", "arrange", "chat", "talk", "catch", "wish", "put", "turn", "switch", "set", "remind",
    ]

    /// Verbs that start a call, and verbs that send or look for messages.
    static let callVerbs: Set<String> = ["call", "ring", "phone", "dial", "facetime"]
    static let messageVerbs: Set<String> = ["text", "message", "email", "tell", "send", "write", "reply", "read"]
    /// Verbs that open a request to message or call someone, and nothing else: a media
    /// reading that does not read one as its own verb is no reading of such a request.
    static let messagingOpeners: Set<String> = callVerbs.union([
        "text", "message", "email", "imessage", "sms", "whatsapp", "msg", "dm",
    ])
    /// Verbs that open a request to message someone, and never a call. (Not an app that also
    /// calls: "whatsapp call Femi".)
    static let textingOpeners: Set<String> = ["text", "message", "msg", "sms", "email", "imessage", "dm"]
    /// Verbs that send a message, whose content may say anything.
    static let sendingVerbs: Set<String> = ["text", "message", "email", "tell", "send", "write", "reply", "ask", "msg"]
}
