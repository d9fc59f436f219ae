import Formats
import Foundation
import IntentModel
import PhraseMatcher

/// A system intent's parameters, each described once (`IntentParameter`), in the three
/// orders behaviour depends on:
/// - the trace's, in which they are declared: the confirmation summary and every JSON
///   trace follow it, and restore reads in it;
/// - the handler protocol's, in which the loop resolves them (`resolution`);
/// - the schema's, by which the matcher numbers slots (`schema`, by parameter: a
///   parameter's several slots stay together, in their own order).
/// An order not given is the declared one; an order given must name every resolvable (or
/// spoken) parameter exactly once, which is checked when the spec is made. Restore reads in
/// trace order unless `restoration` says otherwise (it decides only which of two broken
/// keys of a kept shortcut an error names).
struct IntentParameters<Intent: INIntent, Handler>: Sendable {
    /// The parameters in trace order.
    let all: [IntentParameter<Intent, Handler>]
    /// The intent with no parameter set, which restore fills.
    let empty: @Sendable () -> Intent
    /// The loop's parameters, in the handler protocol's order.
    let resolvable: [ResolvableParameter]
    /// The matcher's slots, in the schema's order.
    let schema: [ParameterSpec]
    /// The restored parameters, in the order restore reads them.
    private let restored: [IntentParameter<Intent, Handler>]

    init(
        _ empty: @escaping @Sendable () -> Intent, _ all: [IntentParameter<Intent, Handler>],
        resolution: [String]? = nil, schema: [String]? = nil, restoration: [String]? = nil
    ) {
        self.all = all
        self.empty = empty
        let resolvable = all.compactMap(\.resolvable)
        self.resolvable = Self.ordered(resolvable, by: resolution, name: \.name, what: "resolution")
        let spoken = Self.ordered(all.filter { !$0.slots.isEmpty }, by: schema, name: \.name, what: "schema")
        self.schema = spoken.flatMap(\.slots)
        restored = Self.ordered(all.filter { $0.read != nil }, by: restoration, name: \.name, what: "restoration")
    }

    /// `items` in the order `names` gives, after checking that it names each exactly once.
    private static func ordered<T>(_ items: [T], by names: [String]?, name: (T) -> String, what: String) -> [T] {
        guard let names else { return items }
        let byName = Dictionary(items.map { (name($0), $0) }, uniquingKeysWith: { first, _ in first })
        precondition(
            names.count == items.count && Set(names) == Set(byName.keys) && byName.count == items.count,
            "\(Intent.className): the \(what) order \(names) must name \(items.map(name)) once each")
        return names.compactMap { byName[$0] }
    }

    /// Siri's questions for values, by parameter name.
    var prompts: [String: String] {
        Dictionary(
            all.compactMap { parameter in parameter.prompt.map { (parameter.name, $0) } },
            uniquingKeysWith: { first, _ in first })
    }

    /// The intent's parameters as trace JSON, in trace order.
    func describe(_ intent: Intent) -> JSON {
        .object(dropping: all.compactMap { parameter in parameter.json.map { (parameter.name, $0(intent)) } })
    }

    /// The intent again from its trace JSON, reading the parameters in restore order.
    func restore(_ reader: NodeReader) throws(FormatError) -> Intent {
        var intent = empty()
        for parameter in restored {
            guard let read = parameter.read else { continue }
            try read(&intent, reader[parameter.name])
        }
        return intent
    }
}
