import Formats
import Foundation
import IntentModel
import Testing

@testable import SystemIntents

/// Each system parameter is described once (`IntentParameter`); the three orders that
/// behaviour depends on come out of the one list as the specs had them.
@Suite struct IntentParametersTests {
    private func spec(_ className: String) throws -> IntentSpec {
        try #require(IntentRegistry.system[className])
    }

    @Test func theSchemaOrderIsTheMatchersAndMaySpeakOneParameterThroughSeveralSlots() throws {
        #expect(
            try spec(INRequestRideIntent.className).schema.parameters.map(\.name)
                == ["rideOptionName", "dropOffLocation", "pickupLocation", "partySize"])
        let add = try spec(INAddMediaIntent.className).schema.parameters
        #expect(
            add.map(\.name) == [
                "mediaDestination.playlistName", "mediaSearch.mediaType", "mediaSearch.sortOrder",
                "mediaSearch.reference", "mediaSearch.genreNames", "mediaSearch.moodNames",
                "mediaSearch.artistName", "mediaSearch.albumName", "mediaSearch.mediaName",
            ])
        let search = try spec(INSearchForMessagesIntent.className).schema.parameters
        #expect(
            search.map(\.name)
                == ["senders", "attributes", "dateTimeRange", "speakableGroupNames", "recipients", "searchTerms"])
        #expect(search.first { $0.name == "attributes" }.map { !$0.leadingWordFills && $0.multiple } == true)
    }

    @Test func theResolutionOrderIsTheHandlerProtocols() throws {
        let call = try #require(try spec(INStartCallIntent.className).handling).parameters
        #expect(call.map(\.name) == ["callRecordToCallBack", "destinationType", "contacts", "callCapability"])
        let play = try #require(try spec(INPlayMediaIntent.className).handling).parameters
        #expect(
            play.map(\.name) == [
                "mediaItems", "playShuffled", "playbackRepeatMode", "resumePlayback",
                "playbackQueueLocation", "playbackSpeed",
            ])
        let ride = try #require(try spec(INRequestRideIntent.className).handling)
        #expect(ride.parameters.map(\.name) == ["pickupLocation", "dropOffLocation", "rideOptionName", "partySize"])
        #expect(ride.speech.valuePrompts["partySize"] == "How many people?")
    }

    @Test func describeFollowsTheTraceOrderAndRestoreReadsItBack() throws {
        let handling = try #require(try spec(INStartWorkoutIntent.className).handling)
        let intent = INStartWorkoutIntent(
            workoutName: INSpeakableString(spokenPhrase: "run"), goalValue: 30,
            workoutGoalUnitType: .minute, workoutLocationType: .outdoor, isOpenEnded: false)
        let json = handling.describe(intent)
        #expect(
            json.serialized() == #"{"workoutName":{"spokenPhrase":"run"},"goalValue":30,"#
                + #""workoutGoalUnitType":"minute","workoutLocationType":"outdoor","isOpenEnded":false}"#)
        var parser = JSONParser(bytes: Array(json.serialized().utf8), file: "trace")
        let restored = try handling.restore(NodeReader(try parser.parseDocument(), file: "trace"))
        #expect(restored as? INStartWorkoutIntent == intent)
    }

    @Test func whatTheTraceLeavesOutStaysOut() throws {
        let handling = try #require(try spec(INStartCallIntent.className).handling)
        let intent = INStartCallIntent(
            callRecordToCallBack: INCallRecordInfo(identifier: "c1"), destinationType: .voicemail,
            contacts: nil, callCapability: .unknown)
        let json = handling.describe(intent)
        #expect(json.serialized() == #"{"callCapability":"unknown","destinationType":"voicemail"}"#)
        var parser = JSONParser(bytes: Array(json.serialized().utf8), file: "trace")
        let restored = try #require(try handling.restore(NodeReader(try parser.parseDocument(), file: "trace")))
        #expect(restored as? INStartCallIntent == INStartCallIntent())
    }
}
