extension NodeReader {
    /// A yes-or-no setting as Xcode writes them: `<true/>` and `<false/>`, the strings `YES`
    /// and `NO` (or `true`, `false`), or the integers 1 and 0; nil when absent.
    public func optionalFlag() throws(FormatError) -> Bool? {
        guard exists, let node else { return nil }
        switch node.value {
        case .bool(let value): return value
        case .integer(let value) where value == 0 || value == 1: return value == 1
        case .string(let text):
            switch text.lowercased() {
            case "yes", "true", "1": return true
            case "no", "false", "0": return false
            default: throw error("expected YES or NO, found \"\(text)\"")
            }
        default:
            throw error("expected true or false, found \(kindName)")
        }
    }
}
