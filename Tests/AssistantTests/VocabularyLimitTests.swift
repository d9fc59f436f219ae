import Foundation
import Runtime
import Testing

@testable import Assistant

/// INVocabulary's limit is 1024 bytes a string, counted in the string's UTF-8 form.
@Suite struct VocabularyLimitTests {
    func conversation() throws -> Conversation {
        var configuration = DeviceConfiguration()
        configuration.appPaths = ["\(SiriMatchesTests.root)/Apps/Stride"]
        configuration.contactsPath = "\(SiriMatchesTests.root)/Apps/Contacts.json"
        configuration.frozenAt = ShortcutAndLeverTests.now
        return try Device(configuration).makeConversation()
    }

    func warnings(setting term: String) async throws -> [String] {
        let c = try conversation()
        let lines = await c.respond(to: ":vocab set Stride workoutActivityName \(term)").compactMap(\.visibleText)
        return lines.filter { $0.hasPrefix("Warning:") }
    }

    @Test func aTermOf1024PlainLettersIsKept() async throws {
        #expect(try await warnings(setting: String(repeating: "a", count: 1024)).isEmpty)
        #expect(try await warnings(setting: String(repeating: "a", count: 600)).isEmpty)
    }

    @Test func aTermOverTheLimitIsDroppedWithItsUTF8Size() async throws {
        #expect(
            try await warnings(setting: String(repeating: "a", count: 1025)) == [
                "Warning: dropped a workoutActivityName string of 1025 bytes (the limit is 1024)"
            ])
        // "é" takes two bytes in UTF-8: 513 of them are 1026 bytes.
        #expect(
            try await warnings(setting: String(repeating: "é", count: 513)) == [
                "Warning: dropped a workoutActivityName string of 1026 bytes (the limit is 1024)"
            ])
    }
}
