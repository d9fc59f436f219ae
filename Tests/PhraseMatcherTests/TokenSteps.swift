@testable import PhraseMatcher

/// Suites that check what `SystemLexicon.stripFraming` leaves of a request, as its keys joined
/// by spaces ("Call Sami now." → "call sami").
protocol ReadsFraming {}

extension ReadsFraming {
    static func stripped(_ text: String) -> String { keys(of: text, through: SystemLexicon.stripFraming) }
}

/// What a step that rewrites a request's tokens leaves of `text`, as its keys joined by spaces.
func keys(of text: String, through step: ([Token]) -> [Token]) -> String {
    step(Tokenizer.tokenize(text)).map(\.key).joined(separator: " ")
}

/// What a step that rewrites a request in place leaves of `text`, as its keys joined by spaces.
func keys(of text: String, rewrittenBy step: (inout [Token]) -> Void) -> String {
    var request = Tokenizer.tokenize(text)
    step(&request)
    return request.map(\.key).joined(separator: " ")
}

/// The values a finder of time words reads in `text`, as "start-end identifier".
func spans(in text: String, by find: ([Token]) -> [EntitySpan]) -> [String] {
    find(Tokenizer.tokenize(text)).map { "\($0.start)-\($0.end) \($0.entity.identifier)" }
}
