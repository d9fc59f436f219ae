import Assistant
import Formats
import Foundation

/// `@contacts PATH`: the device's Contacts.
public struct ContactsDirective: Directive {
    public static let name = "contacts"
    public static let placement = DirectivePlacement.setup
    public static let needsArgument = true
    /// The path, its quotes taken off.
    public var path: String

    public init(path: String) { self.path = path }

    public init(_ argument: DirectiveArgument) throws(FormatError) { path = try argument.path() }

    public var argument: String { TranscriptFile.argument(forPath: path) }

    public func apply(to setup: inout ReplaySetup, in context: DirectiveContext) {
        setup.contactsPath = Paths.seen(path, from: context.folder)
    }

    public func perform(on conversation: Conversation, in context: DirectiveContext) -> DirectiveEffect { .setUp }
}
