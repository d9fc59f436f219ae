import Foundation
import IntentModel
import SystemIntents

/// How the loop plays an app's script (a workshop lever): a rule answers for the handler,
/// delays its answer, or calls its completion handler twice.
public enum Scripts {
    /// The resolution kinds a scripted resolve can answer with: those that need no value.
    static let resolveAnswers: [INResolutionKind] = [.needsValue, .notRequired, .unsupported]

    /// What is wrong with a rule for an intent, or nil when the loop can play it.
    public static func problem(_ rule: ScriptRule, spec: IntentSpec?) -> String? {
        guard let spec, let handling = spec.handling else { return "\(rule.intent) is not an intent Siri can run" }
        if let parameter = rule.parameter, !handling.parameters.contains(where: { $0.name == parameter }) {
            return
                "\(spec.className) resolves no parameter \(parameter) (it resolves \(handling.parameters.map(\.name).joined(separator: ", ")))"
        }
        guard case .answer(let code) = rule.behaviour else { return nil }
        switch rule.phase {
        case .resolve:
            guard let kind = INResolutionKind(rawValue: code), resolveAnswers.contains(kind) else {
                return
                    "\(code) is not a resolution a script can answer with (\(resolveAnswers.map(\.rawValue).joined(separator: ", ")))"
            }
        case .confirm, .handle:
            guard handling.responseCodes.contains(code) else {
                return
                    "\(spec.className) has no response code \(code) (its codes: \(handling.responseCodes.joined(separator: ", ")))"
            }
            // Apple's protocol: confirm answers ready when all is well, handle success.
            if rule.phase == .confirm, code == "success" || code == "inProgress" {
                return "\(code) is an answer of handle, not of confirm (confirm answers ready when all is well)"
            }
            if rule.phase == .handle, code == "ready" {
                return
                    "ready is an answer of confirm, not of handle (handle answers success or inProgress when all is well)"
            }
            if !rule.properties.isEmpty, handling.response(code: code, properties: rule.properties) == nil {
                let names = handling.responseProperties
                return names.isEmpty
                    ? "\(spec.className)'s response has no properties"
                    : "\(rule.properties.map { "\($0.name)=\($0.text)" }.joined(separator: " ")): not properties of \(spec.className)'s response as it types them (it has \(names.joined(separator: ", ")))"
            }
        }
        return nil
    }

    /// The call the loop makes: the handler's own, or the script's in its place.
    static func body<T: Sendable>(
        _ rule: ScriptRule?, answer: (String) -> T?,
        real: @escaping (@escaping @Sendable (T) -> Void) -> Bool
    ) -> (@escaping @Sendable (T) -> Void) -> Bool {
        guard let rule else { return real }
        switch rule.behaviour {
        case .answer(let code):
            guard let value = answer(code) else { return real }
            return { completion in
                completion(value)
                return true
            }
        case .delay(let duration):
            return { completion in
                real { value in
                    Task {
                        try? await Task.sleep(for: duration)
                        completion(value)
                    }
                }
            }
        case .completeTwice:
            return { completion in
                real { value in
                    completion(value)
                    completion(value)
                }
            }
        }
    }
}
