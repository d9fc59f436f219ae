import Assistant
import Formats
import Foundation

/// `@target NAME`: the app target of Xcode projects.
public struct TargetDirective: Directive {
    public static let name = "target"
    public static let placement = DirectivePlacement.setup
    public static let needsArgument = true
    public var target: String

    public init(target: String) { self.target = target }

    public init(_ argument: DirectiveArgument) { target = argument.text }

    public var argument: String { target }

    public func apply(to setup: inout ReplaySetup, in context: DirectiveContext) {
        setup.target = target
    }

    public func perform(on conversation: Conversation, in context: DirectiveContext) -> DirectiveEffect { .setUp }
}
