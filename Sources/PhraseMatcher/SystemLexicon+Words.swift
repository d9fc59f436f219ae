/// Everyday English that Siri knows apart from any app: the words that hold a sentence
/// together, and the words that name what other assistant domains do.
extension SystemLexicon {
    /// Function words and the commonest verbs and adverbs, as token keys ("dont", "im").
    /// Such a word is what the user meant to type, never a typing error for a name ("have"
    /// is not "Rave"); a name made only of them ("A", "How") is weak evidence; and a name
    /// taken from its place needs a word that is not one of them ("another", "a").
    public static let everydayWords: Set<String> = functionWords.union(commonWords)

    /// The words that hold a sentence together: they never carry a request's verb ("I" of
    /// "I like this song") nor say on their own what is asked ("That last email …").
    public static let functionWords: Set<String> = [
        // articles, determiners and quantifiers
        "a", "an", "the", "this", "that", "these", "those", "some", "any", "all", "every", "each", "no", "none",
        "another", "other",
        "others", "such", "both", "either", "neither", "much", "many", "more", "most", "less", "least", "few", "fewer",
        "several",
        "own", "same", "whole", "enough", "lot", "lots",
        // pronouns
        "i", "me", "my", "mine", "myself", "you", "your", "yours", "yourself", "he", "him", "his", "himself", "she",
        "her", "hers",
        "herself", "it", "its", "itself", "we", "us", "our", "ours", "ourselves", "they", "them", "their", "theirs",
        "themselves",
        "someone", "somebody", "something", "anyone", "anybody", "anything", "everyone", "everybody", "everything",
        "nobody",
        "nothing", "one", "ones",
        // question words
        "what", "whats", "which", "who", "whos", "whom", "whose", "when", "where", "why", "how", "hows", "whether",
        // prepositions and particles
        "about", "above", "across", "after", "against", "along", "among", "around", "as", "at", "before", "behind",
        "below",
        "beneath", "beside", "between", "beyond", "by", "down", "during", "except", "for", "from", "in", "inside",
        "into", "near",
        "of", "off", "on", "onto", "out", "outside", "over", "past", "per", "since", "than", "through", "till", "to",
        "toward",
        "towards", "under", "until", "up", "upon", "via", "with", "within", "without",
        // conjunctions
        "and", "but", "or", "nor", "so", "yet", "if", "because", "while", "though", "although", "unless", "then",
        "also", "too",
        // auxiliaries, modals and their contractions
        "am", "is", "are", "was", "were", "be", "been", "being", "do", "does", "did", "done", "doing", "have", "has",
        "had",
        "having", "can", "cant", "cannot", "could", "couldnt", "will", "wont", "would", "wouldnt", "shall", "should",
        "shouldnt",
        "may", "might", "must", "dont", "doesnt", "didnt", "isnt", "arent", "wasnt", "werent", "havent", "hasnt", "im",
        "ive",
        "ill", "id", "youre", "youve", "youll", "hes", "shes", "weve", "theyre", "theyve", "thats", "theres", "heres",
        "lets", "gonna", "wanna", "gotta",
        // the commonest adverbs
        "not", "very", "really", "just", "only", "now", "here", "there", "again", "ever", "never", "always", "often",
        "still",
        "already", "soon", "today", "please", "yes", "ok", "okay", "well", "even", "back", "away", "else", "maybe",
    ]

    /// The commonest verbs, adverbs and adjectives.
    static let commonWords: Set<String> = [
        // the commonest verbs
        "get", "got", "gets", "getting", "go", "goes", "going", "went", "gone", "make", "makes", "made", "making",
        "take", "takes",
        "took", "taken", "come", "comes", "came", "coming", "give", "gives", "gave", "given", "know", "knows", "knew",
        "think",
        "thinks", "thought", "want", "wants", "wanted", "need", "needs", "needed", "say", "says", "said", "tell",
        "told", "ask",
        "asked", "let", "keep", "kept", "help", "try", "use", "used", "find", "found", "look", "looking", "see", "saw",
        "seen",
        "turn", "put", "set", "show", "check",
        // the commonest adjectives
        "good", "new", "old", "big", "little", "next", "last", "first", "sure", "right",
        // greetings and exclamations: no one's name ("play hey jude" names no person)
        "hey", "hi", "hello", "oh", "wow", "bye", "goodbye", "thanks",
    ]

    /// Words that make what comes before them a sound to play ("rain sounds", "white noise"):
    /// the sounds apps of the General media category play.
    public static let soundWords: Set<String> = [
        "sound", "sounds", "noise", "noises", "ambience", "soundscape", "soundscapes",
    ]

