import Assistant
import Formats
import Foundation

/// `@set NAME=VALUE`: a build setting of Xcode projects sirisim cannot know.
public struct SetDirective: Directive {
    public static let name = "set"
    public static let placement = DirectivePlacement.setup
    public static let needsArgument = true
    /// The build setting's name.
    public var setting: String
    public var value: String

    public init(setting: String, value: String) {
        self.setting = setting
        self.value = value
    }

    public init(_ argument: DirectiveArgument) throws(FormatError) {
        guard let (setting, value) = TranscriptFile.setting(argument.text) else {
            throw argument.problem("write NAME=VALUE (a build setting, such as @set APP_VERSION_STRING=2.0)")
        }
        self.init(setting: setting, value: value)
    }

    public var argument: String { "\(setting)=\(value)" }

    public func apply(to setup: inout ReplaySetup, in context: DirectiveContext) {
        setup.settings[setting] = value
    }

    public func perform(on conversation: Conversation, in context: DirectiveContext) -> DirectiveEffect { .setUp }
}
