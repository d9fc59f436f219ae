import PhraseMatcher
import SystemIntents

extension AppGrammar {
    /// A grammar of the app's own examples only (no built-in phrases), with the system's
    /// schemas for the system intents it names: what these tests compile.
    init(
        bundleIdentifier: String, displayName: String, intents: [String], examples: [String: [String]],
        entities: [Entity],
        customSchemas: [String: IntentSchema] = [:]
    ) {
        var schemas = customSchemas
        for intent in intents { if let spec = IntentRegistry.system[intent] { schemas[intent] = spec.schema } }
        self.init(
            bundleIdentifier: bundleIdentifier, displayName: displayName, intents: intents, examples: examples,
            entities: entities,
            schemas: schemas)
    }
}
