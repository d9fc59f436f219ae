import Foundation
import IntentModel
import Runtime
import SystemIntents
import TestSupport
import Testing

@testable import Assistant

/// Siri's side of contacts and the reference handlers' four siriMatches rules, on the
/// bundled Chatter app and Contacts.json.
@Suite struct SiriMatchesTests {
    static let root = Repository.root

    func device() throws -> Device {
        var configuration = DeviceConfiguration()
        configuration.appPaths = ["\(Self.root)/Apps/Chatter"]
        configuration.contactsPath = "\(Self.root)/Apps/Contacts.json"
        configuration.frozenAt = Date(timeIntervalSince1970: 1_763_629_200)
        return try Device(configuration)
    }

    @Test func siriFillsOnePersonPerHandleByNameNicknameAndRelationship() throws {
        let siri = try device().siri
        let marias = siri.siriMatches(for: "Maria")
        #expect(Set(marias.compactMap(\.contactIdentifier)).count == 3)
        let juan = siri.siriMatches(for: "Juan Pérez")
        #expect(juan.count == 2)
        #expect(Set(juan.compactMap(\.contactIdentifier)).count == 1)
        #expect(Set(juan.compactMap { $0.personHandle?.type }) == [.phoneNumber, .emailAddress])
        let sister = siri.siriMatches(for: "my sister")
        #expect(sister.map(\.relationship) == ["sister"])
        #expect(siri.siriMatches(for: "Nobody Atall").isEmpty)
    }

    func recipients(_ spoken: String, in device: Device) async throws -> [ElementResolution] {
        let handler = try #require(
            device.apps.first?.extensionHandlerProvider?.handler(for: INSendMessageIntent())
                as? any INSendMessageIntentHandling)
        let intent = INSendMessageIntent(
            recipients: [INPerson(displayName: spoken, siriMatches: device.siri.siriMatches(for: spoken))],
            content: "hi")
        return await withCheckedContinuation { continuation in
            handler.resolveRecipients(for: intent) { results in
                continuation.resume(returning: results.map { ElementResolution($0, ParameterValue.person) })
            }
        }
    }

    @Test func ruleTwoDropsPeopleTheAppCannotIdentify() async throws {
        let results = try await recipients("Maria", in: device())
        #expect(results.first?.kind == .disambiguation)
        #expect(
            results.first?.values.compactMap(\.person?.customIdentifier).sorted() == ["c-maria-chen", "c-maria-ruiz"])
    }

    @Test func ruleOneAndThreeGiveSuccess() async throws {
        let d = try device()
        #expect(try await recipients("Maria Ruiz", in: d).first?.kind == .success)
        let juan = try await recipients("Juan Pérez", in: d)
        #expect(juan.first?.kind == .success)
        #expect(juan.first?.values.first?.person?.customIdentifier == "c-juan-perez")
    }

    @Test func ruleFourSearchesTheAppsOwnContacts() async throws {
        let d = try device()
        let priya = try await recipients("Priya", in: d)
        #expect(priya.first?.kind == .success)
        #expect(priya.first?.values.first?.person?.contactIdentifier == nil)
        #expect(try await recipients("Bobby", in: d).first?.values.first?.person?.customIdentifier == "c-robert-kim")
        #expect(try await recipients("Zebulon", in: d).first?.kind == .unsupported)
    }
}
