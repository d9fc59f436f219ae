import Assistant
import Formats
import Foundation

extension DirectiveRegistry {
    /// The directive named by the text after `@` on one line, and its argument as written;
    /// an unknown name is an error that suggests the nearest one.
    static func kind(
        of body: Substring,
        at location: SourceLocation
    ) throws(FormatError) -> (any Directive.Type, argument: String) {
        let word = String(body.prefix { !$0.isWhitespace })
        let argument = body.dropFirst(word.count).trimmingCharacters(in: .whitespaces)
        guard let kind = directive(named: word) else {
            // A slip of the keys ("@ap Chatter") is told its nearest directive.
            let near = NameSuggestion.closest(to: word, among: names.sorted())
            let known = names.map { "@" + $0 }.joined(separator: ", ")
            let suggestion = near.map { " (did you mean “@\($0)”?)" } ?? ""
            throw FormatError(location, "unknown directive @\(word)" + suggestion + " (known: \(known))")
        }
        return (kind, argument)
    }

    /// The directive `kind` with its argument, checked; an error names the file, the line
    /// and the directive, and says how to write it.
    static func read(
        _ kind: any Directive.Type, _ argument: String,
        at location: SourceLocation
    ) throws(FormatError) -> any Directive {
        guard !argument.isEmpty || !kind.needsArgument else {
            throw FormatError(location, "@\(kind.name) needs an argument")
        }
        return try kind.init(DirectiveArgument(argument, name: kind.name, at: location))
    }
}
