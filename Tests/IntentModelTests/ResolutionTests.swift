import Foundation
import Testing

@testable import IntentModel

@Suite struct ResolutionTests {
    @Test func kindsAndValuesFollowApplesCases() {
        let maria = INPerson(displayName: "Maria Ruiz", customIdentifier: "c-1")
        let chen = INPerson(displayName: "María Chen", customIdentifier: "c-2")
        let results: [INSendMessageRecipientResolutionResult] = [
            .success(maria), .disambiguation([maria, chen]), .confirmationRequired(maria), .needsValue, .notRequired,
            .unsupported(.noValidHandle),
        ]
        #expect(
            results.map(\.kind) == [
                .success, .disambiguation, .confirmationRequired, .needsValue, .notRequired, .unsupported,
            ])
        #expect(results[1].values == [maria, chen])
        #expect(results[5].unsupportedReason?.caseName == "noValidHandle")
        #expect(results[3].values.isEmpty)
    }

    @Test func responseCodesMapToWhatSiriDoes() {
        #expect(INSendMessageIntentResponseCode.ready.outcome == .ready)
        #expect(INUnsendMessagesIntentResponseCode.failurePastUnsendTimeLimit.outcome == .failure)
        #expect(INEditMessageIntentResponseCode.failurePastEditTimeLimit.caseName == "failurePastEditTimeLimit")
        #expect(INStartCallIntentResponseCode.continueInApp.outcome == .continueInApp)
        #expect(INSendMessageIntentResponseCode.failureRequiringAppLaunch.outcome == .failureRequiringAppLaunch)
        // Every code has a distinct case name.
        #expect(
            Set(INStartCallIntentResponseCode.allCases.map(\.caseName)).count
                == INStartCallIntentResponseCode.allCases.count)
    }

    @Test func attributeOptionsNameTheirMembers() {
        let options: INMessageAttributeOptions = [.unread, .flagged]
        #expect(options.names == ["unread", "flagged"])
    }

    @Test func dateRangesAreHalfOpen() {
        let start = Date(timeIntervalSince1970: 0)
        let end = Date(timeIntervalSince1970: 100)
        let range = INDateComponentsRange(startDate: start, endDate: end)
        #expect(range.contains(start))
        #expect(!range.contains(end))
    }

    @Test func theClockFreezesAndMoves() {
        let clock = DeviceClock(frozenAt: Date(timeIntervalSince1970: 1000))
        #expect(clock.now == Date(timeIntervalSince1970: 1000))
        clock.advance(by: 90)
        #expect(clock.now == Date(timeIntervalSince1970: 1090))
    }
}
