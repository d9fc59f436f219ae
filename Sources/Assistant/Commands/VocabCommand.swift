import IntentModel

/// `:vocab [app]`: the vocabulary apps have registered; `:vocab set` and `:vocab clear`
/// change an app's user vocabulary.
struct VocabCommand: ColonCommand {
    let name = "vocab"
    let help = [
        CommandHelp(group: .apps, name: "vocab", usage: ":vocab [app]", summary: "the vocabulary apps have registered"),
        CommandHelp(
            group: .apps, name: "vocab set", usage: ":vocab set APP TYPE a, b",
            summary: "register user vocabulary (a [id] (hint), …; replaces that type)"),
        CommandHelp(
            group: .apps, name: "vocab clear", usage: ":vocab clear APP",
            summary: "remove all of an app's user vocabulary"),
    ]

    func run(_ arguments: String, in conversation: Conversation) async {
        if arguments.hasPrefix("set ") || arguments.hasPrefix("clear") {
            conversation.output(conversation.vocabularyCommand(arguments))
            return
        }
        let siri = conversation.siri
        for app in siri.apps where arguments.isEmpty || Answers.phrase(app.displayName) == Answers.phrase(arguments) {
            let vocabulary: [INVocabularyStringType: [INSpeakableString]]
            do { vocabulary = try siri.vocabulary(app: app.bundleIdentifier) } catch {
                conversation.output(["Could not read \(app.displayName)'s vocabulary: \(error)"])
                continue
            }
            conversation.output(["\(app.displayName):"])
            if vocabulary.values.allSatisfy(\.isEmpty) { conversation.output(["  (no user vocabulary)"]) }
            for (type, strings) in vocabulary.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where !strings.isEmpty {
                let terms = strings.map { s in s.spokenPhrase + (s.vocabularyIdentifier.map { " [\($0)]" } ?? "") }
                conversation.output(["  \(type.rawValue): " + terms.joined(separator: ", ")])
            }
        }
    }
}
