/// One intent of one app: the key under which the system keeps what it knows of that pair
/// (compiled phrases, carriers, donations), in place of joined strings.
public struct IntentKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The app's bundle identifier.
    public var app: String
    /// The intent's class name (`INSendMessageIntent`, or a custom intent's class).
    public var intent: String

    public init(app: String, intent: String) {
        self.app = app
        self.intent = intent
    }

    public static func < (a: IntentKey, b: IntentKey) -> Bool {
        (a.app, a.intent) < (b.app, b.intent)
    }

    public var description: String { "\(app) \(intent)" }
}
