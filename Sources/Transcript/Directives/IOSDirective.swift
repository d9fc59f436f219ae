import Assistant
import Formats
import Foundation

/// `@ios 17`: the device's iOS version.
public struct IOSDirective: Directive {
    public static let name = "ios"
    public static let placement = DirectivePlacement.setup
    public static let needsArgument = true
    public var version: Int

    public init(version: Int) { self.version = version }

    public init(_ argument: DirectiveArgument) throws(FormatError) {
        if let text = IOSVersion.problem(argument.text) { throw argument.problem(text) }
        guard let version = Int(argument.text) else {
            throw argument.problem("not a version number (write 13, 14 or 17)")
        }
        self.version = version
    }

    public var argument: String { String(version) }

    public func apply(to setup: inout ReplaySetup, in context: DirectiveContext) {
        setup.ios = version
    }

    public func perform(on conversation: Conversation, in context: DirectiveContext) -> DirectiveEffect { .setUp }
}
