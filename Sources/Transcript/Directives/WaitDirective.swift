import Assistant
import Formats
import Foundation

/// `@wait 90s`: moves the clock on, where the conversation reaches it.
public struct WaitDirective: Directive {
    public static let name = "wait"
    public static let placement = DirectivePlacement.anywhere
    public static let needsArgument = true
    public var seconds: TimeInterval

    public init(seconds: TimeInterval) { self.seconds = seconds }

    public init(_ argument: DirectiveArgument) throws(FormatError) {
        seconds = try argument.duration(in: TranscriptFile.waits)
    }

    public var argument: String { DirectiveArgument.seconds(seconds) }

    /// Acts in the conversation only.
    public func apply(to setup: inout ReplaySetup, in context: DirectiveContext) {}

    /// A clock moved past the dates sirisim keeps is an error naming the file and the line.
    public func perform(
        on conversation: Conversation,
        in context: DirectiveContext
    ) throws(FormatError) -> DirectiveEffect {
        let clock = conversation.siri.clock
        let moved = clock.now.addingTimeInterval(seconds)
        guard DateParsing.range.contains(moved) else {
            throw FormatError(
                context.location,
                "@wait \(context.argument) moves the clock past the dates "
                    + "sirisim keeps (\(DateParsing.rangeDescription))")
        }
        clock.set(moved)
        return .clock(moved)
    }
}
