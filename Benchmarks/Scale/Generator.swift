import BenchmarkSupport
import Foundation

/// Writes the data a heavy user has: an app with 100,000 media items and 10,000 contacts,
/// a Contacts.json of a million people, a vocabulary of 100,000 IntentExamples, and
/// transcripts of 200 and 20,000 turns.
struct Generator {
    let root: String
    let repository: String
    var random = SplitMix(state: 20_261_122)

    static let syllables = [
        "ka", "ri", "mo", "sen", "ta", "lu", "vi", "no", "der", "sa", "bel", "fa", "ro", "mi", "zan", "to",
        "el", "ga", "pe", "dor", "li", "wen", "shi", "ra", "tor", "ne", "vo", "ma", "quin", "jo",
    ]
    static let common = [
        "the", "love", "night", "blue", "song", "of", "my", "heart", "dream", "fire", "rain", "summer", "light",
        "home", "road", "river", "moon", "city", "girl", "time", "in", "a", "on", "gold", "wild",
    ]

    mutating func word(_ parts: Int) -> String {
        (0..<parts).map { _ in Self.syllables.randomElement(using: &random)! }.joined()
    }

    mutating func title() -> String {
        let length = Int.random(in: 1...4, using: &random)
        return (0..<length).map { _ in
            Bool.random(using: &random) ? Self.common.randomElement(using: &random)! : word(2)
        }
        .joined(separator: " ").capitalized
    }

    mutating func name() -> String { "\(word(2).capitalized) \(word(3).capitalized)" }

