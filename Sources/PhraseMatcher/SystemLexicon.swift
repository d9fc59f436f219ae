/// The system's built-in value words: what Siri itself understands for SiriKit's enum-like
/// parameters, independent of any app. Intent phrasing never lives here (that comes from
/// each app's IntentPhrases); only the names of values and a few grammatical joints.
public enum SystemLexicon {
    /// Value lists: list name → (case name, phrases).
    public static let lists: [String: [(caseName: String, phrases: [String])]] = [
        "callCapability": [
            ("videoCall", ["video", "video call", "facetime", "face time", "videocall", "video chat"]),
            ("audioCall", ["audio", "audio call", "voice", "voice call", "phone call"]),
        ],
        // Where a call goes other than to someone named (INCallDestinationType): "redial",
        // "call my voicemail", "call emergency services".
        "destinationType": [
            ("redial", ["redial"]), ("voicemail", ["voicemail", "voice mail", "voicemails", "voice mails"]),
            // (whoever called last, called back: said in the phrases, "call back", "return the missed call")
            ("callBack", ["callback"]),
            // (Siri calls emergency services when asked for the police, an ambulance or the fire
            // service by name.)
            (
                "emergency",
                [
                    "emergency services", "the emergency services", "emergency", "the police", "police",
                    "an ambulance", "ambulance", "the fire department", "the fire brigade",
                    // the emergency numbers, which Siri dials as emergency calls
                    "911", "999", "112", "nine one one",
                ]
            ),
        ],
        "messageAttribute": [
            ("read", ["read"]),
            ("unread", ["unread", "new", "unopened", "havent read", "have not read", "not read yet", "missed"]),
            ("flagged", ["flagged", "flag", "starred", "important"]),
            ("unflagged", ["unflagged", "unflag", "unstarred"]),
            ("played", ["played"]),
        ],
        "dateRange": [
            ("today", ["today"]),
            ("thisMorning", ["this morning"]),
            ("thisAfternoon", ["this afternoon"]),
            ("thisEvening", ["this evening", "tonight"]),
            ("yesterday", ["yesterday"]),
            ("lastNight", ["last night"]),
            ("thisWeek", ["this week"]),
            ("lastWeek", ["last week"]),
            // windows counted back from now: "anything new in the last hour"
            ("lastHour", ["last hour", "past hour", "the last hour", "the past hour", "last 60 minutes"]),
            ("lastDay", ["last 24 hours", "past 24 hours", "the last 24 hours", "the past day"]),
            // parts of yesterday, weekends, and a day of this week or the last: "what Ahmed sent on
            // Monday" (the latest Monday, today's if today is one)
            ("yesterdayMorning", ["yesterday morning"]), ("yesterdayAfternoon", ["yesterday afternoon"]),
            ("yesterdayEvening", ["yesterday evening"]), ("thisWeekend", ["this weekend"]),
            ("lastWeekend", ["last weekend", "over the weekend", "the weekend"]),
            ("monday", ["monday", "on monday"]), ("tuesday", ["tuesday", "on tuesday"]),
            ("wednesday", ["wednesday", "on wednesday"]), ("thursday", ["thursday", "on thursday"]),
            ("friday", ["friday", "on friday"]), ("saturday", ["saturday", "on saturday"]),
            ("sunday", ["sunday", "on sunday"]),
            // months and years, this one or the last: "texts from Ines from last month"
            ("thisMonth", ["this month"]), ("lastMonth", ["last month", "the past month", "the last month"]),
            ("thisYear", ["this year"]), ("lastYear", ["last year", "the past year"]),
        ],
    ]

