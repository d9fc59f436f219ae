/// Titles nobody told Siri, taken from their place in the utterance.
extension SegmentTable {
    /// A title the library does not hold, taken from its place (up to eight words).
    func unknownTitles(into single: inout [[Segment]], types: Set<String>, weight: Double) {
        let n = tokens.count
        let traits = SlotRules.TitleTraits(types)
        let closed = isClosed(types, userMade: traits.userMade)
        // Names users make (playlists) are often made of value words: "Rock Party", "Chill
        // Vibes". In their place a value word is a word of the name.
        let userMade = traits.userMade
        // A title that may also be a playlist ("play my Piano Ballads playlist") reads one the
        // same way where the word "playlist" frames it; "list" frames only a slot of names
        // users make, where no other list can be meant.
        let holdsUserMade = userMade || traits.holdsUserMade
        // An artist's name holds no word in lower case that introduces a name or says what kind
        // of thing is meant: "some songs by Dr John" names Dr John, "theme music by Edsel Dope"
        // Edsel Dope. (A title may hold the first: "stand by me".)
        let artist = traits.artist
        let kindClass: WordClasses = userMade ? .userMadeKind : .playlist
        func kindWord(_ k: Int) -> Bool { holdsUserMade && facts[kindClass, k] }
        // Whether a kind word stands within the eight words from `start`, before a comma.
        func kindAhead(_ start: Int) -> Bool {
            var k = start
            while k < min(n, start + 9) {
                if kindWord(k) { return true }
                if tokens[k].commaAfter { return false }
                k += 1
            }
            return false
        }
        // Known names of things inside a longer unknown run make that run a poor title,
        // and so does a run cut out of a longer known name ("Lanterns" of "The Lanterns").
        let knownInside = spans.filter { span in
            span.quality >= 0.99 && span.end - span.start >= 1
                && { if case .vocabulary = span.entity.kind { true } else { false } }()
        }
        let knownLong = knownInside.filter { $0.end - $0.start >= 2 }
        // A title the library does not hold is taken from its place: up to eight words,
        // not ending with the app's phrasing, and starting with it only when a word of
        // its own follows ("the Eagles", not "by the Eagles"). Long runs earn less, so
        // that "Hotel California by the Eagles" reads as a title and an artist.
        // A word in lower case that is no phrasing, number or second half of a hyphenated word
        // ("Van-pires"): beside a capitalised one at a run's edge, not the name's.
        func plainWord(_ k: Int) -> Bool {
            !facts.isCapitalised[k] && !facts.isPhrasing[k] && !(tokens[k].original.first?.isNumber ?? false)
                && !facts.hyphenBefore[k]
        }
        for i in 0..<n {
            // A name users make standing after its owner ("my", "Anna's") opens there, whatever
            // its first word: "my this is Prince playlist" has no second determiner, so "this"
            // is the name's.
            // (In a title that may be other things, only where its kind word follows.)
            // (Not where its kind word comes first: "my playlist named Funtime" names Funtime.)
            let determined =
                holdsUserMade && i > 0
                && (facts[.owner, i - 1] || facts.isPossessive[i - 1])
                && !(kindWord(i) && i + 1 < n && facts[.naming, i + 1])
                && (userMade || (!kindWord(i) && kindAhead(i + 1)))
            // One right after the word naming its kind is framed by it too, but may not open
            // with a phrasing word; so is one after a word that says a name comes ("my playlist
            // named Funtime", "the playlist that is entitled Disco Forever").
            let kindBefore =
                holdsUserMade && i > 0
                && (kindWord(i - 1)
                    || (facts[.naming, i - 1]
                        && (max(0, i - 4)..<(i - 1)).contains(where: kindWord)))
            // (A capitalised word in a request written in mixed case opens a name, even a phrasing
            // word: "add Through the Darkness They March to …". Not at its end: "… by Juanes on
            // Last Fm" names an app after the artist.)
            // A title does not open with two phrasing words ("in the …") nor with the word that
            // links it to what comes before ("the audiobook of Planets", "the tune of Raghu
            // Dixit"), unless written as part of the name ("In the Mood"). But one opening with a
            // word that places may be a title where the example's own words stand on both sides
            // of it: "add in the heart of the world to the Epic Gaming playlist".
            // (Nor one that starts in the middle of a word written with a hyphen. A word that
            // introduces a name, written with a capital, may open one: "From Dusk Till Dawn".)
            if facts.hyphenBefore[i] { continue }
            let refused =
                !determined
                && (facts.isPhrasing[i] && !facts.isCapitalised[i] && (i + 1 >= n || facts.isPhrasing[i + 1])
                    || (!opensName[i] && !facts.isCapitalised[i]) || (facts[.linking, i] && !facts.isCapitalised[i]))
            // (Not a name users make: its owner and kind word frame it instead.)
            let opensAsLink = refused && !userMade && facts[.preposition, i] && !facts.isCapitalised[i]
            if refused, !opensAsLink || !literalEndsAt[i] { continue }
            // A name starts after the word that says one comes ("my playlist entitled Genuine
            // R&B"), not with it.
            if facts[.naming, i], !facts.isCapitalised[i] { continue }
            // "Play me Barcelona": the user is who it is played for, not part of the title;
            // "… to Jaime's Road Trip playlist": a user-made name is not its owner's.
            if facts[.selfReference, i] || (aside[i] && !determined && !kindBefore)
                || ((closed || userMade || (holdsUserMade && kindAhead(i))) && facts.isPossessive[i])
            {
                continue
            }
            let opensWithPhrasing = facts.isPhrasing[i] && !facts.isCapitalised[i] && !determined
            // A title after a word that says a name comes, to the end of the request, is read
            // whole: "a song called lonely in lisbon".
            let namedBefore = i > 0 && facts[.naming, i - 1]
            // Between its owner and its kind word (or after its kind word, to the end) the
            // name is everything the user put there, a decade or a phrasing word too ("my 90s
            // por siempre playlist", "my It's a Southern Thing playlist", "my playlist 2010s
            // smash hits").
            var holdsAside = false
            var holdsKindWord = false
            for length in 1...8 where i + length <= n {
                let last = i + length - 1
                let saysKind =
                    !facts.isCapitalised[last]
                    && facts[.kind, last]
                if artist, saysKind || (!opensName[last] && last > i && !facts.isCapitalised[last]) { break }
                // (A station's name may hold its kind: "bbc radio four".)
                holdsKindWord = holdsKindWord || (saysKind && !facts[.station, last])
                let kindFollows = holdsUserMade && i + length < n && kindWord(i + length)
                let framed = (determined && kindFollows) || ((kindBefore || namedBefore) && i + length == n)
                // Nor does a title, unless the run is a name the user made ("my road trip songs
                // playlist"): "play some old songs by Nina Simone" names no title.
                if holdsKindWord, !userMade, !framed { continue }
                if aside[i + length - 1] {
                    guard determined || kindBefore || namedBefore else { break }
                    holdsAside = true
                }
                if holdsAside && !framed { continue }
                // Where the user writes names with capitals, a word in lower case beside a
                // capitalised one at the run's edge is not the name's: "top Rie Tomosaka", "good
                // Classified", "Dj Ozma top songs". (Not a number: "Dub Chamber 3".)
                if length > 1, !framed, !determined, !kindBefore,
                    (i > 0 && plainWord(i) && facts.isCapitalised[i + 1])
                        || (plainWord(last) && facts.isCapitalised[last - 1])
                {
                    continue
                }
                // (A phrasing word written with a capital ends a name written so: "Long Way To Go".)
                // Only the example's next word right after it lets a phrasing word end one in
                // lower case, "add shame on you to my … playlist", or the end of the request where
                // the example ends with the title too: "play shape of you", "play lean on me".
                let endsAsLink = facts.isPhrasing[last] && !framed && !facts.isCapitalised[last]
                if endsAsLink, userMade || !facts[.objectPronoun, last] || (last + 1 < n && hits[last + 1].isEmpty) {
                    continue
                }
                // (Not one ending with whom it is played for or with: "play Despacito for me",
                // "play twenty questions with me".)
                let forSomeone =
                    last > i
                    && (tokens[last - 1].key == "for"
                        || (facts[.selfReference, last] && ["with", "to"].contains(tokens[last - 1].key)))
                let enclosure: Enclosure =
                    opensAsLink || (endsAsLink && forSomeone)
                    ? .betweenExampleWords : endsAsLink ? .afterExampleWord : .free
                // A title has a word of its own, not only phrasing, value words and everyday
                // words ("some music", "something", "another"), unless it is written as a
                // name ("Play On My Own").
                // (Between its owner and its kind word, any word is the name's: "my morning
                // playlist".)
                let enclosed = determined && kindFollows
                if !enclosed,
                    !(i..<(i + length)).contains(where: {
                        !facts.isPhrasing[$0] && (userMade || framed || !facts[.lexicon, $0])
                            && !facts[.pronoun, $0]
                            && (framed || !facts[.everyday, $0])
                    }),
                    !(i..<(i + length)).allSatisfy({ facts.isCapitalised[$0] })
                {
                    continue
                }
                // A comma ends a title; a colon before a capitalised word goes on to its subtitle
                // ("Bleach: Hell Chapter", "So Fresh: The Hits of Spring 2011"), and so does a
                // comma inside a name written with capitals ("Salt, Peanuts").
                if (i..<(i + length - 1)).contains(where: {
                    tokens[$0].commaAfter && !(colonAfter($0) && facts.isCapitalised[$0 + 1])
                        && !commaInName($0, run: i..<(i + length))
                }) {
                    break
                }
                // One that ends where the word naming its kind stands ("… Classic Jazz Singers
                // playlist") is read whole: long names earn as much as short ones.
                // (Not one holding a word that links two names: "ron sexsmith to the classic
                // road trip songs playlist" is a name, a link and a name.)
                let whole =
                    framed
                    || (kindFollows && userMade
                        && !(i..<(i + length)).contains {
                            facts[.linking, $0] && !facts.isCapitalised[$0]
                        })
                var credit = weight * (whole ? 0.75 : max(0.2, 0.75 - 0.07 * Double(length - 1)))
                if opensWithPhrasing, !opensAsLink { credit -= 0.2 }
                // A value word at either edge of the run reads better as its own parameter
                // ("the new Taylor Swift album": newest, not a title "the new Taylor Swift"). Not
                // one written as a name: "I love Dancing Queen".
                let firstOwn = opensWithPhrasing ? i + 1 : i
                if length > 1, !userMade, !whole, facts[.lexicon, firstOwn] || facts[.lexicon, i + length - 1],
                    !(i..<(i + length)).allSatisfy({ facts.isCapitalised[$0] })
                {
                    credit *= 0.7
                }
                if !enclosed,
                    knownInside.contains(where: { $0.start >= i && $0.end <= i + length && $0.end - $0.start < length })
                {
                    credit *= 0.5
                }
                // (Not one framed by its owner and its kind word, "my gym playlist": a name the user
                // says is there, which the app answers for when it has none. Unless it holds a word
                // linking two names or another owner: "… your ghost again to my favorites playlist".)
                let ownedName =
                    determined && kindFollows
                    && !(i..<(i + length)).contains {
                        (facts[.linking, $0] || facts[.owner, $0]) && !facts.isCapitalised[$0]
                    }
                if closed, !ownedName { credit *= 0.3 }
                // A word that introduces names inside the run splits it in two more likely
                // ("Hotel California by the Eagles": a title and an artist), unless written
                // with a capital as a word of the name ("Long Way To Go by Keita Tachibana").
                if length > 1, !framed,
                    ((i + 1)..<(i + length)).contains(where: { !opensName[$0] && !facts.isCapitalised[$0] })
                {
                    credit *= 0.5
                }
                let range = i..<(i + length)
                if knownLong.contains(where: {
                    $0.start < range.upperBound && range.lowerBound < $0.end && ($0.start..<$0.end) != range
                        && !($0.start >= range.lowerBound && $0.end <= range.upperBound)
                }) {
                    credit *= 0.3
                }
                // A name users make beside its kind word is read without its article or owner
                // ("to the Country Legends playlist" names "Country Legends"), which the run
                // still takes.
                let named =
                    (kindFollows || kindBefore) && length > 1 && opensWithPhrasing
                        && (SystemLexicon.articles.contains(tokens[i].key)
                            || facts[.owner, i])
                    ? (i + 1)..<(i + length) : i..<(i + length)
                single[i].append(
                    Segment(
                        i + length, credit, SlotFill(text: "", entity: nil, quality: 0, tokens: named),
                        enclosure: enclosure))
            }
        }
    }

    /// An artist's given name that is also a word of the app's phrasing ("adele", where an
    /// example asks for "adele's podcast") is a name right after "by" or "from", or alone after
    /// a verb asking for something to hear ("play adele"), for less, as a person's is after a
    /// word that links one (`unknownPeople`).
    func artistsNamedInPhrasing(into single: inout [[Segment]], types: Set<String>, weight: Double) {
        guard SlotRules.TitleTraits(types).artist else { return }
        let n = tokens.count
        for i in 1..<n
        where facts.isPhrasing[i] && !facts.endsName[i] && SystemLexicon.givenNames.contains(tokens[i].key) {
            let credited =
                SystemLexicon.creditLinks.contains(tokens[i - 1].key)
                && (i + 1 == n || facts.isPhrasing[i + 1] || facts.endsName[i + 1])
            guard credited || (i + 1 == n && isListeningVerbEnd(i - 1)) else { continue }
            single[i].append(
                Segment(i + 1, weight * 0.75 * 0.8, SlotFill(text: "", entity: nil, quality: 0, tokens: i..<(i + 1))))
        }
    }
}
