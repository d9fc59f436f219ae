/// Where something stands in a file a person wrote: the file, the line and the key path.
public struct SourceLocation: Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    /// A key path such as `contacts[3].handles[0].value`; empty at the top.
    public var keyPath: String

    public init(file: String, line: Int, keyPath: String = "") {
        self.file = file
        self.line = line
        self.keyPath = keyPath
    }

    public var description: String {
        let place = line > 0 ? "\(file):\(line)" : file
        return keyPath.isEmpty ? place : "\(place): \(keyPath)"
    }
}

/// A mistake in a file a person wrote, with where it is and what is wrong.
public struct FormatError: Error, Sendable, Equatable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(_ location: SourceLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    public var description: String { "\(location): \(message)" }
}
