import Assistant
import Formats
import Foundation

/// `@locked`: the device starts locked.
public struct LockedDirective: Directive {
    public static let name = "locked"
    public static let placement = DirectivePlacement.setup
    public static let needsArgument = false

    public init() {}

    /// Whatever is written after it is kept as written, and means nothing.
    public init(_ argument: DirectiveArgument) {}

    public var argument: String { "" }

    public func apply(to setup: inout ReplaySetup, in context: DirectiveContext) {
        setup.locked = true
    }

    public func perform(on conversation: Conversation, in context: DirectiveContext) -> DirectiveEffect { .setUp }
}