    /// Media values: what Siri understands of media requests on its own.
    static let media: [String: [(caseName: String, phrases: [String])]] = [
        "mediaType": [
            (
                "song",
                [
                    "song", "songs", "track", "tracks", "tune", "tunes", "single", "ballad", "ballads", "chant",
                    "chants", "melody",
                    "melodies", "symphony", "concerto",
                ]
            ),
            ("album", ["album", "albums", "record", "lp", "ep", "soundtrack", "soundtracks", "sound track"]),
            ("artist", ["artist", "band", "singer"]),
            // (and as a speech recogniser may write them, in two words: "the play list road trip")
            ("playlist", ["playlist", "playlists", "mix", "play list", "play lists"]),
            ("podcastShow", ["podcast", "podcasts", "show", "pod cast", "pod casts"]),
            ("podcastEpisode", ["episode", "episodes", "podcast episode"]),
            ("audioBook", ["audiobook", "audiobooks", "audio book", "audio books", "book"]),
            ("genre", ["genre"]),
            ("radioStation", ["radio", "radio station", "station", "fm", "fm radio", "dab"]),
            ("music", ["music", "release", "releases"]),
            ("musicVideo", ["music video", "music videos", "video", "videos"]),
            ("movie", ["movie", "movies", "film", "films"]),
            ("tvShow", ["tv show", "tv shows", "series"]),
        ],
        "sortOrder": [
            ("newest", ["latest", "newest", "new", "most recent", "recent", "last"]),
            ("oldest", ["oldest", "first", "earliest", "debut"]),
            ("popular", ["popular", "most popular", "top", "hits", "biggest hits", "greatest", "greatest hits"]),
            ("unpopular", ["least popular", "unpopular"]),
            ("best", ["best", "top rated", "highest rated"]),
            ("trending", ["trending"]),
            ("recommended", ["recommended", "suggested"]),
        ],
        "mediaReference": [
            (
                "currentlyPlaying",
                [
                    "this", "this one", "this music", "it", "that one", "whats playing", "what is playing",
                    "currently playing", "now playing", "what im listening to", "what i am listening to",
                    "the one thats playing", "the one playing now", "that song", "that track", "that tune",
                    "whatever is playing", "whats on", "what is on", "the current track",
                    "the current song",
                ] + playingKinds.flatMap(currentlyPlayingPhrases)
            )
        ],
        "genre": [
            ("jazz", ["jazz"]), ("rock", ["rock", "rock and roll"]), ("pop", ["pop"]),
            ("classical", ["classical", "classic music"]),
            ("hip hop", ["hip hop", "hiphop", "hip-hop", "rap"]), ("country", ["country"]), ("blues", ["blues"]),
            ("metal", ["metal", "heavy metal"]),
            ("folk", ["folk"]), ("electronic", ["electronic", "edm", "electronica"]), ("dance", ["dance"]),
            ("house", ["house"]),
            ("techno", ["techno"]), ("r&b", ["r&b", "r and b", "rnb"]), ("soul", ["soul"]), ("funk", ["funk"]),
            ("reggae", ["reggae"]),
            ("punk", ["punk"]), ("indie", ["indie"]), ("alternative", ["alternative"]), ("latin", ["latin"]),
            ("k-pop", ["k-pop", "kpop", "k pop"]),
            ("gospel", ["gospel"]), ("ambient", ["ambient"]), ("lo-fi", ["lo-fi", "lofi"]), ("disco", ["disco"]),
            ("opera", ["opera"]),
            ("bluegrass", ["bluegrass"]), ("grunge", ["grunge"]), ("salsa", ["salsa"]),
            ("instrumental", ["instrumental"]), ("acoustic", ["acoustic"]), ("world", ["world music"]),
            // styles people name beyond the store's top level, each under its own name; only
            // styles whose every word is peculiar to music (no "trip hop": "trip" is travel)
            ("bossa nova", ["bossa nova", "bossanova"]), ("grime", ["grime"]), ("dubstep", ["dubstep"]),
            ("trance", ["trance"]),
            ("ska", ["ska"]), ("swing", ["swing"]), ("motown", ["motown"]), ("new wave", ["new wave"]),
            ("synthpop", ["synthpop", "synth pop", "synth-pop"]), ("shoegaze", ["shoegaze"]),
            ("afrobeats", ["afrobeats", "afrobeat"]),
            ("dancehall", ["dancehall"]), ("reggaeton", ["reggaeton"]), ("samba", ["samba"]), ("tango", ["tango"]),
            ("flamenco", ["flamenco"]), ("fado", ["fado"]), ("cumbia", ["cumbia"]), ("bachata", ["bachata"]),
            ("merengue", ["merengue"]),
            ("zydeco", ["zydeco"]), ("celtic", ["celtic"]), ("christian", ["christian", "worship"]),
            ("baroque", ["baroque"]),
            ("orchestral", ["orchestral"]), ("americana", ["americana"]), ("britpop", ["britpop", "brit pop"]),
            ("progressive rock", ["progressive rock", "prog rock", "prog"]),
            ("psychedelic", ["psychedelic", "psychedelic rock"]),
            ("hardcore", ["hardcore"]), ("industrial", ["industrial"]), ("lounge", ["lounge"]),
            ("smooth jazz", ["smooth jazz"]),
            ("bebop", ["bebop"]), ("doo wop", ["doo wop", "doo-wop"]), ("rockabilly", ["rockabilly"]),
            ("j-pop", ["j-pop", "jpop"]),
            ("bollywood", ["bollywood"]), ("bhangra", ["bhangra"]), ("soca", ["soca"]), ("calypso", ["calypso"]),
            ("polka", ["polka"]),
            ("synthwave", ["synthwave"]), ("eurodance", ["eurodance"]), ("emo", ["emo"]), ("metalcore", ["metalcore"]),
            ("glam rock", ["glam rock"]), ("ragtime", ["ragtime"]), ("oldies", ["oldies"]),
            ("downtempo", ["downtempo"]),
            ("choral", ["choral"]), ("chillhop", ["chillhop"]), ("punk rock", ["punk rock"]),
            ("indie rock", ["indie rock"]),
            ("indie pop", ["indie pop"]), ("alternative rock", ["alternative rock", "alt rock"]),
            ("country rock", ["country rock"]),
            ("blues rock", ["blues rock"]), ("gangsta rap", ["gangsta rap"]),
            ("drum and bass", ["drum and bass", "drum n bass", "drum & bass"]),
            // styles of Africa, Asia and Latin America, under the names their listeners use
            ("amapiano", ["amapiano"]), ("kwaito", ["kwaito"]), ("gqom", ["gqom"]), ("highlife", ["highlife"]),
            ("afropop", ["afropop", "afro-pop", "afro pop"]), ("mandopop", ["mandopop"]), ("cantopop", ["cantopop"]),
            ("c-pop", ["c-pop", "cpop"]), ("j-rock", ["j-rock", "jrock"]), ("qawwali", ["qawwali"]),
            ("ghazal", ["ghazal", "ghazals"]), ("bolero", ["bolero", "boleros"]),
            ("ranchera", ["ranchera", "rancheras"]),
            ("mariachi", ["mariachi"]), ("norteño", ["norteño", "norteno"]), ("corridos", ["corridos"]),
            ("vallenato", ["vallenato"]), ("forró", ["forró", "forro"]), ("kizomba", ["kizomba"]), ("zouk", ["zouk"]),
            ("sertanejo", ["sertanejo"]), ("enka", ["enka"]), ("dangdut", ["dangdut"]), ("klezmer", ["klezmer"]),
            ("rebetiko", ["rebetiko"]), ("chanson", ["chanson"]), ("schlager", ["schlager"]),
        ],
        "mood": [
            (
                "relaxing",
                ["relaxing", "relaxed", "chill", "chilled", "calm", "calming", "mellow", "soothing", "peaceful"]
            ),
            ("happy", ["happy", "cheerful", "feel good", "feel-good", "uplifting"]),
            ("upbeat", ["upbeat", "energetic", "energizing", "pump up", "party"]),
            ("sad", ["sad", "melancholy", "melancholic"]),
            ("romantic", ["romantic", "love songs"]),
            ("focus", ["focus", "focused", "concentration", "study"]),
            ("sleep", ["sleep", "sleepy", "bedtime"]),
            ("motivational", ["motivational", "motivating", "workout"]),
            ("dreamy", ["dreamy"]),
            ("angry", ["angry", "aggressive"]),
        ],
        "affinityType": [
            (
                "like",
                [
                    "like", "love", "loving", "digging", "favorite", "favourite", "favorites", "favourites",
                    "thumbs up", "heart", "enjoy",
                    "enjoying", "adore", "brilliant", "superb", "a banger", "good", "best", "the best",
                    "five stars", "5 stars", "five star", "great", "awesome", "amazing", "wonderful", "fantastic",
                    "excellent", "a keeper", "my jam", "dig", "rocks", "slaps", "loved", "favorited", "favourited",
                    "a bop", "mad about", "crazy about",
                    // the past, and more words of praise: "I enjoyed this audiobook", "this remix is
                    // incredible", "… is a masterpiece"
                    "enjoyed", "liked", "adored", "incredible", "outstanding", "a masterpiece", "stunning", "gorgeous",
                    "epic",
                ]
            ),
            (
                "dislike",
                [
                    "dislike", "dont like", "do not like", "hate", "hating", "thumbs down", "not a fan of", "one star",
                    "1 star",
                    "not into", "sick of", "tired of", "fed up with", "cant stand", "can not stand", "not feeling",
                    "rubbish", "dont care for", "do not care for", "not keen on", "dont want to hear",
                    "terrible", "awful", "horrible", "annoying", "boring", "so over", "sucks", "stinks", "bored of",
                    "bored with", "done with", "disliked", "gets on my nerves", "does my head in",
                    // the past, and more words of blame: "I hated that episode", "this is dreadful"
                    "hated", "dreadful", "unbearable", "lame", "the worst",
                    // the negative without its auxiliary, as learners say it: "I not like this song"
                    "not like", "no like", "not liking",
                ]
            ),
        ],
    ]

