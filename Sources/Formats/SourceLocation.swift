/// Where something stands in a file a person wrote: the file, the line and the key path.
public struct SourceLocation: Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    /// A key path such as `contacts[3].handles[0].value`; empty at the top.
    public var keyPath: String {
        get {
            switch storage {
            case .text(let text): text
            case .place(let place): place.keyPath
            }
        }
        set { storage = .text(newValue) }
    }

    /// A key path as text, or as a place in a document, worked out only when asked for:
    /// readers ask for a location's line far more often than for its key path.
    enum Storage: Sendable {
        case text(String)
        case place(Place)
    }

    struct Place: Sendable {
        var document: Document
        var root: Int
        var target: Int
        var missing: [Document.Step]

        var keyPath: String { Document.render(document.steps(from: root, to: target) + missing) }
    }

    private var storage: Storage

    public init(file: String, line: Int, keyPath: String = "") {
        self.file = file
        self.line = line
        storage = .text(keyPath)
    }

    init(file: String, line: Int, place: Place) {
        self.file = file
        self.line = line
        storage = .place(place)
    }

    public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.file == rhs.file && lhs.line == rhs.line && lhs.keyPath == rhs.keyPath
    }

    public var description: String {
        let place = line > 0 ? "\(file):\(line)" : file
        let path = keyPath
        return path.isEmpty ? place : "\(place): \(path)"
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
