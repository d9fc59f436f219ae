/// Given names: how Siri tells a person's name from a title when it knows neither.
extension SystemLexicon {
    /// Common given names of many languages, as token keys. A name taken from its place that
    /// opens with one and goes on with a surname ("Vicky Leandros", "Jonny Buckland") is a
    /// person: where a request can name an artist, that is who it names.
    public static let givenNames: Set<String> = commonGivenNames.union(censusGivenNames)

    /// The names of many languages written here.
    static let commonGivenNames: Set<String> = [
        "aaron", "adam", "adrian", "ahmed", "aiden", "alan", "albert", "alex", "alexander", "alexandra", "alfred",
        "ali", "alice",
        "alicia", "alison", "amanda", "amber", "amy", "ana", "andre", "andrea", "andrew", "andy", "angela", "angelo",
        "anita",
        "ann", "anna", "anne", "annie", "anthony", "antonio", "arthur", "ashley", "barbara", "barry", "ben", "benjamin",
        "benny",
        "bernard", "beth", "betty", "bill", "billy", "bob", "bobby", "brad", "brandon", "brenda", "brian", "bruce",
        "bruno",
        "bryan", "carl", "carla", "carlos", "carol", "caroline", "catherine", "charles", "charlie", "charlotte",
        "chris",
        "christian", "christina", "christine", "christopher", "chuck", "claire", "clara", "claude", "colin", "craig",
        "daniel",
        "danny", "dan", "dave", "david", "dean", "debbie", "dennis", "derek", "diana", "diane", "dick", "diego",
        "dolly", "don",
        "donald", "donna", "doris", "doug", "douglas", "duke", "dylan", "ed", "eddie", "edward", "elena", "eli",
        "elizabeth",
        "ella", "ellen", "elvis", "emily", "emma", "eric", "erik", "erin", "ethan", "eva", "evan", "frank", "franz",
        "fred",
        "freddie", "gary", "gene", "george", "georgia", "gerald", "gil", "gina", "glen", "glenn", "gloria", "grace",
        "greg",
        "gregory", "hank", "hannah", "harold", "harry", "heather", "helen", "henry", "howard", "ian", "isaac", "ivan",
        "jack",
        "jackie", "jacob", "jake", "james", "jamie", "jan", "jane", "janet", "jason", "jean", "jeff", "jeffrey",
        "jennifer",
        "jenny", "jeremy", "jerry", "jesse", "jessica", "jim", "jimmy", "joan", "joe", "joel", "john", "johnny", "jon",
        "jonathan", "jonny", "jordan", "jorge", "jose", "joseph", "josh", "joshua", "juan", "judy", "julia", "julian",
        "julie",
        "justin", "karen", "karl", "kate", "katie", "kathy", "keith", "kelly", "ken", "kenny", "kevin", "kim", "kirk",
        "kurt",
        "kyle", "larry", "laura", "lauren", "lee", "leo", "leon", "leonard", "linda", "lisa", "lou", "louis", "lucy",
        "luis",
        "luke", "marc", "marco", "marcus", "margaret", "maria", "marie", "mario", "mark", "martin", "marvin", "mary",
        "matt",
        "matthew", "max", "megan", "mel", "melissa", "michael", "michelle", "miguel", "mike", "miles", "nancy", "naomi",
        "nathan",
        "neil", "nick", "nicholas", "nicole", "nina", "noah", "norman", "oliver", "olivia", "oscar", "otis", "pablo",
        "pam",
        "patrick", "patricia", "paul", "paula", "pedro", "pete", "peter", "phil", "philip", "rachel", "ralph", "randy",
        "ray",
        "raymond", "rebecca", "richard", "rick", "ricky", "rob", "robert", "robin", "rod", "roger", "ron", "ronald",
        "ronnie",
        "rosa", "rose", "roy", "ruby", "russell", "ruth", "ryan", "sally", "sam", "samuel", "sandra", "sara", "sarah",
        "scott",
        "sean", "sergio", "sharon", "steve", "steven", "stan", "stephen", "stuart", "sue", "susan", "tammy", "ted",
        "teresa",
        "terry", "thomas", "tim", "timothy", "tina", "todd", "tom", "tommy", "tony", "tracy", "travis", "tyler",
        "victor",
        "victoria", "vicky", "vincent", "walter", "wayne", "wendy", "will", "william", "willie", "wolfgang", "yuki",
        "zach",
    ]

