import Foundation

/// A parsed file: its bytes, and its values laid out flat in file order.
///
/// A Data.json of a million contacts holds some ten million values. As a tree of Swift
/// enums each would be a separate allocation; here each is one 16-byte entry, and a string
/// is a range of the file's own bytes until someone asks for it. Containers are followed
/// by their children (a dictionary's as key, value, key, value) and know where their
/// subtree ends, so a reader skips a value in one step.
public final class Document: Sendable {
    public let file: String
    let bytes: [UInt8]
    /// Strings that needed decoding (escapes, entities, CDATA) and `<data>` contents.
    let decoded: [UInt8]
    let entries: [Entry]
    /// Integers, reals and dates, by bit pattern.
    let numbers: [UInt64]
    /// Where the top-level object's values lie in the file, for a JSON file read whole
    /// (or read past in part) from its first byte; nil otherwise.
    public let layout: TopLevelLayout?

    init(file: String, bytes: [UInt8], builder: DocumentBuilder, layout: TopLevelLayout? = nil) {
        self.file = file
        self.bytes = bytes
        decoded = builder.decoded
        entries = builder.entries
        numbers = builder.numbers
        self.layout = layout
    }

    enum Kind: UInt8, Sendable {
        case string, decodedString, integer, real, bool, null, date, data, array, dictionary
    }

    struct Entry: Sendable {
        /// A string's offset; a container's end (the index after its subtree); a number's
        /// index in `numbers`; a boolean's value.
        var a: UInt32
        /// A string's length in bytes; a container's count of children.
        var b: UInt32
        var line: UInt32
        var kind: Kind
    }

    /// The root value.
    public var root: Node { Node(document: self, index: 0) }

    // MARK: Reading entries

    func kind(_ i: Int) -> Kind { entries[i].kind }
    func line(_ i: Int) -> Int { Int(entries[i].line) }
    func count(_ i: Int) -> Int { Int(entries[i].b) }

    /// The index after the subtree of the value at `i`.
    func end(_ i: Int) -> Int {
        switch entries[i].kind {
        case .array, .dictionary: Int(entries[i].a)
        default: i + 1
        }
    }

    func string(_ i: Int) -> String {
        let e = entries[i]
        let start = Int(e.a)
        let end = Int(e.a) + Int(e.b)
        switch e.kind {
        case .string: return String(decoding: bytes[start..<end], as: UTF8.self)
        case .decodedString: return String(decoding: decoded[start..<end], as: UTF8.self)
        default: return ""
        }
    }

    /// The bytes of the string at `i`, for readers that parse them (dates).
    func withStringBytes<R>(_ i: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let e = entries[i]
        let storage = e.kind == .string ? bytes : decoded
        return storage.withUnsafeBufferPointer { all in
            body(UnsafeBufferPointer(rebasing: all[Int(e.a)..<Int(e.a) + Int(e.b)]))
        }
    }

    func data(_ i: Int) -> Data {
        let e = entries[i]
        return Data(decoded[Int(e.a)..<Int(e.a) + Int(e.b)])
    }

    func integer(_ i: Int) -> Int { Int(bitPattern: UInt(numbers[Int(entries[i].a)])) }
    func real(_ i: Int) -> Double { Double(bitPattern: numbers[Int(entries[i].a)]) }
    func bool(_ i: Int) -> Bool { entries[i].a != 0 }

    /// Whether the string at `i` is `text`, compared byte for byte without making a String.
    func stringEquals(_ i: Int, _ text: String) -> Bool {
        let e = entries[i]
        guard e.kind == .string || e.kind == .decodedString else { return false }
        let length = Int(e.b)
        guard text.utf8.count == length else { return false }
        var text = text
        return text.withUTF8 { wanted in
            guard wanted.count == length else { return false }
            guard length > 0 else { return true }
            // Each buffer reached in place: a copy of the array would count a reference.
            if e.kind == .string {
                return bytes.withUnsafeBufferPointer { all in
                    memcmp(all.baseAddress! + Int(e.a), wanted.baseAddress!, length) == 0
                }
            }
            return decoded.withUnsafeBufferPointer { all in
                memcmp(all.baseAddress! + Int(e.a), wanted.baseAddress!, length) == 0
            }
        }
    }

    /// The value for `key` in the dictionary at `i`, if any.
    func child(of i: Int, key: String) -> Int? {
        guard entries[i].kind == .dictionary else { return nil }
        var k = i + 1
        for _ in 0..<count(i) {
            if stringEquals(k, key) { return k + 1 }
            k = end(k + 1)
        }
        return nil
    }

