/// How a SiriKit case name reads in a sentence: "videoCall" → "video call".
public func spokenWords(forCaseName name: String) -> String {
    var out = ""
    for character in name {
        if character.isUppercase { out += " " + character.lowercased() } else { out.append(character) }
    }
    return out
}