    /// Words that open a noun phrase without being part of a name.
    static let articles: Set<String> = ["a", "an", "the", "some", "this", "that"]

    /// The names of Resources/given-names.txt (the 1990 US Census's, its header says how they
    /// were chosen). Part of the build, as synonyms.txt is: a missing file stops sirisim with
    /// its path.
    static let censusGivenNames: Set<String> = nameList("given-names", what: "given names")

    /// The surnames of Resources/surnames.txt (the 1990 US Census's, its header says how they
    /// were chosen): a name nobody told Siri that ends with one ("Misato Watanabe") reads as a
    /// person's, whatever its first name.
    static let surnames: Set<String> = nameList("surnames", what: "surnames")

    /// Words no person's name holds: units and words of time ("messages from the past two
    /// days", "did Jess ever text me back"), negatives ("messages I haven't read") and
    /// greetings.
    static let neverInNames: Set<String> = [
        "second", "seconds", "minute", "minutes", "hour", "hours", "day", "days", "week", "weeks", "month", "months",
        "year", "years", "today", "tonight", "yesterday", "tomorrow", "weekend", "dont", "doesnt", "didnt", "isnt",
        "arent", "wasnt", "werent", "havent", "hasnt", "hadnt", "cant", "cannot", "wont", "wouldnt", "shouldnt",
        "couldnt", "ever", "never", "yet", "already", "since", "until", "till",
        // greetings, which open a message, not a name ("message hey dad are you home")
        "hey", "hi", "hello", "hiya",
        // politeness and haste, said around a request ("call police please, quickly")
        "please", "quickly", "quick", "urgently", "immediately", "thanks", "asap",
        // answers and text-speak, which are what a message says ("text kev lol", "reply yes")
        "lol", "omw", "brb", "ok", "okay", "yes", "yeah", "yep", "no", "nope", "thx", "ty",
        // verbs of making, which ask for something else to be made ("create a note saying …")
        "create", "make", "build",
    ]

    /// Titles and kin said before a person's name ("aunt Rosa", "Dr Patel", "professor
    /// Lindqvist"): with the name they are one person.
    /// Places and groups people are known from, after "from" that tells someone apart ("Mike
    /// from work", "Sara from the gym").
    static let affiliations: Set<String> = [
        "work", "school", "church", "gym", "office", "college", "uni", "university", "class", "yoga", "football",
        "soccer", "choir", "band", "team", "book", "club", "daycare", "nursery", "accounting", "marketing", "sales",
        "hr", "reception", "upstairs", "downstairs", "nextdoor",
    ]
    /// Words of the thesaurus that name a thing only, never an act: they stand for an example's
    /// noun, not for the verb it opens with (`Aligner.walkBack`).
    static let nounOnlyRelatives: Set<String> = ["note", "notes"]
    /// Words before someone named by their role: the article that makes a role someone to
    /// reach (`roleDeterminers`) and the owners of a relation ("my line manager", "his tutor").
    static let roleOwners: Set<String> = roleDeterminers.union(relationshipOwners).union([
        "your", "his", "her", "their",
    ])
    /// Words for what someone does, which end a name made of their place or kind of work:
    /// "the supply teacher", "the front desk", "the site foreman" (`Aligner.rolesEndNames`).
    static let roleNouns: Set<String> = [
        "teacher", "nurse", "doctor", "manager", "foreman", "desk", "receptionist", "driver", "officer", "leader",
        "supervisor", "coach", "tutor", "boss", "landlord", "landlady", "plumber", "electrician", "mechanic",
        "dentist", "cleaner", "nanny", "babysitter", "secretary", "assistant", "accountant", "lawyer", "agent",
        "director", "principal", "chef", "porter", "caretaker", "warden", "technician", "engineer", "therapist",
        "pharmacist", "midwife", "surgeon", "consultant", "advisor", "adviser", "rep", "team", "office",
    ]
    /// Words for a group after such a place ("my yoga class", "the book club").
    static let affiliationGroups: Set<String> = ["class", "club", "group", "team"]
    static let personTitles: Set<String> = [
        "aunt", "auntie", "aunty", "uncle", "grandma", "grandpa", "granny", "nana", "cousin", "dr", "doctor",
        "professor", "prof", "mr", "mrs", "ms", "miss", "mister", "coach", "pastor", "rabbi", "father", "nurse",
    ]

