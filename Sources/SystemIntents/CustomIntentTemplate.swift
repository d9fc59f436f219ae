import Foundation

extension CustomIntentDefinitions {
    /// A format string of the definition ("Your ${drink} will be ready in ${minutes}
    /// minutes."): text with values named by `${name}`, as Xcode writes them.
    public struct Template: Sendable, Hashable, CustomStringConvertible {
        public enum Piece: Sendable, Hashable {
            case text(String)
            case value(String)
        }

        public var pieces: [Piece]

        /// Where a template goes wrong, for the reader to report with its file and line.
        public enum Problem: Error, Equatable {
            case unclosed
            case emptyName
        }

        /// Reads a format string; a `$` not followed by `{` is text.
        public init(_ text: String) throws(Problem) {
            var pieces: [Piece] = []
            var literal = ""
            var rest = Substring(text)
            while let dollar = rest.range(of: "${") {
                literal += rest[..<dollar.lowerBound]
                guard let close = rest[dollar.upperBound...].firstIndex(of: "}") else { throw .unclosed }
                let name = rest[dollar.upperBound..<close].trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty else { throw .emptyName }
                if !literal.isEmpty { pieces.append(.text(literal)) }
                literal = ""
                pieces.append(.value(name))
                rest = rest[rest.index(after: close)...]
            }
            literal += rest
            if !literal.isEmpty { pieces.append(.text(literal)) }
            self.pieces = pieces
        }

        /// The names of the values it speaks, in order.
        public var names: [String] {
            pieces.compactMap { if case .value(let name) = $0 { name } else { nil } }
        }

        /// The sentence with each value spoken; a value the speaker has not is left out, the
        /// spaces and punctuation it leaves behind are tidied, and the sentence starts with a
        /// capital ("${order} will be ready" → "Two lattes will be ready").
        public func fill(_ value: (String) -> String?) -> String {
            var out = ""
            for piece in pieces {
                switch piece {
                case .text(let text): out += text
                case .value(let name): out += value(name) ?? ""
                }
            }
            while out.contains("  ") { out = out.replacingOccurrences(of: "  ", with: " ") }
            for mark in [" .", " ,", " ?", " !"] {
                out = out.replacingOccurrences(of: mark, with: String(mark.dropFirst()))
            }
            out = out.trimmingCharacters(in: .whitespaces)
            return out.prefix(1).uppercased() + out.dropFirst()
        }

        public var description: String {
            pieces.map { piece in
                switch piece {
                case .text(let text): text
                case .value(let name): "${\(name)}"
                }
            }.joined()
        }
    }
}
