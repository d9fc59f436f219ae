/// Words that name what a domain deals with: a song, an album, the radio; a message, an
/// email, the inbox. (Calls have none: "call" and "phone" are the request's own verbs, and
/// as nouns they are as often about something else: "ignore call", "buy me a phone". Nor
/// are words that are mostly verbs: "text", "reply", "dm".) A request that says one of them and reads nearly
/// well enough as an intent of that domain is taken (`PhraseMatcher.ranked`): "please open
/// a reply to the email", "can I listen to music from the Easy Listening genre". Words that
/// other domains use as well ("list", "station", "show", "book") are not cues.
extension SystemLexicon {
    static let mediaCues: Set<String> = [
        "song", "songs", "music", "track", "tracks", "tune", "tunes", "album", "albums", "playlist", "playlists",
        "radio", "fm", "podcast", "podcasts", "episode", "episodes", "audiobook", "audiobooks", "chapter", "genre",
        "artist", "band", "singer", "soundtrack",
    ]
    static let messageCues: Set<String> = [
        "message", "messages", "texts", "email", "emails", "mail", "inbox", "sms", "dms", "imessage", "imessages",
    ]
    /// Settings of the device people switch on and off, as token keys: after a switching
    /// word (`settingSwitches`) they are no title.
    static let deviceSettings: Set<[String]> = Set(
        [
            "do not disturb", "airplane mode", "flight mode", "low power mode", "dark mode", "night shift",
            "flashlight", "torch", "wifi", "wi fi", "bluetooth", "hotspot", "personal hotspot", "silent mode",
            "location services", "sleep focus", "work focus", "driving focus", "focus", "focus mode", "cellular data",
        ].map(Tokenizer.keys))
    /// How loud or how long a player plays, said where a station's name would go: "put the
    /// radio on low", "set the radio to mute", "put the radio on sleep".
    static let soundSettings: Set<String> = [
        "low", "lower", "high", "higher", "loud", "quiet", "silent", "mute", "muted", "max", "maximum", "minimum",
        "full", "half", "sleep", "timer", "standby", "pause", "hold", "speaker", "speakers", "volume",
    ]
    /// Words for games, which are played but are no titles ("play candy crush game"), and are
    /// words of another domain (`otherDomainWords`).
    static let gameWords: Set<String> = [
        "game", "games", "dice", "trivia", "riddle", "lottery", "scissors", "chess", "checkers", "sudoku", "hangman",
        "quiz", "questions", "bingo", "charades", "pictionary", "scrabble", "poker", "solitaire",
    ]
    /// Verbs that switch a thing on or off ("turn off the radio", "switch the radio off").
    static let switchingVerbs: Set<String> = ["turn", "switch", "shut", "power"]
    /// Words right before a setting that switch it: "enable …" (and "turn on …", "switch off …").
    static let settingSwitches: Set<String> = ["enable", "disable", "activate", "deactivate"]
    /// Money: a number with one of these is an amount to pay, not a message to send.
    static let currencyWords: Set<String> = [
        "dollar", "dollars", "bucks", "pound", "pounds", "quid", "euro", "euros", "cents", "pence", "yen",
    ]
    static let currencySymbols: Set<String> = ["$", "£", "€", "¥"]
    /// Words of the weather that songs are named with ("November Rain", "Let It Snow", "Sunny"):
    /// in a title of two words or more they are the title's, not a forecast asked for.
    static let songWeatherWords: Set<String> = ["rain", "raining", "snow", "snowing", "sunny", "windy"]
    /// Words saying a place is near the user ("the nearest Walgreens"): before a business's
    /// name they say which one to call.
    static let proximityWords: Set<String> = ["nearest", "closest", "nearby", "local"]
    /// Words of other domains that name a business one calls or hears from, after "the": "any
    /// emails from the bank", "call the hotel".
    static let businessWords: Set<String> = [
        "bank", "hotel", "restaurant", "airline", "airport", "cinema", "theater", "theatre", "garage", "cab",
    ]
    /// Words for a kind of business, which end its name after what it sells or does: "the pizza
    /// place", "the flower shop", "the tax office".
    static let businessKinds: Set<String> = [
        "place", "shop", "store", "office", "clinic", "salon", "parlor", "parlour", "cafe", "pharmacy", "bakery",
        "takeaway", "diner", "surgery", "agency", "company", "center", "centre", "desk", "restaurant",
        // and the words restaurants and services name themselves with: "pizza palace", "pizza hut"
        "palace", "hut", "grill", "bistro", "pizzeria", "deli", "express", "pub", "garage", "studio", "inn",
        // and the part of one that answers the phone: "the hotel reception", "the bank's helpline"
        "reception", "concierge", "helpline", "hotline", "switchboard", "frontdesk", "helpdesk",
    ]
    /// Words naming messages by the many ("the texts Hannah sent me", "my emails"): a title
    /// of media nobody knows does not hold one ("read out the texts …" is no audiobook). Not
    /// "message", which titles have ("Message in a Bottle").
    static let messageCollectionWords: Set<String> = ["messages", "texts", "emails", "dms", "imessages", "inbox"]
    /// Words for one message or many, after whose sender they are named ("Sofia's message",
    /// "Omar's last texts": `Aligner.ownersOfMessages`).
    static let messageNouns: Set<String> = messageCollectionWords.union([
        "message", "text", "email", "mail", "note", "reply", "voicemail", "dm", "imessage",
    ])
    /// Words that say a request is about messages: their nouns, the verbs of writing in every
    /// form ("did Ana text", "who emailed me", "has he replied"), and the words of the inbox
    /// and of group conversations (`RequestFacts.saysMessages`).
    static let messageWords: Set<String> = messageNouns.union(reportedMessageVerbs).union([
        "texting", "emailing", "messaging", "write", "writes", "written", "replies", "send", "sends", "whatsapp",
        "whatsapps", "unread", "chat", "chats", "thread", "group", "mails", "voicemails",
    ])
    /// Words that say a name is a group conversation's, after it ("the work group", "the
    /// family chat").
    static let groupKindWords: Set<String> = ["group", "chat", "groupchat", "thread"]
    /// The intents of the media domain, whose titles `messageCollectionWords` are foreign to.
    public static let mediaIntents: Set<String> = [
        "INPlayMediaIntent", "INAddMediaIntent", "INSearchForMediaIntent", "INUpdateMediaAffinityIntent",
    ]
    /// The intents that start a call.
    static let callIntents: Set<String> = ["INStartCallIntent", "INStartAudioCallIntent", "INStartVideoCallIntent"]
    /// Words of a domain that are mostly verbs, and nouns after a determiner ("the text
    /// where …", "a reply").
    static let domainVerbNouns: Set<String> = ["text", "reply", "dm", "note"]
    /// The cue words of each system intent's domain, by class name.
    static let domainCues: [String: Set<String>] =
        Dictionary(uniqueKeysWithValues: mediaIntents.map { ($0, mediaCues) }).merging(
            ["INSendMessageIntent": messageCues, "INSearchForMessagesIntent": messageCues],
            uniquingKeysWith: { a, _ in a })

    /// The first word of `tokens` that names what `intent`'s domain deals with, if any, other
    /// than the tokens in `besides`. A reading that lacks its verb passes the tokens its
    /// example's words matched: the score has counted those, and with no verb they are all
    /// the reading has ("flag the messages from Ada" read as "read my messages from …" says
    /// "messages" as its example does, and is no search for it).
    static func domainCue(for intent: String, in tokens: [Token], besides: [Int]) -> String? {
        guard let cues = domainCues[intent] else { return nil }
        return tokens.indices.first { cues.contains(tokens[$0].key) && !besides.contains($0) }.map {
            String(tokens[$0].original)
        }
    }
}
