/// A note, which is a message only when someone wrote it or is to get it.
extension Aligner {
    /// Whether a search for messages has "note" as its only word for what it looks for and
    /// names nobody: "read my last note" and "find the note titled Packing List" ask the
    /// Notes app. "the note from Ines" or "read Ben's note" name who wrote it and are
    /// searches (the words: `RequestFacts.notesOnly`). (Notes said in the plural are another
    /// domain's word: `otherDomainWords`.)
    func readsTheNotesApp(_ walk: Walk) -> Bool {
        guard plan.template.intent == "INSearchForMessagesIntent", table.request.notesOnly else { return false }
        let specs = plan.intent.schema.parameters
        return !walk.filled.contains { specs[$0.parameter].kind == .people && !$0.fills.isEmpty }
    }
}
