import Assistant
import Formats
import Foundation

/// `@locale en_GB`: the locale of Siri's phrases.
public struct LocaleDirective: Directive {
    public static let name = "locale"
    public static let placement = DirectivePlacement.setup
    public static let needsArgument = true
    public var locale: String

    public init(locale: String) { self.locale = locale }

    public init(_ argument: DirectiveArgument) { locale = argument.text }

    public var argument: String { locale }

    public func apply(to setup: inout ReplaySetup, in context: DirectiveContext) {
        setup.locale = locale
    }

    public func perform(on conversation: Conversation, in context: DirectiveContext) -> DirectiveEffect { .setUp }
}
