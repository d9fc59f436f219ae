import Foundation

extension JSONScanner {
    /// A key that appears twice in one object is an error on the second one's line.
    mutating func rejectRepeatedKeys(_ open: Int, count: Int) throws(FormatError) {
        guard count > 1 else { return }
        let repeated: Int? = withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { keys -> Int? in
            builder.entries.withUnsafeBufferPointer { entries -> Int? in
                var k = open + 1
                for n in 0..<count {
                    keys[n] = k
                    let value = k + 1
                    switch entries[value].kind {
                    case .array, .dictionary: k = Int(entries[value].a)
                    default: k = value + 1
                    }
                }
                if count <= 24 {
                    // Pairs of keys compared by length first: most differ there.
                    return builder.decoded.withUnsafeBufferPointer { decoded -> Int? in
                        for a in 1..<count {
                            let x = entries[keys[a]]
                            for b in 0..<a {
                                let y = entries[keys[b]]
                                guard x.b == y.b else { continue }
                                if x.b == 0
                                    || memcmp(Self.start(x, p, decoded), Self.start(y, p, decoded), Int(x.b)) == 0
                                {
                                    return keys[a]
                                }
                            }
                        }
                        return nil
                    }
                }
                var seen = Set<String>()
                for key in keys where !seen.insert(JSONScanner.text(builder, p, key)).inserted { return key }
                return nil
            }
        }
        if let repeated {
            throw error(
                "the key \"\(shown(repeated))\" appears twice in one object", line: Int(builder.entries[repeated].line))
        }
    }

    /// Where the bytes of a key of at least one byte are: in the file or among the decoded.
    static func start(
        _ entry: Document.Entry, _ p: UnsafeBufferPointer<UInt8>, _ decoded: UnsafeBufferPointer<UInt8>
    ) -> UnsafePointer<UInt8> {
        (entry.kind == .string ? p.baseAddress! : decoded.baseAddress!) + Int(entry.a)
    }

    static func text(_ builder: DocumentBuilder, _ p: UnsafeBufferPointer<UInt8>, _ k: Int) -> String {
        let e = builder.entries[k]
        let range = Int(e.a)..<Int(e.a) + Int(e.b)
        return e.kind == .string
            ? String(decoding: UnsafeBufferPointer(rebasing: p[range]), as: UTF8.self)
            : String(decoding: builder.decoded[range], as: UTF8.self)
    }

    /// A key as an error message shows it: at most 60 characters.
    func shown(_ k: Int) -> String {
        let text = JSONScanner.text(builder, p, k)
        return text.count > 60 ? String(text.prefix(60)) + "…" : text
    }
}
