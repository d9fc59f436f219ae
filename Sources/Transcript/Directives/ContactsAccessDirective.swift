import Assistant
import Formats
import Foundation

/// `@contacts-access on|off`: whether Siri may read the device's Contacts.
public struct ContactsAccessDirective: Directive {
    public static let name = "contacts-access"
    public static let placement = DirectivePlacement.setup
    public static let needsArgument = true
    public var allowed: Bool

    public init(allowed: Bool) { self.allowed = allowed }

    public init(_ argument: DirectiveArgument) throws(FormatError) {
        switch argument.text {
        case "on": allowed = true
        case "off": allowed = false
        default: throw argument.problem("write on or off")
        }
    }

    public var argument: String { allowed ? "on" : "off" }

    public func apply(to setup: inout ReplaySetup, in context: DirectiveContext) {
        setup.contactsAccess = allowed
    }

    public func perform(on conversation: Conversation, in context: DirectiveContext) -> DirectiveEffect { .setUp }
}
