/// A search of messages that says nothing of messages.
extension Aligner {
    /// Words that say a request is about messages, besides `SystemLexicon.messageNouns`: the
    /// verbs of writing in every form ("did Ana text", "who emailed me", "has he replied").
    static let messageWords: Set<String> = SystemLexicon.messageNouns.union(SystemLexicon.reportedMessageVerbs).union([
        "text", "texts", "texting", "email", "emails", "emailing", "message", "messages", "messaging", "write",
        "writes", "written", "reply", "replies", "send", "sends", "dm", "dms", "whatsapp", "whatsapps", "unread",
        "inbox", "chat", "chats", "thread", "group", "mails", "voicemails",
    ])

    /// Whether a search of messages was read from an example whose person or group went
    /// unfilled, in a request that says no word of messages: "whats the latest news" against
    /// "what is the latest email from {senders}", "any news today" against "any news from
    /// {senders}", "what's new in the world" against "what's new in the {group} chat" ask for
    /// the news. Where someone is named ("any news from Kofi") or a word of messages is said
    /// ("any news in my inbox") the reading stands.
    func searchesMessagesUnsaid(_ walk: Walk) -> Bool {
        guard plan.template.intent == "INSearchForMessagesIntent" else { return false }
        let specs = plan.intent.schema.parameters
        let namesWho = plan.template.elements.contains { element in
            guard case .slot(let parameter) = element else { return false }
            return parameter.kind == .people || parameter.name == "speakableGroupNames"
        }
        guard namesWho else { return false }
        let filledWho = walk.filled.contains { item in
            !item.fills.isEmpty
                && (specs[item.parameter].kind == .people || specs[item.parameter].name == "speakableGroupNames")
        }
        return !filledWho && !table.tokens.contains { Self.messageWords.contains($0.key) }
    }
}
