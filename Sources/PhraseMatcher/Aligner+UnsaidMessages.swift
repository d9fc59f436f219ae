/// A search of messages that says nothing of messages.
extension Aligner {
    /// Whether a search of messages was read from an example whose person or group went
    /// unfilled, in a request that says no word of messages: "whats the latest news" against
    /// "what is the latest email from {senders}", "any news today" against "any news from
    /// {senders}", "what's new in the world" against "what's new in the {group} chat" ask for
    /// the news. Where someone is named ("any news from Kofi") or a word of messages is said
    /// ("any news in my inbox": `RequestFacts.saysMessages`) the reading stands.
    func searchesMessagesUnsaid(_ walk: Walk) -> Bool {
        guard plan.template.intent == "INSearchForMessagesIntent", !table.request.saysMessages else { return false }
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
        return !filledWho
    }
}
