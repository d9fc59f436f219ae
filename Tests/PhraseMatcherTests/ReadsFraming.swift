@testable import PhraseMatcher

/// Suites that check what `SystemLexicon.stripFraming` leaves of a request, as its keys joined
/// by spaces ("Call Sami now." → "call sami").
protocol ReadsFraming {}

extension ReadsFraming {
    static func stripped(_ text: String) -> String {
        SystemLexicon.stripFraming(Tokenizer.tokenize(text)).map(\.key).joined(separator: " ")
    }
}
