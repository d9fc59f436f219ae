/// An app whose launch failed (its vocabulary or Spotlight items were refused).
public struct LaunchProblem: Sendable, Hashable, CustomStringConvertible {
    public var app: String
    public var message: String
    public var description: String { "\(app): \(message)" }
}