    /// Words between the parts of a name, written in lower case ("Faisal bin Salman", "Lucía de
    /// la Cruz", "Anouk van Dijk").
    static let nameParticles: Set<String> = [
        "bin", "ibn", "bint", "binti", "de", "del", "della", "da", "das", "dos", "van", "von", "der", "den", "le",
        "la", "al", "el", "abu", "ter", "ten", "di", "du",
    ]

    /// Titles of kin that people also call them by alone ("tell Nana goodnight").
    static let kinCalledByTitle: Set<String> = ["grandma", "grandpa", "granny", "nana"]

    /// Words that open a performer's name ("DJ Kay Slay", "MC Lyte", "Lil Nas X").
    static let performerTitles: Set<String> = ["dj", "mc", "lil"]

    /// One name a line of a shipped list, comment lines left out.
    private static func nameList(_ name: String, what: String) -> Set<String> {
        do {
            let text = try ShippedResource.text(name, extension: "txt", what: what)
            return Set(
                text.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty })
        } catch {
            fatalError("\(error)")
        }
    }

    /// Words that link a name to the word before it ("the album of …", "a song by …"): a name
    /// taken from its place does not open with one.
    static let linkingWords: Set<String> = ["of", "by", "from", "for", "to", "at", "with", "about"]

    /// Words that place or link ("in", "over", "on"): a title taken from its place opens with
    /// one only where the example's own words stand right around it, and ends with an object
    /// pronoun ("live with me", "shame on you") only after the example's word and before its next
    /// word or at the end of both (`Segment.enclosure`).
    static let prepositions: Set<String> = [
        "about", "above", "across", "after", "against", "along", "around", "at", "before", "behind", "below",
        "beneath", "beside", "between", "beyond", "by", "down", "for", "from", "in", "inside", "into", "near", "of",
        "off", "on", "onto", "out", "outside", "over", "past", "through", "to", "toward", "towards", "under",
        "until", "up", "upon", "with", "within", "without",
    ]
    static let objectPronouns: Set<String> = ["me", "you", "him", "her", "it", "us", "them"]

    /// Words that say a name comes next ("my playlist called Road Trip"): the name starts
    /// after one, not with it.
    static let namingWords: Set<String> = ["called", "named", "entitled", "titled"]

    /// Words that name the kind of a name users make ("my Road Trip playlist"): a name
    /// ending where one stands is read whole, everything the user put there. "List" names
    /// other domains' lists too ("my shopping list"); `playlistWords` do not.
    static let playlistWords: Set<String> = ["playlist", "playlists"]
    /// How the playlist series that music services make open their names ("This Is Prince",
    /// a service's playlist of one artist): such a name keeps its opening words
    /// (`Aligner.wholeUserMadeNames`).
    static let playlistSeries: [[String]] = [["this", "is"]]
    static let userMadeKindWords: Set<String> = playlistWords.union(["list"])
    /// Words naming whose a thing is ("my playlist", "your playlist"): the owners of a
    /// relationship and "your"; "Anna's" does too (`isPossessive`).
    static let owners: Set<String> = Set(relationshipOwners).union(["your"])

    /// Whether a run of words reads as a person's name: a given name (or "DJ") and a surname
    /// or two, or any two or three words ending with a census surname; none of them everyday
    /// words.
    static func readsAsPersonName(_ keys: ArraySlice<String>) -> Bool {
        guard (2...3).contains(keys.count), let first = keys.first, let last = keys.last else { return false }
        if givenNames.contains(first) || performerTitles.contains(first) {
            return keys.dropFirst().allSatisfy(isNameWord)
        }
        // Or a first name of any language and a surname: every word then a name's.
        return surnames.contains(last) && keys.allSatisfy(isNameWord)
    }

    /// English words (WordNet's commonest, `bin/make-english-words`): a name nobody knows that
    /// holds a word none of them is, nor a form of one, reads as a person's or a band's.
    static let englishWords: SortedWordList = {
        do {
            return SortedWordList(
                text: try ShippedResource.text("english-words", extension: "txt", what: "English words"))
        } catch {
            fatalError("\(error)")
        }
    }()

    /// Whether `key` is an English word or a regular form of one ("monsters", "traces").
    static func isEnglishWord(_ key: String) -> Bool {
        if englishWords.contains(key) { return true }
        for (suffix, base) in Self.regularEndings where key.count > suffix.count + 2 && key.hasSuffix(suffix) {
            if englishWords.contains(String(key.dropLast(suffix.count)) + base) { return true }
        }
        return false
    }
    private static let regularEndings: [(String, String)] = [
        ("s", ""), ("es", ""), ("ies", "y"), ("ed", ""), ("ed", "e"), ("ing", ""), ("ing", "e"), ("er", ""),
        ("est", ""),
    ]

    /// Whether a title nobody knows reads as an artist's name: as a person's name
    /// (`readsAsPersonName`), or as two or three words none of which is an English word, a
    /// number or a word with digits ("maki ohguro", "Jesper Kyd"), where a title is mostly made
    /// of English words ("shame on you", "Beyond the Valley").
    static func readsAsArtistName(_ keys: ArraySlice<String>) -> Bool {
        if readsAsPersonName(keys) { return true }
        guard (2...3).contains(keys.count) else { return false }
        return keys.allSatisfy {
            isNameWord($0) && !functionWords.contains($0) && !$0.contains(where: \.isNumber) && !isEnglishWord($0)
        }
    }

    /// A pronoun and its verb in one word, as keys ("I'll" is "ill"): counted only where written
    /// with the apostrophe, since "ill", "well" and "were" are words too (`TokenFacts.endsName`).
    static let pronounContractions: Set<String> = [
        "im", "ill", "ive", "id", "youre", "youll", "youve", "youd", "hes", "hed", "shes", "shed", "shell", "well",
        "weve", "wed", "were", "theyre", "theyll", "theyve", "theyd", "itll",
    ]

    /// Kinds of media often named after the person who presents them (`Aligner.settleTitles`).
    static let hostedKinds: Set<String> = ["podcastShow", "podcastEpisode", "radioStation"]

    /// A word that may stand in a person's name: no everyday word, value word or number.
    /// Whether a word can only be a proper name: three letters or more, letters only, and no
    /// English word or form of one (WordNet's), nor a word of another domain ("california",
    /// "okonjo").
    static func isProperNameWord(_ key: String) -> Bool {
        key.count >= 3 && key.allSatisfy(\.isLetter) && !isEnglishWord(key) && !otherDomainWords.contains(key)
    }

    /// Whether two or three words after "by" name who made a title: an artist's name
    /// (`readsAsArtistName`), or words none of which is an everyday word or a value word, one of
    /// them a proper name ("Wren Okonjo", "the Okonkwo Brothers"; not "the river", "me").
    static func namesItsMaker(_ keys: ArraySlice<String>) -> Bool {
        if readsAsArtistName(keys) { return true }
        let words = keys.first == "the" ? keys.dropFirst() : keys
        return (1...3).contains(words.count) && words.allSatisfy(isNameWord) && words.contains(where: isProperNameWord)
    }

    private static func isNameWord(_ key: String) -> Bool {
        !everydayWords.contains(key) && !words.contains(key) && !key.allSatisfy(\.isNumber)
    }
}

extension SystemLexicon {
    /// The small words a title written with capitals keeps in lower case ("Earth, Wind and
    /// Fire", "Sticks and Stones", "Lord of the Rings").
    static let titleSmallWords: Set<String> = [
        "and", "&", "n", "or", "of", "the", "a", "an", "in", "on", "to", "for", "at", "by", "with",
    ]

    /// Whom a request may address by name after a comma at its end, besides the terms of
    /// address (`vocatives`): "Play Wonderwall, Mum", "Put on Ring of Fire, Siri".
    static let addressedByName: Set<String> = [
        "siri", "mum", "mom", "mam", "mummy", "mommy", "dad", "daddy", "grandma", "grandpa", "nana", "babe", "honey",
    ]
}
