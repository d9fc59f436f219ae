import Foundation
import IntentModel
import Testing

@testable import SystemIntents

/// What each spec owns that the Assistant used to know by name (issue 20).
@Suite struct IntentSpecOwnershipTests {
    @Test func personAndGroupParametersComeFromTheSchema() throws {
        let registry = IntentRegistry.system
        let send = try #require(registry[INSendMessageIntent.className]).namingParameters
        #expect(
            send == [
                NamingParameter(name: "recipients", kind: .person, multiple: true),
                NamingParameter(name: "speakableGroupName", kind: .group, multiple: false),
            ])
        let search = try #require(registry[INSearchForMessagesIntent.className]).namingParameters
        #expect(search.map(\.name) == ["recipients", "senders", "speakableGroupNames"])
        #expect(search.allSatisfy { $0.multiple })
        #expect(try #require(registry[INStartCallIntent.className]).namingParameters.map(\.name) == ["contacts"])
        #expect(try #require(registry[INPlayMediaIntent.className]).namingParameters.isEmpty)
    }

    @Test func theReachedPeopleAreAPersonParameter() throws {
        let registry = IntentRegistry.system
        #expect(try #require(registry[INSendMessageIntent.className]).reachedPeople == "recipients")
        #expect(try #require(registry[INStartCallIntent.className]).reachedPeople == "contacts")
        #expect(try #require(registry[INSearchForMessagesIntent.className]).reachedPeople == nil)
        for spec in registry.specs.values {
            guard let reached = spec.reachedPeople else { continue }
            #expect(spec.namingParameters.contains(NamingParameter(name: reached, kind: .person, multiple: true)))
        }
    }

    /// A failure code of a system intent other than Apple's two generic ones has words of its
    /// domain's: a new intent's codes without sentences fail here.
    @Test func everySpecificFailureCodeHasItsDomainsWords() throws {
        let context = SpeechContext(app: "Chatter", now: Date(timeIntervalSince1970: 0))
        let intent = INSendMessageIntent()
        let generic = ["Sorry, Chatter couldn't do that.", "You'll need to continue in Chatter."]
        for spec in IntentRegistry.system.specs.values {
            let handling = try #require(spec.handling)
            for code in handling.responseCodes where code.hasPrefix("failure") {
                let response = try #require(handling.response(code: code))
                let words = handling.speech.failure(response, intent: intent, context: context)
                let isGeneric = ["failure", "failureRequiringAppLaunch"].contains(code)
                #expect(generic.contains(words[0]) == isGeneric, "\(spec.className).\(code): \(words)")
            }
        }
    }

    @Test func typedUnsupportedReasonsHaveWordsAndUntypedOnesTheParametersOwn() throws {
        let send = try #require(IntentRegistry.system[INSendMessageIntent.className]?.handling)
        let recipients = try #require(send.parameters.first { $0.name == "recipients" })
        #expect(
            recipients.unsupported(app: "Chatter", value: "Maria", reason: "offline")
                == "Sorry, Chatter is offline right now.")
        #expect(
            recipients.unsupported(app: "Chatter", value: "Maria", reason: nil)
                == "Sorry, I couldn't find “Maria” in Chatter.")
        let content = try #require(send.parameters.first { $0.name == "content" })
        #expect(content.unsupported(app: "Chatter", value: nil, reason: nil) == "Sorry, Chatter can't use that there.")
    }
}
