/// Where the values of a JSON file's top-level object lie in its bytes: for each member,
/// its key, the byte range of its value and the line breaks inside it.
///
/// A Data.json of a hundred thousand media items is mostly values an app's launch does
/// not need. Its layout, kept while the file is unchanged, lets a later read fetch only
/// the bytes around those values and jump over them, lines counted, rather than read and
/// scan the whole file (`JSONParser.parse(contentsOf:skipping:layout:)`).
public struct TopLevelLayout: Sendable, Hashable {
    public struct Member: Sendable, Hashable {
        public var key: String
        /// The value's first byte and the byte after its last, as offsets in the file.
        public var start: Int
        public var end: Int
        /// The line breaks inside the value.
        public var lines: Int
    }

    /// The size of the file the layout was taken from.
    public var fileSize: Int
    /// The members in file order.
    public var members: [Member]

    public init(fileSize: Int, members: [Member]) {
        self.fileSize = fileSize
        self.members = members
    }

    public static let header = "sirisim top-level layout 1"

    /// The layout as a small text file: a header, the file's size, then one member a line
    /// (start, end, line breaks, key).
    public var text: String {
        var out = "\(Self.header)\n\(fileSize)\n"
        for m in members { out += "\(m.start) \(m.end) \(m.lines) \(m.key)\n" }
        return out
    }

    /// A layout read back from `text`; nil when it is not one, or not a consistent one
    /// (members out of order, outside the file, or with a key of several lines).
    public init?(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 3, lines[0] == Self.header, lines.removeLast().isEmpty, let size = Int(lines[1]), size >= 0
        else { return nil }
        var members: [Member] = []
        var previousEnd = 0
        for line in lines.dropFirst(2) {
            let parts = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count == 4, let start = Int(parts[0]), let end = Int(parts[1]), let breaks = Int(parts[2]),
                previousEnd <= start, start < end, end <= size, (0...(end - start)).contains(breaks)
            else { return nil }
            members.append(Member(key: String(parts[3]), start: start, end: end, lines: breaks))
            previousEnd = end
        }
        self.init(fileSize: size, members: members)
    }
}
