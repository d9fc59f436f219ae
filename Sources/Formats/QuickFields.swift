import Foundation

/// A record's values read straight from the document, for records read by the hundred
/// thousand (Data.json's media items): no `NodeReader` per value, which costs about a third
/// of reading such a record.
///
/// It only ever answers for a value that is exactly as a `NodeReader` would accept it;
/// anything else (a key not in the list, a value of another kind, out of range, not a
/// date) is `nil`, and the caller reads the record again through `NodeReader.fields`,
/// which says what is wrong, with the file, line and key. So the two readings accept the
/// same records and build the same values (a test compares them on every mistake).
public struct QuickFields {
    let document: Document
    /// The value of each name, by the names' order; -1 when the key is absent.
    let found: [Int]

    /// The record at `reader` read for `names`: nil when it is not a dictionary or has a key
    /// not among them (and when the reader is at nothing).
    init(document: Document, found: [Int]) {
        self.document = document
        self.found = found
    }

    public init?(_ reader: NodeReader, _ names: [String]) {
        let document = reader.document
        let index = reader.index
        guard index >= 0, document.kind(index) == .dictionary else { return nil }
        guard let found = document.values(of: index, keys: names) else { return nil }
        self.document = document
        self.found = found
    }

    /// Whether the value is absent or null (what `NodeReader.exists` says is not there).
    private func absent(_ n: Int) -> Bool {
        found[n] < 0 || document.kind(found[n]) == .null
    }

    private func isString(_ i: Int) -> Bool {
        let kind = document.kind(i)
        return kind == .string || kind == .decodedString
    }

    /// A string that must be there.
    public func string(_ n: Int) -> String? {
        guard found[n] >= 0, isString(found[n]) else { return nil }
        return document.string(found[n])
    }

    /// An optional string: `.some(nil)` when absent or null, nil when of another kind.
    public func optionalString(_ n: Int) -> String?? {
        if absent(n) { return .some(nil) }
        guard isString(found[n]) else { return nil }
        return .some(document.string(found[n]))
    }

    /// An optional integer within `range`, as `NodeReader.optionalInt(in:)` reads it.
    public func optionalInt(_ n: Int, in range: ClosedRange<Int>) -> Int?? {
        if absent(n) { return .some(nil) }
        let i = found[n]
        switch document.kind(i) {
        case .integer:
            let value = document.integer(i)
            return range.contains(value) ? .some(value) : nil
        case .real:
            let d = document.real(i)
            guard d == d.rounded(), let exact = Int(exactly: d), range.contains(exact) else { return nil }
            return .some(exact)
        default:
            return nil
        }
    }

    /// An optional date within the range sirisim keeps, as `NodeReader.optionalDate` reads it.
    public func optionalDate(_ n: Int) -> Date?? {
        if absent(n) { return .some(nil) }
        let i = found[n]
        if document.kind(i) == .date {
            let date = Date(timeIntervalSince1970: document.real(i))
            return DateParsing.range.contains(date) ? .some(date) : nil
        }
        guard isString(i) else { return nil }
        let date: Date? = document.withStringBytes(i) { bytes in
            do throws(DateParsing.Problem) { return try DateParsing.read(bytes) } catch { return nil }
        }
        return date.map { .some($0) }
    }

    /// An optional array of strings: `.some([])` when absent or null.
    public func optionalStringArray(_ n: Int) -> [String]? {
        if absent(n) { return [] }
        let i = found[n]
        guard document.kind(i) == .array else { return nil }
        var strings: [String] = []
        for element in document.elements(of: i) {
            guard isString(element) else { return nil }
            strings.append(document.string(element))
        }
        return strings
    }

    /// An optional array of records of `names`: `[]` when absent or null; nil when it is
    /// not an array or an element is not such a record.
    public func optionalRecords(_ n: Int, _ names: [String]) -> [QuickFields]? {
        if absent(n) { return [] }
        guard document.kind(found[n]) == .array else { return nil }
        var records: [QuickFields] = []
        for element in document.elements(of: found[n]) {
            guard document.kind(element) == .dictionary, let values = document.values(of: element, keys: names) else {
                return nil
            }
            records.append(QuickFields(document: document, found: values))
        }
        return records
    }

    /// An optional boolean: `.some(nil)` when absent or null.
    public func optionalBool(_ n: Int) -> Bool?? {
        if absent(n) { return .some(nil) }
        guard document.kind(found[n]) == .bool else { return nil }
        return .some(document.bool(found[n]))
    }
}
