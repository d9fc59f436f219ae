import Foundation

/// A directive as it stands in a file: its value, the argument as written (kept so that
/// `--update` writes the line back unchanged) and its line.
public struct DirectiveLine: Sendable, Hashable {
    public var directive: any Directive
    public var argument: String
    public var line: Int

    public init(_ directive: any Directive, argument: String, line: Int) {
        self.directive = directive
        self.argument = argument
        self.line = line
    }

    /// A directive written as `record` writes it (no line of its own yet).
    public init(_ directive: any Directive) {
        self.init(directive, argument: directive.argument, line: 0)
    }

    /// The name written after `@`.
    public var name: String { type(of: directive).name }

    /// The line of text: `@name argument`.
    public var text: String {
        argument.isEmpty ? "@\(name)" : "@\(name) \(argument)"
    }

    public static func == (lhs: DirectiveLine, rhs: DirectiveLine) -> Bool {
        AnyHashable(lhs.directive) == AnyHashable(rhs.directive) && lhs.argument == rhs.argument && lhs.line == rhs.line
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(directive))
        hasher.combine(argument)
        hasher.combine(line)
    }
}
