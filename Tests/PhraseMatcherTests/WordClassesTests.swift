import Testing

@testable import PhraseMatcher

/// One table answers for the system's word lists (`WordClasses`), and the bytes for "'s".
@Suite struct WordClassesTests {
    @Test func theTableAnswersAsEachListDoes() {
        let lists: [(Set<String>, WordClasses)] = [
            (SystemLexicon.words, .lexicon), (SystemLexicon.pronouns, .pronoun),
            (SystemLexicon.everydayWords, .everyday), (SystemLexicon.userMadeKindWords, .userMadeKind),
            (SystemLexicon.playlistWords, .playlist), (SystemLexicon.otherDomainWords, .otherDomain),
            (SystemLexicon.soundWords, .sound), (SystemLexicon.messageCollectionWords, .messageCollection),
            (SystemLexicon.neverInNames, .neverInName), (SystemLexicon.songWeatherWords, .songWeather),
            (SystemLexicon.listJoiners, .listJoiner), (SystemLexicon.contentCarriers, .contentCarrier),
            (SystemLexicon.titleKindWords.union(SystemLexicon.plainKindWords), .kind),
            (SystemLexicon.stationWords, .station), (SystemLexicon.linkingWords, .linking),
            (SystemLexicon.selfReferences, .selfReference), (SystemLexicon.owners, .owner),
            (SystemLexicon.prepositions, .preposition), (SystemLexicon.objectPronouns, .objectPronoun),
            (SystemLexicon.namingWords, .naming), (SystemLexicon.pronounContractions, .pronounContraction),
        ]
        let every = lists.reduce(into: Set<String>()) { $0.formUnion($1.0) }.union(["zyzzyva", "maría", ""])
        for word in every {
            for (list, member) in lists {
                #expect(SystemLexicon.classes(of: word).contains(member) == list.contains(word), "\(word)")
            }
        }
    }

    @Test func aPossessiveEndingIsReadByItsBytesAsByItsCharacters() {
        let texts = [
            "Jaime's", "Jaime’s", "its", "s", "'s", "’s", "cafés", "Zoë's", "x's\u{301}", "x'\u{301}s", "'", "",
            "Maria’S", "naïve’s", "🙂's",
        ]
        for text in texts {
            let byCharacters = text.hasSuffix("'s") || text.hasSuffix("’s")
            #expect(SystemLexicon.endsInApostropheS(Substring(text)) == byCharacters, "\(text)")
        }
    }
}
