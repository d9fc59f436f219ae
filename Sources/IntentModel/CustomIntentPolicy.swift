/// What an app's code knows of one of its custom intents from its definition: for each
/// parameter, whether Siri can ask for it, its default, its bounds and its enum's cases.
/// A handler written from nothing but the definition (`GenericCustomHandler`) resolves by it
/// the way code generated from that definition is usually finished: bounds give the
/// definition's unsupported reasons, a missing value takes its default, else its enum's
/// cases are offered, else Siri asks for it when the definition gives it a prompt.
public struct CustomIntentPolicy: Sendable, Hashable {
    public struct Parameter: Sendable, Hashable {
        public var name: String
        /// The definition has a Primary prompt ("Siri can ask for value when run").
        public var asks: Bool
        public var defaultValue: INCustomValue?
        public var minimum: Double?
        public var maximum: Double?
        public var negativeNumbers: Bool
        /// The unsupported reasons the definition declares, by code.
        public var unsupportedReasons: Set<String>
        /// The enum's cases to offer when the value is missing (never `unknown`); empty for
        /// a parameter that is no enum or has no disambiguation dialog.
        public var choices: [String]

        public init(
            name: String, asks: Bool, defaultValue: INCustomValue? = nil, minimum: Double? = nil,
            maximum: Double? = nil,
            negativeNumbers: Bool = true, unsupportedReasons: Set<String> = [], choices: [String] = []
        ) {
            self.name = name
            self.asks = asks
            self.defaultValue = defaultValue
            self.minimum = minimum
            self.maximum = maximum
            self.negativeNumbers = negativeNumbers
            self.unsupportedReasons = unsupportedReasons
            self.choices = choices
        }
    }

    /// The generated class name.
    public var className: String
    public var parameters: [Parameter]
    /// The response's properties, by name.
    public var responseProperties: [String]

    public init(className: String, parameters: [Parameter], responseProperties: [String]) {
        self.className = className
        self.parameters = parameters
        self.responseProperties = responseProperties
    }

    public func parameter(_ name: String) -> Parameter? { parameters.first { $0.name == name } }

    /// How the definition's parameter resolves a value (or its absence).
    public func resolve(_ name: String, _ value: INCustomValue?) -> [INCustomResolutionResult]? {
        guard let parameter = parameter(name) else { return nil }
        switch value {
        case .array(let values)?:
            return values.map { resolveOne(parameter, $0) }
        case let value?:
            return [resolveOne(parameter, value)]
        case nil:
            if let fallback = parameter.defaultValue { return [.success(fallback)] }
            if !parameter.choices.isEmpty { return [.disambiguation(parameter.choices.map(INCustomValue.enumCase))] }
            return [parameter.asks ? .needsValue : .notRequired]
        }
    }

    private func resolveOne(_ parameter: Parameter, _ value: INCustomValue) -> INCustomResolutionResult {
        let number: Double? =
            switch value {
            case .integer(let i): Double(i)
            case .decimal(let d): d
            default: nil
            }
        guard let number else { return .success(value) }
        // The reason by Xcode's code, declared or not: Siri says the definition's words for
        // it, or its own with the bound.
        func unsupported(_ code: String) -> INCustomResolutionResult {
            .unsupported(forReason: INCustomUnsupportedReason(code))
        }
        if !parameter.negativeNumbers, number < 0 { return unsupported("negativeNumbersNotSupported") }
        if let maximum = parameter.maximum, number > maximum { return unsupported("greaterThanMaximumValue") }
        if let minimum = parameter.minimum, number < minimum { return unsupported("lessThanMinimumValue") }
        return .success(value)
    }
}