    /// The kinds of thing that can be playing, each named as the one playing in the same ways:
    /// "this episode", "the station playing now", "the current track". ("That" only for a
    /// song: "that album Titanic Rising" names an album.)
    static let playingKinds = [
        "song", "track", "tune", "album", "artist", "band", "episode", "podcast", "station", "show", "audiobook",
        "book", "chapter", "playlist", "record", "singer", "remix",
        // and a version of a work, in fans' words: "i don't like this version", "put this
        // B-side on my Deep Cuts playlist"
        "version", "cover", "b side", "b-side", "bside",
    ]
    static func currentlyPlayingPhrases(_ kind: String) -> [String] {
        [
            "this \(kind)", "the current \(kind)", "current \(kind)", "the \(kind) playing",
            "the \(kind) playing now", "the \(kind) thats playing", "the \(kind) that is playing",
            "the \(kind) on now",
        ]
    }

    /// Workout values: goals' units, where, and an open goal.
    static let workouts: [String: [(caseName: String, phrases: [String])]] = [
        "workoutGoalUnit": [
            ("minute", ["minute", "minutes", "min", "mins"]), ("hour", ["hour", "hours", "hr"]),
            ("second", ["second", "seconds"]),
            ("mile", ["mile", "miles"]), ("meter", ["meter", "meters", "metre", "metres"]),
            ("yard", ["yard", "yards"]),
            ("foot", ["foot", "feet"]), ("kiloCalorie", ["calorie", "calories", "kilocalories", "kcal", "cal"]),
        ],
        "workoutLocation": [
            ("outdoor", ["outdoor", "outdoors", "outside"]),
            ("indoor", ["indoor", "indoors", "inside"]),
        ],
        "workoutOpenEnded": [
            ("true", ["open", "open ended", "open-ended", "open goal"])
        ],
    ]