    /// Words that name what other domains of an assistant serve: weather, clocks, lists and
    /// reminders, calendars, money, travel and rides, food, films and TV, news and facts,
    /// jokes and games, the home and the device. Taken from its place as a song, a person or
    /// a message with nobody to send it to, such a word says the request is not for these
    /// intents ("Add apples to my shopping list", "Send 100 dollars to savings", "Find a
    /// taxi"). Known names and message content are never read for them.
    public static let otherDomainWords: Set<String> = gameWords.union([
        // weather
        "weather", "forecast", "temperature", "rain", "raining", "snow", "snowing", "humidity", "umbrella", "sunny",
        "windy",
        // clocks, reminders and lists
        "alarm", "alarms", "timer", "timers", "stopwatch", "stopwatches", "reminder", "reminders", "remind", "todo",
        "shopping", "grocery",
        "groceries",
        "checklist",
        // calendars
        "calendar", "meeting", "meetings", "appointment", "appointments", "event", "events", "schedule", "schedules",
        // money
        "money", "dollar", "dollars", "bucks", "cash", "payment", "payments", "bank", "balance", "account", "accounts",
        "credit",
        "debit", "loan", "loans", "mortgage", "transfer", "401k", "savings", "checking", "invoice", "taxes", "tax",
        "budget",
        // travel and rides
        "uber", "lyft", "taxi", "cab", "flight", "flights", "hotel", "hotels", "airport", "airline", "airlines",
        "directions",
        "traffic", "navigate", "parking", "ticket", "tickets", "visa", "passport",
        // food
        "restaurant", "restaurants", "reservation", "reservations", "recipe", "recipes", "takeout", "delivery", "pizza",
        "menu",
        "calories", "nutrition",
        // what goes on a shopping list: "add milk to the list"
        "milk", "eggs", "bread", "butter", "cheese", "apples", "bananas", "flour", "sugar", "cereal", "yogurt",
        "detergent", "shampoo", "toothpaste", "item", "items",
        // the car: "turn on the defroster", "find a gas station"
        "defroster", "defrost", "defogger", "wipers", "windshield", "headlights", "sunroof", "gas", "diesel",
        "petrol", "fuel", "tyres", "tires",
        // films and TV
        "movie", "movies", "film", "films", "cinema", "cinemas", "theater", "theaters", "theatre", "theatres",
        "showtimes", "tv",
        "television", "netflix",
        // news, facts and language
        "headlines", "definition", "define", "translate", "translation", "spell", "spelling", "population", "capital",
        "stock",
        "stocks", "math",
        // what a media app's intents do not do: "show me the lyrics", "download this podcast",
        // and how loud it plays: "change the radio volume", "make it quieter"
        "lyrics", "download", "downloads", "volume", "mute", "unmute", "louder", "quieter", "softer",
        // jokes (and games: `gameWords`)
        "joke", "jokes",
        // parcels
        "package", "packages", "parcel", "shipping",
        // the home and the device
        "lights", "light", "lamp", "lamps", "brightness", "colors", "colours", "thermostat", "door", "doors", "lock",
        "heating", "roomba", "vacuum", "garage", "battery", "wifi", "bluetooth", "charger", "plug", "plugs", "socket",
        "outlet",
        // appliances: "put the kettle on", "turn the oven on"
        "kettle", "oven", "stove", "heater", "dishwasher", "microwave", "fridge", "freezer", "sprinklers", "blinds",
        "curtains", "fireplace", "aircon", "elevator", "font", "grill", "engine", "laptop",
        "settings", "contacts", "photos", "pictures", "camera", "iphone", "ipad", "airpods", "keys", "wallet",
        // places near the user, and the web
        "nearby", "nearest", "closest", "near", "local", "neighborhood", "neighbourhood", "web", "internet", "online",
        "website",
        // plans and dates
        "trip", "vacation", "date", "lists",
        // notes, photos and the phone's calls: "search my notes for …", "find my screenshots",
        // "did I miss any calls"
        "notes", "screenshot", "screenshots", "selfie", "selfies", "photo", "calls", "voicemail", "voicemails",
        // the web's search engines: "search Google for …"
        "google", "bing",
    ])

    /// Words before a past participle that make it a passive ("be added", "get sent"), and
    /// verbs whose object comes before one ("have it added", "want this song sent"): a request
    /// for the act, not a report of it (`LiteralIndex.tellsWhatHappened`).
    static let passiveAuxiliaries: Set<String> = ["be", "been", "being", "get", "gets", "got", "getting"]
    static let causativeVerbs: Set<String> = ["have", "want", "wants", "need", "needs", "like", "get"]

    /// Genres of podcasts, audiobooks and talk radio, read as genres only right before one of
    /// `spokenWordKinds` (`SegmentTable.styledGenres`).
    static let spokenWordGenres: Set<String> = [
        "comedy", "true crime", "crime", "history", "mystery", "thriller", "science fiction", "sci-fi", "sci fi",
        "fantasy", "romance", "horror", "biography", "self help", "self-help", "business", "science", "technology",
        "politics", "sports", "sport", "talk", "cooking", "gardening", "parenting", "health", "wellness",
    ]
    static let spokenWordKinds: Set<String> = [
        "podcast", "podcasts", "audiobook", "audiobooks", "book", "books", "radio", "station", "stations", "show",
        "shows",
    ]

    /// Words that introduce a name after them ("songs by Adele", "messages from Dana", "the
    /// music of Satie"): where an example has one before a name's slot, only another of them
    /// stands for it in a request (`TemplatePlan.introducesName`).
    static let nameIntroducers: Set<String> = ["by", "from", "of"]

