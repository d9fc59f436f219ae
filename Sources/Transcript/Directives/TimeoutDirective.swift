import Assistant
import Formats
import Foundation

/// `@timeout 5s`: how long a handler has to call its completion.
public struct TimeoutDirective: Directive {
    public static let name = "timeout"
    public static let placement = DirectivePlacement.setup
    public static let needsArgument = true
    public var seconds: TimeInterval

    public init(seconds: TimeInterval) { self.seconds = seconds }

    public init(_ argument: DirectiveArgument) throws(FormatError) {
        seconds = try argument.duration(in: TranscriptFile.timeouts)
    }

    public var argument: String { DirectiveArgument.seconds(seconds) }

    public func apply(to setup: inout ReplaySetup, in context: DirectiveContext) {
        setup.handlerTimeout = .milliseconds(Int(seconds * 1000))
    }

    public func perform(on conversation: Conversation, in context: DirectiveContext) -> DirectiveEffect { .setUp }
}
