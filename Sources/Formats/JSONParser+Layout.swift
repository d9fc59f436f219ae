import Foundation

extension JSONParser {
    /// Reads the top-level object of the JSON file at `path` without the values of `keys`,
    /// fetching only the bytes around those values where `layout`, taken from this file
    /// before, places them: a launch of a large app reads kilobytes, not its library.
    ///
    /// Nil when the layout does not fit the file as it is now (another size, a value that
    /// does not open and close where it did, top-level members other than the layout's)
    /// or when the bytes read are not as the layout said in any other way: the caller then reads the file as usual, and any error it
    /// reports is the file's own. The document's own `layout` is nil.
    public static func parse(contentsOf path: String, skipping keys: Set<String>, layout: TopLevelLayout) -> Node? {
        let leftOut = layout.members.filter { keys.contains($0.key) }
        guard let bytes = bytesAround(leftOut, in: path, size: layout.fileSize) else { return nil }
        let scanner = bytes.withUnsafeBufferPointer { buffer -> JSONScanner? in
            var scanner = JSONScanner(bytes: buffer, file: path)
            scanner.skipping = keys
            scanner.leftOutLines = leftOut.map(\.lines)
            scanner.layout = []  // for its keys: the same members, in the same order, as the layout's
            do { try scanner.document() } catch { return nil }
            let sameMembers = scanner.layout?.map(\.key) == layout.members.map(\.key)
            return sameMembers && scanner.leftOutSeen == leftOut.count ? scanner : nil
        }
        guard let scanner else { return nil }
        return Document(file: path, bytes: bytes, builder: scanner.builder).root
    }

    /// The file's bytes with each of `leftOut` (in file order) replaced by one
    /// `JSONScanner.leftOut` byte; nil when the file is not of `size` bytes, cannot be
    /// read, or a value left out does not start and end as a JSON value would there.
    private static func bytesAround(_ leftOut: [TopLevelLayout.Member], in path: String, size: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == size,
            size <= Limits.jsonFileBytes
        else { return nil }
        var out: [UInt8] = []
        var position = 0
        for member in leftOut {
            guard position <= member.start, member.start < member.end, member.end <= size,
                let first = bytes(descriptor, at: member.start, count: 1, path: path)?.first,
                let last = bytes(descriptor, at: member.end - 1, count: 1, path: path)?.first,
                Self.bounds(first, last),
                let before = bytes(descriptor, at: position, count: member.start - position, path: path)
            else { return nil }
            out += before
            out.append(JSONScanner.leftOut)
            position = member.end
        }
        guard let rest = bytes(descriptor, at: position, count: size - position, path: path) else { return nil }
        return out + rest
    }

    /// Whether a value can begin with `first` and end with `last`.
    private static func bounds(_ first: UInt8, _ last: UInt8) -> Bool {
        switch first {
        case UInt8(ascii: "{"): last == UInt8(ascii: "}")
        case UInt8(ascii: "["): last == UInt8(ascii: "]")
        case UInt8(ascii: "\""): last == UInt8(ascii: "\"")
        case UInt8(ascii: "t"), UInt8(ascii: "n"): last == UInt8(ascii: "e") || last == UInt8(ascii: "l")
        case UInt8(ascii: "f"): last == UInt8(ascii: "e")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(last)
        default: false
        }
    }

    /// The `count` bytes at `offset`; nil on an error or a file shorter than that (the
    /// caller then reads the file whole, which reports what is wrong with it).
    private static func bytes(_ descriptor: Int32, at offset: Int, count: Int, path: String) -> [UInt8]? {
        do {
            let bytes = try FileReading.bytes(of: descriptor, at: offset, count: count, path: path)
            return bytes.count == count ? bytes : nil
        } catch {
            return nil
        }
    }
}
