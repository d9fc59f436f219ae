import Testing

@testable import PhraseMatcher

@Suite struct TokenizerTests {
    @Test func foldsCaseDiacriticsAndPossessives() {
        #expect(Tokenizer.tokenize("María's PHONE, please").map(\.key) == ["maria", "phone", "please"])
        #expect(Tokenizer.tokenize("I’m Zoë O'Brien").map(\.key) == ["im", "zoe", "obrien"])
    }

    /// The "'s" of "it's" is "is", a word of its own; of "Maria's" it is a possessive. Typed
    /// without the apostrophe ("whats") it reads the same once the slip is restored.
    @Test func aContractionOfIsIsTwoWords() {
        let tokens = Tokenizer.tokenize("It’s great, that's Ana's song")
        #expect(tokens.map(\.key) == ["it", "is", "great", "that", "is", "ana", "song"])
        #expect(tokens.map { String($0.original) } == ["It", "’s", "great", "that", "'s", "Ana's", "song"])
        #expect(tokens[2].commaAfter)
        #expect(Tokenizer.tokenize("María’s song").map(\.key) == ["maria", "song"])
        let typed = SystemLexicon.restoreApostrophes(Tokenizer.tokenize("whats new, theres"))
        #expect(typed.map(\.key) == ["what", "is", "new", "there", "is"])
        #expect(typed.map { String($0.original) } == ["what", "s", "new", "there", "s"])
        #expect(typed.map(\.commaAfter) == [false, false, true, false, false])
    }

    @Test func marksQuotedWordsAndCommas() {
        let tokens = Tokenizer.tokenize("Text Juan, Ana \"see you\" now")
        #expect(tokens.map(\.quoted) == [false, false, false, true, true, false])
        #expect(tokens[1].commaAfter)
    }

    @Test func punctuationAloneGivesNoTokensAndEachSymbolIsAWord() {
        #expect(Tokenizer.tokenize("?!? ... ,;:").isEmpty)
        // Emoji and symbols outside ASCII are said in messages: each is a word of its own.
        #expect(Tokenizer.tokenize("🎉🎉 for €5 ❤️").map(\.key) == ["🎉", "🎉", "for", "€", "5", "❤️"])
    }

    /// The byte-by-byte split of ASCII text gives what the Character split gives: words,
    /// keys, quotes, commas and the words' places, over text made of every ASCII byte.
    @Test func asciiSplitAgreesWithCharacterSplit() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZ09'\" ,;:.-\r\n\ts'S".utf8) + (0..<128).map { UInt8($0) }
        let samples =
            [
                "Maria's PHONE, please", "O'Brien's \"see you\" now", "a\r\nb", "'s s's x's", "it's,", "ab'", "\"\"",
                "twenty two",
            ]
            + (0..<2_000).map { _ in
                String(
                    decoding: (0..<Int.random(in: 0..<24, using: &generator)).map { _ in
                        alphabet.randomElement(using: &generator)!
                    }, as: UTF8.self)
            }
        for text in samples {
            let fast = Tokenizer.tokenizeASCII(text)
            let general = Tokenizer.tokenizeCharacters(text)
            #expect(fast == general, "\(text.debugDescription)")
            #expect(
                fast.map { text.distance(from: text.startIndex, to: $0.original.startIndex) }
                    == general.map { text.distance(from: text.startIndex, to: $0.original.startIndex) })
        }
    }

    @Test func editDistanceCountsTranspositions() {
        #expect(editDistance("juan", "jaun") == 1)
        #expect(editDistance("maria", "mria") == 1)
        #expect(editDistance("kitten", "sitting") == 3)
        #expect(editDistance("abc", "xyz", limit: 1) > 1)
    }
}

@Suite struct EntityIndexTests {
    let index = EntityIndex([
        Entity(kind: .person, identifier: "1", phrase: "Maria Ruiz", source: .userVocabulary),
        Entity(kind: .person, identifier: "2", phrase: "María Chen", source: .userVocabulary),
        Entity(kind: .group, identifier: "g", phrase: "Book Club", source: .userVocabulary),
        Entity(kind: .person, identifier: "3", phrase: "Siobhan", pronunciation: "shiv awn", source: .userVocabulary),
    ])

    @Test func findsFullAndFirstNames() {
        let full = index.lookup("maria ruiz")
        #expect(full.map(\.entity.identifier) == ["1"])
        #expect(full[0].quality == 1)
        let first = Set(index.lookup("Maria").map(\.entity.identifier))
        #expect(first == ["1", "2"])
    }

    @Test func toleratesTypingErrorsByLength() {
        #expect(index.lookup("Maria Ruis").map(\.entity.identifier) == ["1"])
        #expect(index.lookup("Bok Club").map(\.entity.identifier) == ["g"])
        #expect(index.lookup("Mxxia Ruiz").isEmpty)
    }

    @Test func matchesPronunciationHints() {
        #expect(index.lookup("shiv awn").map(\.entity.identifier) == ["3"])
    }
}