    /// Names Siri knows itself that fill the same parameters as an app's vocabulary of a
    /// type: the common workout activities.
    static let vocabularyTerms: [String: [(identifier: String, phrases: [String])]] = [
        "workoutActivityName": [
            ("run", ["run", "running", "jog", "jogging"]), ("walk", ["walk", "walking"]),
            ("cycle", ["cycle", "cycling", "bike ride", "ride", "bike"]), ("swim", ["swim", "swimming"]),
            ("yoga", ["yoga"]), ("hike", ["hike", "hiking"]), ("rowing", ["row", "rowing"]),
            ("elliptical", ["elliptical"]),
            ("strength training", ["strength training", "weights", "weight training", "lifting"]),
            ("high intensity interval training", ["hiit", "interval training", "high intensity interval training"]),
            ("pilates", ["pilates"]), ("dance", ["dance", "dancing"]), ("stair stepper", ["stair stepper", "stairs"]),
        ]
    ]

    /// Value lists whose words say what kind of thing a name is ("… playlist", "… album"),
    /// rather than describe it.
    static let kindLists: Set<String> = ["mediaType"]

    /// The one-word kinds of titled things ("song", "audiobook", "podcast"): not "artist",
    /// "music" or "genre", which name no title.
    static let titleKindWords: Set<String> = Set(
        (media["mediaType"] ?? []).filter { !["artist", "music", "genre"].contains($0.caseName) }
            .flatMap(\.phrases).filter { !$0.contains(" ") })

    /// Words that say a request is for music of some kind without naming a kind of item
    /// ("some jazz music", "some acoustic stuff"): an artist's name or a title does not hold one
    /// in lower case.
    static let plainKindWords: Set<String> = ["music", "stuff"]

    /// The one-word names of a radio station's kind ("radio", "fm"), which station names hold.
    static let stationWords: Set<String> = Set(
        (media["mediaType"] ?? []).filter { $0.caseName == "radioStation" }.flatMap(\.phrases)
            .filter { !$0.contains(" ") })

    /// Vocabulary types whose names the user makes up, so that their app knows every one.
    public static let closedVocabularies: Set<String> = [
        "mediaPlaylistTitle", "notebookItemGroupName", "photoAlbumName", "carProfileName", "carName",
        "paymentsAccountNickname",
        "contactGroupName",
    ]