    func write(_ text: String, _ relative: String) throws {
        let path = "\(root)/\(relative)"
        try FileManager.default.createDirectory(
            atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path,
            withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    static func quoted(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The `<dict>` entries of a plist's top-level array under `key`.
    func entries(of key: String, in plist: String) -> String {
        guard let start = plist.range(of: "<key>\(key)</key>") else { return "" }
        let rest = plist[start.upperBound...]
        guard let open = rest.range(of: "<array>") else { return "" }
        var depth = 1
        var index = open.upperBound
        while depth > 0 && index < rest.endIndex {
            if rest[index...].hasPrefix("<array>") { depth += 1 }
            if rest[index...].hasPrefix("</array>") {
                depth -= 1
                if depth == 0 { break }
            }
            index = rest.index(after: index)
        }
        return String(rest[open.upperBound..<index])
    }

    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>

        """
    }

    static func strings(_ list: [String]) -> String {
        "<array>\n" + list.map { "\t\t<string>\($0)</string>\n" }.joined() + "\t</array>"
    }

    /// Heavy: Chatter's and Tunes' intents and phrases, with 10,000 contacts, 100,000 media
    /// items, 500 playlists and 1,000 messages; and a device Contacts.json of 10,000.
    mutating func heavyApp() throws -> (contacts: [String], titles: [String]) {
        let messaging = [
            "INSendMessageIntent", "INSearchForMessagesIntent", "INSetMessageAttributeIntent", "INUnsendMessagesIntent",
            "INEditMessageIntent",
        ]
        let media = ["INPlayMediaIntent", "INAddMediaIntent", "INUpdateMediaAffinityIntent", "INSearchForMediaIntent"]
        try write(
            Self.plist(
                """
                \t<key>CFBundleIdentifier</key>
                \t<string>com.example.heavy</string>
                \t<key>CFBundleDisplayName</key>
                \t<string>Heavy</string>
                \t<key>INIntentsSupported</key>
                \t\(Self.strings(["INStartCallIntent"]))
                """), "apps/Heavy/Info.plist")
        try write(
            Self.plist(
                """
                \t<key>NSExtension</key>
                \t<dict>
                \t<key>NSExtensionAttributes</key>
                \t<dict>
                \t<key>IntentsSupported</key>
                \t\(Self.strings(messaging + media))
                \t</dict>
                \t</dict>
                """), "apps/Heavy/IntentsExtension/Info.plist")
        let chatter = try String(
            contentsOfFile: "\(repository)/Apps/Chatter/Base.lproj/AppIntentVocabulary.plist", encoding: .utf8)
        let tunes = try String(
            contentsOfFile: "\(repository)/Apps/Tunes/Base.lproj/AppIntentVocabulary.plist", encoding: .utf8)
        try write(
            Self.plist(
                """
                \t<key>IntentPhrases</key>
                \t<array>\(entries(of: "IntentPhrases", in: chatter))\(entries(of: "IntentPhrases", in: tunes))</array>
                """), "apps/Heavy/Base.lproj/AppIntentVocabulary.plist")

        var json = "{\n\"contacts\": [\n"
        var device = "{\n\"contacts\": [\n"
        var names: [String] = []
        for i in 0..<10_000 {
            let name = self.name()
            names.append(name)
            let phone = String(format: "+1415%07d", i)
            json +=
                (i > 0 ? ",\n" : "")
                + #"{"customIdentifier": "c-\#(i)", "displayName": \#(Self.quoted(name)), "contactIdentifier": "AB-\#(i)", "handles": [{"value": "\#(phone)", "type": "phoneNumber", "label": "mobile"}]}"#
            device +=
                (i > 0 ? ",\n" : "")
                + #"{"contactIdentifier": "AB-\#(i)", "displayName": \#(Self.quoted(name)), "handles": [{"value": "\#(phone)", "type": "phoneNumber", "label": "mobile"}]}"#
        }
        json += "\n],\n\"messages\": [\n"
        for i in 0..<1_000 {
            let sender = Int.random(in: 0..<10_000, using: &random)
            let day = 1 + i % 28
            json +=
                (i > 0 ? ",\n" : "")
                + #"{"identifier": "m-\#(i)", "conversationIdentifier": "conv-\#(sender)", "sender": "c-\#(sender)", "recipients": ["me"], "content": \#(Self.quoted(title())), "dateSent": "2026-10-\#(String(format: "%02d", day))T09:00:00Z", "read": \#(i % 3 == 0)}"#
        }
        json += "\n],\n\"media\": [\n"
        var titles: [String] = []
        let artists = (0..<5_000).map { _ in name() }
        let genres = ["Jazz", "Rock", "Pop", "Folk", "Classical", "Hip Hop", "Blues", "Soul"]
        for i in 0..<100_000 {
            let t = title()
            titles.append(t)
            let artist = artists.randomElement(using: &random)!
            json +=
                (i > 0 ? ",\n" : "")
                + #"{"identifier": "s-\#(i)", "type": "song", "title": \#(Self.quoted(t)), "artist": \#(Self.quoted(artist)), "album": \#(Self.quoted(title())), "genre": "\#(genres.randomElement(using: &random)!)", "playCount": \#(Int.random(in: 0..<100, using: &random)), "lastUsedDate": "2026-10-31T09:19:00Z"}"#
        }
        json += "\n],\n\"playlists\": [\n"
        for i in 0..<500 {
            let items = (0..<20).map { _ in "\"s-\(Int.random(in: 0..<100_000, using: &random))\"" }.joined(
                separator: ", ")
            json +=
                (i > 0 ? ",\n" : "")
                + #"{"identifier": "p-\#(i)", "title": \#(Self.quoted(title() + " Mix")), "items": [\#(items)]}"#
        }
        json +=
            "\n],\n\"launch\": {\"vocabulary\": {\"contactName\": [{\"vocabularyIdentifier\": \"c-1\", \"spokenPhrase\": \(Self.quoted(names[1]))}]}}\n}\n"
        device += "\n]\n}\n"
        try write(json, "apps/Heavy/Data.json")
        try write(device, "apps/Contacts.json")
        return (names, titles)
    }

    /// A device Contacts.json of a million people.
    mutating func millionContacts() throws {
        var text = "{\n\"contacts\": [\n"
        text.reserveCapacity(160_000_000)
        for i in 0..<1_000_000 {
            let phone = String(format: "+1%010d", i)
            text +=
                (i > 0 ? ",\n" : "")
                + #"{"contactIdentifier": "M-\#(i)", "displayName": \#(Self.quoted(name())), "handles": [{"value": "\#(phone)", "type": "phoneNumber", "label": "mobile"}]}"#
        }
        text += "\n]\n}\n"
        try write(text, "million/Contacts.json")
    }

    /// A vocabulary of 100,000 IntentExamples (5,000 entries of 20) for Chatter's intents.
    mutating func bigVocabulary() throws {
        var body = "\t<key>IntentPhrases</key>\n\t<array>\n"
        let intents = ["INSendMessageIntent", "INSearchForMessagesIntent", "INStartCallIntent"]
        for i in 0..<5_000 {
            body +=
                "\t\t<dict>\n\t\t\t<key>IntentName</key>\n\t\t\t<string>\(intents[i % 3])</string>\n\t\t\t<key>IntentExamples</key>\n\t\t\t<array>\n"
            for _ in 0..<20 {
                body +=
                    "\t\t\t\t<string>\(["Send a message to", "Read my messages from", "Call"][i % 3]) \(name()) \(i % 3 == 0 ? "saying " + title() : "")</string>\n"
            }
            body += "\t\t\t</array>\n\t\t</dict>\n"
        }
        body += "\t</array>"
        try write(Self.plist(body), "bigvocab/AppIntentVocabulary.plist")
    }

    /// A transcript against Heavy, and the user lines of sessions of `turns` sends.
    mutating func transcripts(contacts: [String], titles: [String]) throws {
        try write(
            """
            # One conversation against an app with 100,000 media items and 10,000 contacts
            @app apps/Heavy
            @contacts apps/Contacts.json
            > Send a message to \(contacts[7]) saying see you at noon
            > yes
            > Call \(contacts[42])
            > Play \(titles[99])
            > :messages \(contacts[7])

            """, "heavy.transcript")
        for turns in [2, 200, 20_000] {
            var lines = ""
            for i in 0..<(turns / 2) {
                lines += "Send a message to \(contacts[i % 50]) saying note number \(i)\nyes\n"
            }
            try write(lines, "turns-\(turns).txt")
        }
    }
}