    /// The position of the value of each of `names` in the dictionary at `i` (-1 for an
    /// absent one), in one pass over its keys; nil when it has a key not among them.
    /// Records usually list their keys in one order, so each key is looked for first where
    /// the last one was found.
    func values(of i: Int, keys names: [String]) -> [Int]? {
        var found = [Int](repeating: -1, count: names.count)
        var k = i + 1
        var next = 0
        for _ in 0..<count(i) {
            var position = -1
            for step in 0..<names.count {
                let candidate = (next + step) % names.count
                if stringEquals(k, names[candidate]) {
                    position = candidate
                    break
                }
            }
            guard position >= 0 else { return nil }
            found[position] = k + 1
            next = position + 1
            k = end(k + 1)
        }
        return found
    }

    /// The `n`th element of the array at `i`, if any.
    func element(of i: Int, at n: Int) -> Int? {
        guard entries[i].kind == .array, n >= 0, n < count(i) else { return nil }
        var k = i + 1
        for _ in 0..<n { k = end(k) }
        return k
    }

    /// The elements of the array at `i`, in order.
    func elements(of i: Int) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(count(i))
        var k = i + 1
        for _ in 0..<count(i) {
            out.append(k)
            k = end(k)
        }
        return out
    }

    /// The (key, value) indexes of the dictionary at `i`, in order.
    func pairs(of i: Int) -> [(key: Int, value: Int)] {
        var out: [(key: Int, value: Int)] = []
        out.reserveCapacity(count(i))
        var k = i + 1
        for _ in 0..<count(i) {
            out.append((k, k + 1))
            k = end(k + 1)
        }
        return out
    }

    /// One step of a key path.
    enum Step: Sendable {
        case key(String)
        case index(Int)
    }

    /// The key path from the value at `root` down to the value at `target`, found by
    /// skipping whole subtrees (no allocation but the steps).
    func steps(from root: Int, to target: Int) -> [Step] {
        var steps: [Step] = []
        var current = root
        while current != target {
            let kind = entries[current].kind
            guard kind == .array || kind == .dictionary, target > current, target < end(current) else { break }
            var k = current + 1
            var found = false
            for n in 0..<count(current) {
                let value = kind == .dictionary ? k + 1 : k
                let next = end(value)
                if value <= target && target < next {
                    steps.append(kind == .dictionary ? .key(string(k)) : .index(n))
                    current = value
                    found = true
                    break
                }
                k = next
            }
            guard found else { break }
        }
        return steps
    }

    static func render(_ steps: [Step]) -> String {
        var out = ""
        for step in steps {
            switch step {
            case .key(let key):
                let shown = NodeReader.shown(key)
                out += out.isEmpty ? shown : ".\(shown)"
            case .index(let n): out += "[\(n)]"
            }
        }
        return out
    }
}

/// Collects a document's entries as a parser reads them.
struct DocumentBuilder {
    var entries: [Document.Entry] = []
    var decoded: [UInt8] = []
    var numbers: [UInt64] = []

    init(expectedBytes: Int = 0) {
        // About one value per 10 to 12 bytes in JSON and plists as people write them; room
        // for one per 6 is reserved, as untouched room costs no memory, where running out
        // would copy the entries into twice the room (a million contacts: 14 million
        // values, 200 MB of entries copied while both are held).
        entries.reserveCapacity(max(16, expectedBytes / 6))
    }

    mutating func add(_ kind: Document.Kind, a: Int = 0, b: Int = 0, line: Int) {
        entries.append(
            Document.Entry(
                a: UInt32(truncatingIfNeeded: a), b: UInt32(truncatingIfNeeded: b),
                line: UInt32(truncatingIfNeeded: line), kind: kind))
    }

    /// Starts a container; `close` fills in its end and count.
    mutating func open(_ kind: Document.Kind, line: Int) -> Int {
        add(kind, line: line)
        return entries.count - 1
    }

    mutating func close(_ index: Int, count: Int) {
        entries[index].a = UInt32(truncatingIfNeeded: entries.count)
        entries[index].b = UInt32(truncatingIfNeeded: count)
    }

    mutating func addString(start: Int, length: Int, line: Int) {
        add(.string, a: start, b: length, line: line)
    }

    mutating func addDecoded<C: Collection>(_ bytes: C, kind: Document.Kind = .decodedString, line: Int)
    where C.Element == UInt8 {
        let start = decoded.count
        decoded.append(contentsOf: bytes)
        add(kind, a: start, b: decoded.count - start, line: line)
    }

    mutating func addNumber(_ kind: Document.Kind, bits: UInt64, line: Int) {
        numbers.append(bits)
        add(kind, a: numbers.count - 1, line: line)
    }

    mutating func addInteger(_ value: Int, line: Int) {
        addNumber(.integer, bits: UInt64(UInt(bitPattern: value)), line: line)
    }
    mutating func addReal(_ value: Double, line: Int) { addNumber(.real, bits: value.bitPattern, line: line) }
    mutating func addDate(_ value: Date, line: Int) {
        addNumber(.date, bits: value.timeIntervalSince1970.bitPattern, line: line)
    }
    mutating func addBool(_ value: Bool, line: Int) { add(.bool, a: value ? 1 : 0, line: line) }
    mutating func addNull(line: Int) { add(.null, line: line) }
}
