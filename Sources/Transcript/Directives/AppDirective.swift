import Assistant
import Formats
import Foundation

/// `@app NAME|PATH`: a bundled app by name, or an app folder.
public struct AppDirective: Directive {
    public static let name = "app"
    public static let placement = DirectivePlacement.setup
    public static let needsArgument = true
    /// The name or path, its quotes taken off.
    public var path: String

    public init(path: String) { self.path = path }

    public init(_ argument: DirectiveArgument) throws(FormatError) { path = try argument.path() }

    public var argument: String { TranscriptFile.argument(forPath: path) }

    public func apply(to setup: inout ReplaySetup, in context: DirectiveContext) {
        setup.apps.append((path, context.line))
    }

    public func perform(on conversation: Conversation, in context: DirectiveContext) -> DirectiveEffect { .setUp }
}
