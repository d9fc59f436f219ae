import IntentModel

extension CustomIntentDefinitions {
    /// What the app's code knows of each intent from this definition (`CustomIntentPolicy`),
    /// by class name: for handlers written from the definition alone.
    public func policies(clock: DeviceClock) -> [String: CustomIntentPolicy] {
        let values = CustomValues(definitions: self, clock: clock)
        var out: [String: CustomIntentPolicy] = [:]
        for intent in intents {
            let parameters = intent.parameters.map { parameter in
                var choices: [String] = []
                if case .enumeration(let name) = parameter.type,
                    parameter.dialogs[.disambiguationIntroduction] != nil
                        || parameter.dialogs[.disambiguationSelection] != nil
                {
                    choices = (enums[name]?.values ?? []).filter { $0.name != "unknown" }.map(\.name)
                }
                return CustomIntentPolicy.Parameter(
                    name: parameter.name,
                    asks: parameter.dialogs[.primary] != nil || parameter.dialogs[.concise] != nil,
                    defaultValue: parameter.defaultValue.flatMap { values.customValue($0, type: parameter.type) },
                    minimum: parameter.minimum, maximum: parameter.maximum, negativeNumbers: parameter.negativeNumbers,
                    unsupportedReasons: Set(parameter.unsupportedReasons.map(\.code)), choices: choices)
            }
            out[intent.className] = CustomIntentPolicy(
                className: intent.className, parameters: parameters,
                responseProperties: intent.response.properties.map(\.name))
        }
        return out
    }
}
