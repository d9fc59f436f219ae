import Foundation
import IntentModel
import PhraseMatcher
import Store
import SystemIntents
import Testing

@testable import Assistant

/// One reading of the names a donation teaches, for the matcher and for a new donation.
@Suite struct DonatedNamesTests {
    static func donation(_ intentClass: String, _ json: String) -> DonationRecord {
        DonationRecord(
            identifier: "1", app: "com.example.chatter", intentClass: intentClass, groupIdentifier: nil,
            date: Date(timeIntervalSince1970: 0), handlingStatus: .success, intentJSON: json, responseJSON: nil)
    }

    @Test func aSearchTeachesItsSendersAndItsGroups() throws {
        let json =
            #"{"senders":[{"displayName":"Ana Ruiz","customIdentifier":"c7"}],"#
            + #""speakableGroupNames":[{"spokenPhrase":"Book Club","vocabularyIdentifier":"g1"}]}"#
        let names = try DonatedNames.entities(of: Self.donation("INSearchForMessagesIntent", json), registry: .system)
        #expect(
            names.map(DonatedNames.key) == [
                "com.example.chatter|person|Ana Ruiz", "com.example.chatter|group|Book Club",
            ])
        #expect(names.map(\.identifier) == ["c7", "g1"])
    }

    @Test func aSendTeachesItsOneGroupAndOnlyPeopleTheAppIdentified() throws {
        let json =
            #"{"recipients":[{"displayName":"Juan"},{"displayName":"Maria","customIdentifier":"c2"}],"#
            + #""speakableGroupName":{"spokenPhrase":"Family"}}"#
        let names = try DonatedNames.entities(of: Self.donation("INSendMessageIntent", json), registry: .system)
        #expect(names.map(\.phrase) == ["Maria", "Family"])
        #expect(names.last?.identifier == "Family")
    }

    @Test func aPlayTeachesNoPeople() throws {
        let json = #"{"recipients":[{"displayName":"Maria","customIdentifier":"c2"}]}"#
        #expect(try DonatedNames.entities(of: Self.donation("INPlayMediaIntent", json), registry: .system).isEmpty)
    }
}
