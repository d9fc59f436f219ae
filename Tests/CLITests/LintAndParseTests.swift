import Foundation
import Testing

@Suite(.serialized) struct LintAndParseTests {
    @Test func theSampleAppsLintClean() throws {
        for app in ["Chatter", "Tunes", "Groove", "Podium", "Hush", "Brew", "Stride"] {
            let run = try sirisim(["lint", "\(root)/Apps/\(app)"])
            #expect(run.status == 0, "\(app): \(run.stdout)")
            #expect(run.stdout.contains("no findings"))
        }
    }

    /// A ride-booking app: its intents are simulated, and its ride options' global
    /// vocabulary is what Apple documents it for, so lint has nothing to say.
    @Test func aRideBookingAppLintsClean() throws {
        let run = try sirisim(["lint", "\(root)/Transcripts/seeds/Apps/Hail"])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.contains("no findings"))
        #expect(!run.stdout.contains("does not simulate"))
        #expect(!run.stderr.contains("does not simulate"))
    }

    @Test func lintFindsEveryKindOfMistakeWithLines() throws {
        let app = try chatterCopy()
        let plist = "\(app)/Base.lproj/AppIntentVocabulary.plist"
        var text = try String(contentsOfFile: plist, encoding: .utf8)
        // An unknown intent, an unknown parameter, one phrase bound to two identifiers, an
        // everyday word, and an example that reads as another intent.
        text = text.replacingOccurrences(
            of: "<string>INUnsendMessagesIntent</string>", with: "<string>INUnsendMessageIntent</string>")
        text = text.replacingOccurrences(
            of: "<string>Flag that message</string>", with: "<string>Read my messages from Maria please</string>")
        // A global vocabulary block: user-specific group names where only ride options and
        // workout names belong, a parameter that does not exist, one phrase bound to two
        // identifiers, and an everyday word.
        let global = """
            \t<key>ParameterVocabularies</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>ParameterNames</key>
            \t\t\t<array>
            \t\t\t\t<string>INSendMessageIntent.speakableGroupName</string>
            \t\t\t\t<string>INSendMessageIntent.groupColour</string>
            \t\t\t\t<string>INRequestRideIntent.rideOptionName</string>
            \t\t\t</array>
            \t\t\t<key>ParameterVocabulary</key>
            \t\t\t<array>
            \t\t\t\t<dict>
            \t\t\t\t\t<key>VocabularyItemIdentifier</key>
            \t\t\t\t\t<string>g-family</string>
            \t\t\t\t\t<key>VocabularyItemSynonyms</key>
            \t\t\t\t\t<array><dict><key>VocabularyItemPhrase</key><string>Family Chat</string></dict></array>
            \t\t\t\t</dict>
            \t\t\t\t<dict>
            \t\t\t\t\t<key>VocabularyItemIdentifier</key>
            \t\t\t\t\t<string>g-bookclub</string>
            \t\t\t\t\t<key>VocabularyItemSynonyms</key>
            \t\t\t\t\t<array><dict><key>VocabularyItemPhrase</key><string>Family Chat</string></dict>
            \t\t\t\t\t<dict><key>VocabularyItemPhrase</key><string>chat</string></dict></array>
            \t\t\t\t</dict>
            \t\t\t</array>
            \t\t</dict>
            \t</array>

            """
        text = text.replacingOccurrences(of: "</dict>\n</plist>", with: global + "</dict>\n</plist>")
        try text.write(toFile: plist, atomically: true, encoding: .utf8)
        let info = "\(app)/Info.plist"
        var infoText = try String(contentsOfFile: info, encoding: .utf8)
        let extra = (1...2).map {
            "\t\t<dict>\n\t\t\t<key>INAlternativeAppName</key>\n\t\t\t<string>Alias \($0)</string>\n\t\t</dict>\n"
        }.joined()
        infoText = infoText.replacingOccurrences(
            of: "\t</array>\n\t<key>UIApplicationSceneManifest</key>",
            with: extra + "\t</array>\n\t<key>UIApplicationSceneManifest</key>")
        try infoText.write(toFile: info, atomically: true, encoding: .utf8)

        let run = try sirisim(["lint", app])
        #expect(run.status == 1)
        let out = run.stdout
        #expect(out.contains("AppIntentVocabulary.plist:") && out.contains("unknown IntentName INUnsendMessageIntent"))
        #expect(out.contains("INSendMessageIntent.groupColour: INSendMessageIntent has no parameter groupColour"))
        #expect(out.contains("is bound to both g-family and g-bookclub"))
        #expect(out.contains("“chat” is an everyday word"))
        #expect(out.contains("Read my messages from Maria") && out.contains(" reads as IN"))
        #expect(out.contains("4 alternative app names; Siri uses at most 3"))
        #expect(
            out.contains(
                "INSendMessageIntent.speakableGroupName: the global vocabulary holds only ride options and workout names"
            ))
        // Ride options are documented global vocabulary, though sirisim runs no ride intents.
        #expect(!out.contains("INRequestRideIntent"))
        // Every finding names a file and a line.
        for line in out.split(separator: "\n") where !line.hasPrefix("lint:") {
            #expect(
                line.range(of: #"^[^:]+:\d+"#, options: .regularExpression) != nil || line.contains("Info.plist"),
                "\(line)")
        }
    }

    @Test func lintKnowsWhereIntentsCanGo() throws {
        // No AppIntentVocabulary.plist is no finding for system intents: Siri has its own phrases.
        let plain = try sirisim(["lint", "\(root)/Transcripts/understanding/Apps/Whisper"])
        #expect(plain.status == 0, "\(plain.stdout)")
        // An intent only the app declares, in an app without multiple scenes, goes nowhere.
        let single = try sirisim(["lint", "\(root)/Transcripts/media/Apps/Single"])
        #expect(single.status == 1)
        #expect(
            single.stdout.contains(
                "INIntentsSupported: INPlayMediaIntent is declared only by the app, which does not support multiple scenes"
            ))
    }

    @Test func lintSaysADataMistakeOnce() throws {
        let app = try chatterCopy()
        let data = "\(app)/Data.json"
        let text = try String(contentsOfFile: data, encoding: .utf8)
        try text.replacingOccurrences(of: #""sender": "c-maria-ruiz""#, with: #""sender": "c-nobody""#)
            .write(toFile: data, atomically: true, encoding: .utf8)
        let run = try sirisim(["lint", app])
        #expect(run.status == 1)
        #expect(run.stdout.components(separatedBy: "c-nobody").count == 2, "\(run.stdout)")
    }

    @Test func lintRefusesUnreadableInput() throws {
        let app = try chatterCopy()
        try "<plist><dict><key>oops".write(
            toFile: "\(app)/Base.lproj/AppIntentVocabulary.plist", atomically: true, encoding: .utf8)
        let run = try sirisim(["lint", app])
        #expect(run.status == 2)
        #expect(run.stderr.contains("AppIntentVocabulary.plist:1"))
    }

    @Test func parseNestsMediaSearchAndReadsCustomIntents() throws {
        let media = try sirisim(["parse", "--app", "\(root)/Apps/Tunes", "play the latest episode of Hidden Histories"])
        #expect(
            media.stdout.contains(
                #""mediaSearch":{"mediaType":"podcastEpisode","sortOrder":"newest","mediaName":"Hidden Histories"}"#))
        let add = try sirisim(["parse", "--app", "\(root)/Apps/Tunes", "add this song to my Road Trip playlist"])
        #expect(add.stdout.contains(#""mediaDestination":{"playlistName":"Road Trip"}"#))
        // "playlist" beside a known playlist names its kind: what is added is no playlist.
        let owned = try sirisim([
            "parse", "--app", "\(root)/Apps/Tunes", "add Holocene to Nadia's late night drive playlist",
        ])
        #expect(
            owned.stdout.contains(
                #""parameters":{"mediaDestination":{"playlistName":"late night drive"},"mediaSearch":{"mediaName":"Holocene"}}"#
            ), "\(owned.stdout)")
        // The library, which no slot holds, is where the intent built from the reading adds.
        let library = try sirisim(["parse", "--app", "\(root)/Apps/Tunes", "add this song to my library"])
        #expect(library.stdout.contains(#""mediaDestination":{"library":true}"#), "\(library.stdout)")
        let custom = try sirisim(["parse", "--app", "\(root)/Apps/Brew", "order two large cappuccinos"])
        #expect(custom.stdout.contains(#""intent":"OrderCoffeeIntent""#))
        #expect(custom.stdout.contains(#""size":"large""#) && custom.stdout.contains(#""quantity":2"#))
    }

    /// A request understood but refused by App Selection is explained as refused, not as a
    /// reading under the bar: no sample app that likes things plays radio.
    @Test func parseWhyNamesARefusalAsOne() throws {
        let run = try sirisim([
            "parse", "--why", "--app", "\(root)/Apps/Tunes", "--app", "\(root)/Transcripts/seeds/Apps/Airwaves",
            "i love this station",
        ])
        #expect(run.stdout.contains(#""intent":null"#))
        #expect(run.stderr.contains("understood, but no app may take it"), "\(run.stderr)")
        #expect(run.stderr.contains("INMediaCategoryRadio"))
        #expect(!run.stderr.contains("below the threshold"))
    }

    @Test func aBrokenIntentDefinitionStopsLintAndReplayAtItsLine() throws {
        let folder = try temporaryFolder()
        try FileManager.default.copyItem(atPath: "\(root)/Apps/Brew", toPath: "\(folder)/Brew")
        let path = "\(folder)/Brew/Intents.intentdefinition"
        var text = try String(contentsOfFile: path, encoding: .utf8)
        let typo = try #require(text.range(of: "<string>Duration</string>"))
        let line = text[..<typo.lowerBound].filter { $0 == "\n" }.count + 1
        text.replaceSubrange(typo, with: "<string>Duratoin</string>")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let lint = try sirisim(["lint", "\(folder)/Brew"])
        #expect(lint.status == 2)
        #expect(
            lint.stderr.contains(
                "Intents.intentdefinition:\(line): INIntents[0].INIntentParameters[5].INIntentParameterType: unknown parameter type \"Duratoin\" (did you mean \"Duration\"?)"
            ),
            "\(lint.stderr)")
        try "@app ../Brew\n> Order a latte\n".write(toFile: "\(folder)/t.transcript", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: "\(folder)/t", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: "\(folder)/t.transcript", toPath: "\(folder)/t/t.transcript")
        let replay = try sirisim(["replay", "\(folder)/t/t.transcript"])
        #expect(replay.status == 2)
        #expect(
            (replay.stdout + replay.stderr).contains("Intents.intentdefinition:\(line)"),
            "\(replay.stdout)\(replay.stderr)")
    }

    @Test func aLocaleWithoutSirisPhrasesFallsBackToEnglishWithAWarning() throws {
        let run = try sirisim(["parse", "--locale", "fr", "call Maria Ruiz"])
        #expect(run.status == 0)
        #expect(run.stderr.contains("warning: Siri has no phrases for the locale fr; using English"))
        #expect(run.stdout.contains(#""intent":"INStartCallIntent""#))
    }

    @Test func parseReadsTheLocalizedVocabulary() throws {
        let spanish = try sirisim(["parse", "--app", "\(root)/Apps/Brew", "--locale", "es", "pide un cortado grande"])
        #expect(spanish.stdout.contains(#""intent":"OrderCoffeeIntent""#))
        let base = try sirisim(["parse", "--app", "\(root)/Apps/Brew", "pide un cortado grande"])
        #expect(base.stdout.contains(#""intent":null"#))
    }

    @Test func parseDeclinesEmptyPunctuationAndEmoji() throws {
        let run = try sirisim(["parse"], stdin: Data("\n?!?\n🎉🎉\n\(String(repeating: "x", count: 100_000))\n".utf8))
        let lines = run.stdout.split(separator: "\n")
        #expect(run.status == 0)
        #expect(lines.count == 4)
        #expect(lines.allSatisfy { $0.contains(#""intent":null"#) })
    }
}
