/// One word of an utterance or example, with its place in the original text.
public struct Token: Sendable, Hashable {
    /// The word as typed.
    public var original: Substring
    /// The matching key: lower case, diacritics folded, apostrophes and a possessive `'s` dropped.
    public var key: String
    /// Whether the word stood inside double quotes.
    public var quoted: Bool
    /// Whether a comma followed the word.
    public var commaAfter: Bool
    /// Whether words said before this one were left out of the request (the version of a work,
    /// `SystemLexicon.dropVersionWords`; the channel of a message, `sentByChannel`): a name read
    /// across them is read word by word.
    public var afterOmission = false

    /// Whether the word is written in digits only ("2019", "0161").
    var isDigits: Bool { key.isAllDigits }
}

extension String {
    /// Whether the string is digits only, and not empty ("2019", "0161").
    var isAllDigits: Bool { !isEmpty && utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
}

/// Splits text into tokens. Punctuation separates words and is dropped, except the
/// apostrophe inside a word ("I'm", "Maria's") and the double quotes that mark a quoted span.
public enum Tokenizer {
    /// - Parameter numbers: merge number words into digits ("twenty two" → "22").
    public static func tokenize(_ text: String, numbers: Bool = true) -> [Token] {
        let tokens = text.utf8.allSatisfy({ $0 < 0x80 }) ? tokenizeASCII(text) : tokenizeCharacters(text)
        return numbers ? NumberWords.merge(tokens) : tokens
    }

    /// The same split for ASCII text, byte by byte: a name or an utterance is nearly always
    /// ASCII, and a million contacts' names are tokenized to build Siri's index. ("\r\n" is
    /// one Character but two separators here, which splits alike.)
    static func tokenizeASCII(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var quoted = false
        let utf8 = text.utf8
        var start: String.Index?
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            if (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57) {
                if start == nil { start = index }
            } else if byte == 0x27 && start != nil {
                // An apostrophe inside a word stays; one at the end is dropped by the key.
            } else {
                if let s = start {
                    start = nil
                    let word = text[s..<index]
                    let key = asciiKey(word)
                    if !key.isEmpty { appendWord(word, key: key, quoted: quoted, to: &tokens) }
                }
                if byte == 0x22 {
                    quoted.toggle()
                } else if byte == 0x2C || byte == 0x3B || byte == 0x3A {
                    if !tokens.isEmpty { tokens[tokens.count - 1].commaAfter = true }
                }
            }
            utf8.formIndex(after: &index)
        }
        if let s = start {
            let word = text[s..<utf8.endIndex]
            let key = asciiKey(word)
            if !key.isEmpty { appendWord(word, key: key, quoted: quoted, to: &tokens) }
        }
        return tokens
    }

    /// Words whose "'s" is "is", not a possessive: "it's great" says "it is great", as a
    /// speech recogniser or a careful typist would write it.
    static let isContractions: Set<String> = [
        "it", "that", "this", "what", "there", "here", "who", "he", "she", "one", "where", "how", "whatever",
    ]

    /// Appends a word, and for a contraction of "is" ("it's", "that’s") an "is" token standing
    /// for its "'s": the key alone dropped it as a possessive.
    @inline(__always) private static func appendWord(
        _ word: Substring, key: String, quoted: Bool, to tokens: inout [Token]
    ) {
        // (The cheap tests first: a million contacts' names pass through here.)
        if word.last == "s" || word.last == "S", key.utf8.count <= 8,
            let apostrophe = word.index(word.endIndex, offsetBy: -2, limitedBy: word.startIndex),
            apostrophe > word.startIndex, word[apostrophe] == "'" || word[apostrophe] == "’",
            isContractions.contains(key)
        {
            tokens.append(Token(original: word[..<apostrophe], key: key, quoted: quoted, commaAfter: false))
            tokens.append(Token(original: word[apostrophe...], key: "is", quoted: quoted, commaAfter: false))
            return
        }
        tokens.append(Token(original: word, key: key, quoted: quoted, commaAfter: false))
    }

    /// `normalize` of an ASCII word of letters, digits and apostrophes: lower case, the
    /// apostrophes and a possessive "'s" dropped.
    private static func asciiKey(_ word: Substring) -> String {
        let utf8 = word.utf8
        let count = utf8.count
        let possessive =
            count > 2 && utf8.last.map { $0 | 0x20 } == 0x73 && utf8[utf8.index(utf8.endIndex, offsetBy: -2)] == 0x27
        return String(unsafeUninitializedCapacity: count) { buffer in
            var k = 0
            for byte in utf8 where byte != 0x27 {
                buffer[k] = byte >= 65 && byte <= 90 ? byte | 0x20 : byte
                k += 1
            }
            if possessive { k -= 1 }
            return k
        }
    }