    /// Lists whose values name a state as well as an action: only these of their words can
    /// open a request as its verb ("Flag the last message"); the others describe
    /// ("Read my new messages" reads them; it does not mark them read).
    public static let openingValueWords: [String: Set<String>] = [
        "messageAttribute": ["flag", "unflag", "star", "unstar"]
    ]

    /// Whether a value of such a list names a state only, and so cannot stand for a verb.
    static func isStateOnly(_ entity: Entity) -> Bool {
        guard case .lexicon(let list) = entity.kind, let actions = openingValueWords[list] else { return false }
        return !actions.contains(Tokenizer.keys(entity.phrase).joined(separator: " "))
    }

    /// Whether a value is an action word of such a list ("flag").
    static func isAction(_ entity: Entity) -> Bool {
        guard case .lexicon(let list) = entity.kind, openingValueWords[list] != nil else { return false }
        return !isStateOnly(entity)
    }

    /// Pronouns: words that stand for a person or a thing without naming one, so never (on
    /// their own) a name taken from its place ("Did anyone text me" searches every sender;
    /// "Play something upbeat" names a mood, not a song called "something").
    public static let pronouns: Set<String> = [
        "i", "me", "my", "myself", "you", "your", "yourself", "he", "him", "his", "she", "her", "it", "we", "us", "our",
        "they", "them", "their", "anyone", "anybody", "someone", "somebody", "everyone", "everybody", "nobody", "noone",
        "who", "whom", "whoever", "something", "anything", "everything", "nothing",
    ]

    /// Words that stand before the content of a message and are not part of it ("… saying
    /// I'm late", "… that dinner is ready"), whatever the app's examples show.
    public static let contentCarriers: Set<String> = ["saying", "that", "says", "asking", "telling"]

    /// The user, as the object of a request ("tell me", "send us").
    public static let selfReferences: Set<String> = ["me", "us", "myself", "ourselves"]
    /// Words for the assistant itself, as the object of a request's verb.
    static let addressees: Set<String> = ["you", "u", "ya", "yourself"]

    /// Words that join the items of a list ("Maria and Juan", "any email from Jonty or my estate
    /// agent").
    public static let listJoiners: Set<String> = ["and", "&", "plus", "or"]

    /// Words that put an app's name into a request ("… in Chatter", "… using Chatter").
    public static let appJoiners: Set<String> = ["in", "on", "using", "with", "via", "through", "from", "use"]

    /// Words that turn a relationship into a reference to a person ("my sister", "our landlord").
    public static let relationshipOwners: [String] = ["my", "our"]
    /// Words that turn a role or a service into someone to reach ("the dentist", "the
    /// office"); the name is the role alone.
    public static let roleDeterminers: Set<String> = ["the"]

    /// The case name a phrase stands for in a value list ("video" → videoCall).
    public static func caseName(for phrase: String, in list: String) -> String? {
        let keys = Tokenizer.keys(phrase)
        return (lists[list] ?? media[list] ?? workouts[list])?.first {
            $0.phrases.contains { Tokenizer.keys($0) == keys }
        }?.caseName
    }

    /// Whether `caseName` is a case of the value list `list` ("dislike" of affinityType).
    public static func hasCase(_ caseName: String, in list: String) -> Bool {
        (lists[list] ?? media[list] ?? workouts[list])?.contains { $0.caseName == caseName } ?? false
    }

    /// Every word of every value list.
    public static let words: Set<String> = {
        var out = Set<String>()
        for values in Array(lists.values) + Array(media.values) + Array(workouts.values) {
            for (_, phrases) in values { for phrase in phrases { out.formUnion(Tokenizer.keys(phrase)) } }
        }
        return out
    }()

    /// The lexicon entries as matcher entities.
    public static var entities: [Entity] {
        var out: [Entity] = []
        let all = lists.merging(media, uniquingKeysWith: { a, _ in a }).merging(
            workouts, uniquingKeysWith: { a, _ in a })
        for (list, values) in all.sorted(by: { $0.key < $1.key }) {
            for (caseName, phrases) in values {
                for phrase in phrases {
                    out.append(Entity(kind: .lexicon(list), identifier: caseName, phrase: phrase, source: .system))
                }
            }
        }
        for (type, terms) in vocabularyTerms.sorted(by: { $0.key < $1.key }) {
            for (identifier, phrases) in terms {
                for phrase in phrases {
                    out.append(Entity(kind: .vocabulary(type), identifier: identifier, phrase: phrase, source: .system))
                }
            }
        }
        return out
    }
}
