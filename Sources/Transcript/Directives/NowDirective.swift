import Assistant
import Formats
import Foundation

/// `@now 2026-11-20 09:00`: the virtual clock. The first one, wherever it stands, is where
/// the device's clock starts; the others set it where the conversation reaches them.
public struct NowDirective: Directive {
    public static let name = "now"
    public static let placement = DirectivePlacement.anywhere
    public static let needsArgument = true
    public var date: Date

    public init(date: Date) { self.date = date }

    public init(_ argument: DirectiveArgument) throws(FormatError) {
        do { date = try DateParsing.read(argument.text) } catch .outOfRange {
            throw argument.problem("out of range (sirisim keeps dates \(DateParsing.rangeDescription))")
        } catch {
            throw argument.problem("not a date (write 2026-11-20 09:00)")
        }
    }

    public var argument: String { DateParsing.seconds(date) }

    public func apply(to setup: inout ReplaySetup, in context: DirectiveContext) {
        if context.isFirstOfItsName { setup.now = date }
    }

    public func perform(on conversation: Conversation, in context: DirectiveContext) -> DirectiveEffect {
        if context.isFirstOfItsName && !context.talking { return .setUp }
        conversation.siri.clock.set(date)
        return .clock(date)
    }
}