    /// The split Character by Character, for any text.
    static func tokenizeCharacters(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var quoted = false
        var start: String.Index?
        var index = text.startIndex

        func flush(_ end: String.Index) {
            guard let s = start else { return }
            let word = text[s..<end]
            start = nil
            let key = normalize(word)
            guard !key.isEmpty else { return }
            appendWord(word, key: key, quoted: quoted, to: &tokens)
        }

        while index < text.endIndex {
            let ch = text[index]
            if isWordCharacter(ch) {
                if start == nil { start = index }
            } else if isSymbolWord(ch) {
                // An emoji or a symbol ("🎉", "€", "♥") is a word of its own: it is said in a
                // message as much as any word is.
                flush(index)
                let next = text.index(after: index)
                tokens.append(Token(original: text[index..<next], key: String(ch), quoted: quoted, commaAfter: false))
            } else if (ch == "'" || ch == "’") && start != nil {
                // An apostrophe inside a word stays; one at the end is dropped by normalize.
            } else {
                flush(index)
                if ch == "\"" || ch == "“" || ch == "”" {
                    quoted.toggle()
                } else if ch == "," || ch == ";" || ch == ":" {
                    if !tokens.isEmpty { tokens[tokens.count - 1].commaAfter = true }
                }
            }
            index = text.index(after: index)
        }
        flush(text.endIndex)
        return tokens
    }

    /// Letters, digits and combining marks; ASCII is decided without Unicode tables.
    @inline(__always) private static func isWordCharacter(_ ch: Character) -> Bool {
        if let ascii = ch.asciiValue {
            return (ascii >= 97 && ascii <= 122) || (ascii >= 65 && ascii <= 90) || (ascii >= 48 && ascii <= 57)
        }
        return ch.isLetter || ch.isNumber || ch.unicodeScalars.first.map(isWordMark) == true
    }

    /// A character outside ASCII that is a symbol (Unicode's symbol categories) or shown
    /// as an emoji: a word of its own. ASCII punctuation and symbols stay separators.
    private static func isSymbolWord(_ ch: Character) -> Bool {
        guard ch.asciiValue == nil, let scalar = ch.unicodeScalars.first, scalar.value >= 0x80 else { return false }
        let properties = scalar.properties
        if properties.isEmojiPresentation || ch.unicodeScalars.count > 1 && properties.isEmoji { return true }
        switch properties.generalCategory {
        case .otherSymbol, .mathSymbol, .currencySymbol: return true
        default: return false
        }
    }

    private static func isWordMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .nonspacingMark
    }

    /// The matching key of a word: "María's" → "maria", "I'm" → "im".
    public static func normalize<S: StringProtocol>(_ word: S) -> String {
        // ASCII words (most of them) take the short way.
        var scalars = String.UnicodeScalarView()
        var isASCII = true
        for scalar in word.unicodeScalars {
            if scalar.value >= 0x80 {
                isASCII = false
                break
            }
        }
        let source = isASCII ? String(word).lowercased() : String(word).lowercased().applyingTransformFolding()
        for scalar in source.unicodeScalars where scalar != "'" && scalar != "’" {
            scalars.append(scalar)
        }
        var folded = String(scalars)
        // A possessive "'s" goes ("Maria's" → "maria"); the apostrophe was dropped above.
        let lower = source.unicodeScalars
        if lower.count > 2, source.hasSuffix("'s") || source.hasSuffix("’s") { folded.removeLast() }
        return folded
    }

    /// The keys of a phrase, for comparing phrases.
    public static func keys(_ text: String) -> [String] {
        tokenize(text).map(\.key)
    }
}

extension String {
    /// Lower-level diacritic folding that does not need Foundation's locale tables:
    /// decompose, then drop combining marks.
    func applyingTransformFolding() -> String {
        var out = String.UnicodeScalarView()
        for scalar in self.decomposedScalars where scalar.properties.generalCategory != .nonspacingMark {
            out.append(scalar)
        }
        return String(out)
    }

    private var decomposedScalars: [Unicode.Scalar] {
        // NFD through the standard library: canonical decomposition of each scalar.
        var result: [Unicode.Scalar] = []
        for scalar in unicodeScalars {
            if let decomposed = Self.decomposition[scalar] {
                result.append(contentsOf: decomposed)
            } else {
                result.append(scalar)
            }
        }
        return result
    }

    /// Latin letters with diacritics that people type in names, mapped to their base letters.
    /// (Foundation's `folding(options:)` would do this too, but is slow on Linux.)
    private static let decomposition: [Unicode.Scalar: [Unicode.Scalar]] = {
        let table: [(String, String)] = [
            ("àáâãäåāăą", "a"), ("çćĉċč", "c"), ("ďđ", "d"), ("èéêëēĕėęě", "e"), ("ĝğġģ", "g"), ("ĥħ", "h"),
            ("ìíîïĩīĭįı", "i"), ("ĵ", "j"), ("ķ", "k"), ("ĺļľŀł", "l"), ("ñńņňŉ", "n"), ("òóôõöøōŏő", "o"),
            ("ŕŗř", "r"), ("śŝşšș", "s"), ("ţťŧț", "t"), ("ùúûüũūŭůűų", "u"), ("ŵ", "w"), ("ýÿŷ", "y"), ("źżž", "z"),
            ("ß", "ss"), ("æ", "ae"), ("œ", "oe"), ("þ", "th"), ("ð", "d"),
        ]
        var map: [Unicode.Scalar: [Unicode.Scalar]] = [:]
        for (letters, base) in table {
            for scalar in letters.unicodeScalars { map[scalar] = Array(base.unicodeScalars) }
        }
        return map
    }()
}
