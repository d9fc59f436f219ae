import PhraseMatcher

/// A parameter that names people or group conversations, as the intent's schema types it:
/// where Siri learns the names an app identified when the intent is donated.
public struct NamingParameter: Sendable, Hashable {
    /// What the parameter names.
    public enum Kind: Sendable, Hashable {
        case person, group
    }

    /// SiriKit's property name (`recipients`, `speakableGroupName`).
    public var name: String
    public var kind: Kind
    /// Whether it holds a list (`recipients`, `speakableGroupNames`) rather than one value.
    public var multiple: Bool
}

extension IntentSpec {
    /// The parameters that name people or groups, from the schema: people first, then
    /// groups, each in the order the handler resolves them (the order names are learnt in).
    public var namingParameters: [NamingParameter] {
        let naming = schema.parameters.compactMap { parameter -> NamingParameter? in
            let kind: NamingParameter.Kind
            switch parameter.kind.family {
            case .people: kind = .person
            case .group: kind = .group
            case .title, .value, .text: return nil
            }
            return NamingParameter(name: parameter.name, kind: kind, multiple: parameter.multiple)
        }
        let order = (handling?.parameters ?? []).map(\.name)
        return naming.sorted { a, b in
            if a.kind != b.kind { return a.kind == .person }
            return (order.firstIndex(of: a.name) ?? order.count) < (order.firstIndex(of: b.name) ?? order.count)
        }
    }
}