    /// Other domains' requests told by their shape (`TokenFacts.isOtherDomain`): "how do I …"
    /// asks for instructions, "create a playlist" makes one (no SiriKit intent does), "open the
    /// … app" opens an app (and a fan is a machine unless one is a fan of something).
    static let howToAuxiliaries: Set<String> = ["do", "can", "should", "would"]
    static let howToSubjects: Set<String> = ["i", "you", "we"]
    static let makingVerbs: Set<String> = ["create", "make", "build"]
    static let appOpeningVerbs: Set<String> = ["open", "launch", "close", "quit"]
    static let appWords: Set<String> = ["app", "application"]

    /// Whether every word of a phrase is an everyday word.
    static func isEveryday(_ keys: [String]) -> Bool {
        !keys.isEmpty && keys.allSatisfy { everydayWords.contains($0) }
    }

    /// Decades as people say them ("the sixties", "the 80s"); with years, a release date.
    static let decades: Set<String> = [
        "twenties", "thirties", "forties", "fourties", "fifties", "sixties", "seventies", "eighties", "nineties",
        "noughties",
    ]

    /// The tokens of a release date ("from the sixties", "from 1996", "80s music"): Siri hears
    /// when the music is from, which is never part of a name. Not a year standing where a
    /// title stands: right after the kind of thing ("the album 1989", "the audiobook 1984") or
    /// credited to someone right after it ("1901 by Phoenix").
    static func releaseDates(_ tokens: [Token]) -> [Int] {
        func isDate(_ key: String) -> Bool {
            if decades.contains(key) { return true }
            let digits = key.hasSuffix("s") ? String(key.dropLast()) : key
            guard !digits.isEmpty, digits.allSatisfy(\.isNumber) else { return false }
            if key.hasSuffix("s") { return digits.count == 2 || digits.count == 4 }
            return digits.count == 4 && (1900...2029).contains(Int(digits) ?? 0)
        }
        var out: [Int] = []
        func namesAWork(_ i: Int) -> Bool {
            !decades.contains(tokens[i].key) && !tokens[i].key.hasSuffix("s")
                && ((i > 0 && titleKindWords.contains(tokens[i - 1].key))
                    || (i + 1 < tokens.count && tokens[i + 1].key == "by"))
        }
        for (i, token) in tokens.enumerated() where isDate(token.key) && !namesAWork(i) {
            out.append(i)
            var k = i - 1
            while k >= 0, ["the", "from", "around", "of", "in"].contains(tokens[k].key), i - k <= 3 {
                out.append(k)
                k -= 1
            }
        }
        return out
    }

    /// Words naming a place within a work ("chapter five of Dune", "part two of The Hobbit").
    static let positionWords: Set<String> = [
        "chapter", "part", "volume", "vol", "section", "act", "movement", "episode", "track", "disc", "season", "book",
    ]
    /// Words naming which one without a number ("the next chapter of …").
    static let positionOrdinals: Set<String> = [
        "next", "last", "first", "previous", "final", "second", "third", "fourth", "fifth", "opening",
    ]

    /// The tokens that name a place within a work before its title ("chapter five of", "the
    /// next chapter of"): where to start, not what the work is called. Siri plays the work;
    /// the words are part of no name.
    static func positionsInWork(_ tokens: [Token]) -> [Int] {
        var out: [Int] = []
        for (i, token) in tokens.enumerated() where positionWords.contains(token.key) {
            // "chapter 5 of", "chapter five of", "episode two hundred of"
            var end = i + 1
            while end < tokens.count, end - i <= 4,
                tokens[end].key.allSatisfy(\.isNumber) || NumberWords.isNumberWord(tokens[end].key)
                    || (tokens[end].key == "and" && end > i + 1 && end + 1 < tokens.count
                        && (NumberWords.isNumberWord(tokens[end + 1].key)
                            || tokens[end + 1].key.allSatisfy(\.isNumber)))
            {
                end += 1
            }
            if end > i + 1, end < tokens.count, tokens[end].key == "of" {
                out += Array(i...end)
                // "the next chapter of"
            } else if i + 1 < tokens.count, tokens[i + 1].key == "of", i > 0,
                positionOrdinals.contains(tokens[i - 1].key)
            {
                out += (i > 1 && tokens[i - 2].key == "the" ? [i - 2] : []) + [i - 1, i, i + 1]
            }
        }
        return out
    }

    /// Whether a word is a possessive ("Jaime's"), not a contraction ("what's", "it's").
    static func isPossessive(_ token: Token) -> Bool {
        endsInApostropheS(token.original) && !everydayWords.contains(token.key)
    }

    /// Whether text ends in "'s" or "’s", read by its bytes (the reading of every token asks,
    /// and a grapheme-by-grapheme `hasSuffix` costs a thousand instructions): an apostrophe
    /// never joins the graphemes beside it, so the bytes tell the same.
    static func endsInApostropheS(_ text: Substring) -> Bool {
        let bytes = text.utf8
        guard bytes.last == UInt8(ascii: "s") else { return false }
        let before = bytes.dropLast()
        return before.last == UInt8(ascii: "'") || before.suffix(3).elementsEqual("’".utf8)
    }
}
